import { InputTextarea } from 'primereact/inputtextarea';
import { ControlledField } from './ControlledField';

export type TextareaFieldProps = {
  name: string;
  label: string;
  rows?: number;
  autoResize?: boolean;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
};

/** A labelled text of several lines. */
export function TextareaField({ rows = 3, autoResize, maxLength, disabled, ...shell }: TextareaFieldProps) {
  return (
    <ControlledField
      {...shell}
      render={({ id, name, value, onChange, onBlur, ref, invalid, describedBy }) => (
        <InputTextarea
          id={id}
          name={name}
          ref={ref}
          value={(value as string) ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={rows}
          autoResize={autoResize}
          maxLength={maxLength}
          disabled={disabled}
          invalid={invalid}
          aria-invalid={invalid}
          aria-required={shell.required}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
