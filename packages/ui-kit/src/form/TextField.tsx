import { useController } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { describedBy, FieldShell, useFieldId } from './FieldShell';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** what an emptied field holds: '' (the default), or null where the contract has no blank text */
  emptyValue?: '' | null;
};

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  disabled,
  hint,
  emptyValue = '',
}: TextFieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <InputText
        id={id}
        type={type}
        name={field.name}
        ref={field.ref}
        value={(field.value as string) ?? ''}
        onChange={(event) => field.onChange(event.target.value || emptyValue)}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-required={required}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
