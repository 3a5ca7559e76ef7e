import { useLayoutEffect, useRef, type FocusEventHandler } from 'react';
import { caretAfterSlots, fitMask, slotsBefore } from './fitMask';

export type MaskInputProps = {
  id: string;
  name: string;
  /** 9 a digit, a a letter, * a digit or a letter; anything else is written as is */
  mask: string;
  value: string;
  onValueChange(value: string): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  autoComplete?: string;
  describedBy?: string;
  className?: string;
};

/**
 * A masked text input (spec 3 masks) that formats on every change and keeps the caret after the character just
 * typed. Unlike PrimeReact's InputMask it has no delayed caret reset on focus, so fast typing right after
 * focusing never lands characters out of order. A native input with PrimeReact's classes: the kit loads no
 * PrimeReact module up front.
 */
export function MaskInput({
  mask,
  value,
  onValueChange,
  describedBy,
  invalid,
  className,
  ...rest
}: MaskInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      className={['p-inputtext p-component', invalid ? 'p-invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      value={value}
      maxLength={mask.length}
      inputMode={/^[^a*]*$/.test(mask) ? 'numeric' : undefined}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => {
        const input = event.target;
        const position = input.selectionStart ?? input.value.length;
        const next = fitMask(mask, input.value);
        caret.current =
          position >= input.value.length
            ? next.length
            : caretAfterSlots(next, slotsBefore(input.value, position));
        onValueChange(next);
      }}
    />
  );
}
