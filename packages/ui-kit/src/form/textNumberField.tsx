import type { ComponentType } from 'react';
import type { MoneyInputProps } from '@linhagem/ui-kit';
import { ControlledField } from './ControlledField';

export type TextNumberFieldProps = {
  name: string;
  label: string;
  /** what an emptied field holds: null, or 0 where the number defaults to zero (the field shows it once left) */
  blank?: null | 0;
  disabled?: boolean;
  hint?: string;
  required?: boolean;
};

/**
 * A labelled field of the form kit around one of the NumberTextInput inputs (money, percentage): the same shell,
 * the same wiring, only the input and what an emptied field holds by default differ.
 */
export function textNumberField(Input: ComponentType<MoneyInputProps>, defaultBlank: null | 0) {
  return function TextNumberField({ blank = defaultBlank, disabled, ...shell }: TextNumberFieldProps) {
    return (
      <ControlledField
        {...shell}
        render={({ id, name, value, onChange, onBlur, invalid, describedBy }) => (
          <Input
            id={id}
            name={name}
            value={(value as number | null) ?? null}
            onChange={onChange}
            blank={blank}
            onBlur={onBlur}
            disabled={disabled}
            invalid={invalid}
            describedBy={describedBy}
          />
        )}
      />
    );
  };
}
