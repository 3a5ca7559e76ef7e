import { PercentInput } from '@linhagem/ui-kit';
import { ControlledField } from './ControlledField';

export type PercentFieldProps = {
  name: string;
  label: string;
  /** what an emptied field holds: 0 by default (a discount or a tax rate left empty is none), or null */
  blank?: null | 0;
  disabled?: boolean;
  hint?: string;
  required?: boolean;
};

/**
 * A labelled percentage through PercentInput. It holds what was typed, above the maximum too: the form's schema
 * refuses such a number with the field's message, never a silent clamp.
 */
export function PercentField({ blank = 0, disabled, ...shell }: PercentFieldProps) {
  return (
    <ControlledField
      {...shell}
      render={({ id, name, value, onChange, onBlur, invalid, describedBy }) => (
        <PercentInput
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
}
