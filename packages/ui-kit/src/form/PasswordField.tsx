import { Password } from 'primereact/password';
import { PasswordStrengthMeter } from '@linhagem/ui-kit';
import { ControlledField } from './ControlledField';

export type PasswordFieldProps = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: 'new-password' | 'current-password';
  /** shows how strong the password is, against these words of the person (name, user name) */
  strength?: string[];
  /** the show/hide button (on by default) */
  toggleMask?: boolean;
};

/** A labelled password with a show/hide toggle and, for a new one, the strength meter. */
export function PasswordField({
  autoComplete = 'new-password',
  strength,
  toggleMask = true,
  ...shell
}: PasswordFieldProps) {
  return (
    <ControlledField
      {...shell}
      render={({ id, name, value, onChange, onBlur, invalid, describedBy }) => (
        <>
          <Password
            inputId={id}
            name={name}
            value={(value as string) ?? ''}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            invalid={invalid}
            aria-invalid={invalid}
            aria-required={shell.required}
            aria-describedby={
              [describedBy, strength ? `${id}-strength` : ''].filter(Boolean).join(' ') || undefined
            }
            feedback={false}
            toggleMask={toggleMask}
            autoComplete={autoComplete}
          />
          {strength ? (
            <PasswordStrengthMeter
              id={`${id}-strength`}
              password={(value as string) ?? ''}
              related={strength}
            />
          ) : null}
        </>
      )}
    />
  );
}
