import { MoneyInput } from '@linhagem/ui-kit';
import { ControlledField } from './ControlledField';

export type MoneyFieldProps = {
  name: string;
  label: string;
  /** what an emptied field holds: null, or 0 where the amount defaults to zero (the field shows it once left) */
  blank?: null | 0;
  disabled?: boolean;
  hint?: string;
  required?: boolean;
};

/** A labelled amount in integer cents through the one MoneyInput. */
export function MoneyField({ blank = null, disabled, ...shell }: MoneyFieldProps) {
  return (
    <ControlledField
      {...shell}
      render={({ id, name, value, onChange, onBlur, invalid, describedBy }) => (
        <MoneyInput
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
