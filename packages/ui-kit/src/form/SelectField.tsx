import { useController } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { describedBy, FieldShell, useFieldId } from './FieldShell';
import { useTypeAhead } from '@linhagem/ui-kit';

export type SelectOption = { label: string; value: string };

export type SelectFieldProps = {
  name: string;
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
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  const typeAhead = useTypeAhead(
    options,
    (option) => option.label,
    (option) => field.onChange(option.value),
  );
  return (
    <FieldShell id={id} label={label} error={error}>
      {/* typing picks an option by the start of a word of its shown label (a country by any word of its name);
          with the list open, PrimeReact's own search moves through it and Enter chooses */}
      <div
        className="lc-select"
        onKeyDownCapture={
          disabled
            ? undefined
            : (event) => {
                if (!event.currentTarget.querySelector('[aria-expanded="true"]')) typeAhead(event);
              }
        }
      >
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
          // the label names the focusable input; PrimeReact's hidden select (autofill only) is kept from screen readers
          pt={{ select: { 'aria-hidden': true } }}
        />
      </div>
    </FieldShell>
  );
}
