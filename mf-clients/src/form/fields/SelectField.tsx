import { useController, type FieldPath } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import type { ClientFormValues } from '../formValues';
import { describedBy, FieldShell, fieldId } from './FieldShell';

export type SelectOption = { label: string; value: string };

export type SelectFieldProps = {
  name: FieldPath<ClientFormValues>;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  /** null when cleared (enums); '' for text fields */
  emptyValue?: null | '';
  filter?: boolean;
  disabled?: boolean;
  showClear?: boolean;
};

export function SelectField({
  name,
  label,
  options,
  placeholder,
  emptyValue = null,
  filter,
  disabled,
  showClear = true,
}: SelectFieldProps) {
  const { field, fieldState } = useController<ClientFormValues>({ name });
  const id = fieldId(name);
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} label={label} error={error}>
      <Dropdown
        inputId={id}
        ref={field.ref}
        value={field.value === '' ? null : field.value}
        options={options}
        onChange={(event) => field.onChange(event.value ?? emptyValue)}
        onBlur={field.onBlur}
        placeholder={placeholder}
        filter={filter}
        showClear={showClear && field.value !== emptyValue && field.value !== null}
        disabled={disabled}
        invalid={!!error}
        aria-describedby={describedBy(id, error)}
      />
    </FieldShell>
  );
}
