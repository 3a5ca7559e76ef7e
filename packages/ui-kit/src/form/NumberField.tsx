import type { KeyboardEvent } from 'react';
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
  /** the up and down buttons beside it (a count a person nudges: generations) */
  showButtons?: boolean;
  disabled?: boolean;
  hint?: string;
  required?: boolean;
};

/**
 * Home and End move the caret (Shift extends the selection), as in any text field: PrimeReact's InputNumber would
 * set the number to its minimum or maximum instead, and it skips its own handling once the event is prevented.
 */
function moveCaretHomeOrEnd(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Home' && event.key !== 'End') return;
  event.preventDefault();
  const input = event.currentTarget;
  const to = event.key === 'Home' ? 0 : input.value.length;
  if (!event.shiftKey) input.setSelectionRange(to, to);
  else if (event.key === 'Home') input.setSelectionRange(0, input.selectionEnd ?? 0, 'backward');
  else input.setSelectionRange(input.selectionStart ?? 0, to, 'forward');
}

/**
 * A labelled whole number (days, a count). PrimeReact's InputNumber reports a typed number on blur
 * (`onValueChange`) and key by key (`onChange`): both are listened to, so what follows the value changes as it is
 * typed; an emptied field is 0. Percentages use PercentField, which never clamps what was typed.
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
          onKeyDown={moveCaretHomeOrEnd}
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
