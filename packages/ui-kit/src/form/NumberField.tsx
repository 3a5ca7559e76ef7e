import { InputNumber } from 'primereact/inputnumber';
import { ControlledField } from './ControlledField';

export type NumberFieldProps = {
  name: string;
  label: string;
  min?: number;
  max?: number;
  suffix?: string;
  locale?: string;
  minFractionDigits?: number;
  maxFractionDigits?: number;
  useGrouping?: boolean;
  disabled?: boolean;
  hint?: string;
  required?: boolean;
};

/**
 * A labelled number. PrimeReact's InputNumber reports a typed number on blur (`onValueChange`) and key by key
 * (`onChange`): both are listened to, so what follows the value changes as it is typed; an emptied field is 0.
 */
export function NumberField({ name, label, hint, required, disabled, ...number }: NumberFieldProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      hint={hint}
      required={required}
      render={({ id, value, onChange, onBlur, invalid, describedBy }) => (
        <InputNumber
          inputId={id}
          value={(value as number | null) ?? null}
          onChange={(event) => onChange(event.value ?? 0)}
          onValueChange={(event) => onChange(event.value ?? 0)}
          onBlur={onBlur}
          disabled={disabled}
          invalid={invalid}
          aria-describedby={describedBy}
          {...number}
        />
      )}
    />
  );
}
