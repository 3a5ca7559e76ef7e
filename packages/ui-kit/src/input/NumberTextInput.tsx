import { useEffect, useRef, useState, type FocusEventHandler } from 'react';

export type NumberTextInputProps = {
  id: string;
  name?: string;
  /** the number the field holds; null for an empty field; NaN while the text is not a number */
  value: number | null;
  /** on every change: the number the text reads as, `blank` when it is empty, NaN when it is not a number */
  onChange(value: number | null): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  /** what an emptied field holds: null, or 0 where the number defaults to zero */
  blank?: null | 0;
  /** a text to its number: null when it is blank, NaN when it is not a number */
  read(text: string): number | null;
  /** a number as the field shows it once left */
  format(value: number): string;
};

/**
 * A number typed as text (money, percentages): while focused it shows exactly what was typed or pasted and reads it
 * on every change; on blur it shows the number formatted. An emptied field stays empty until it is left, though it
 * holds `blank` (zero for an amount that defaults to it); a text that is not a number stays as typed, marked
 * invalid, and holds NaN, never a rounded or cut number. Focusing it selects the whole value, so typing over
 * `R$ 0,00` replaces it. A native input with PrimeReact's classes: Home and End move the caret, a double-click
 * selects a word, and nothing clamps what was typed (the form's schema refuses a number out of range).
 */
export function NumberTextInput({
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  className,
  blank = null,
  read,
  format,
  ...rest
}: NumberTextInputProps) {
  /** the text being edited; null shows the value formatted */
  const [draft, setDraft] = useState<string | null>(null);
  const focusedByPointer = useRef(false);
  const valueOf = (text: string) => read(text) ?? blank;

  // A value set from outside (a reset, a loaded record, another language) replaces a draft that reads otherwise;
  // the value the draft itself sent (zero for an emptied field) keeps it, so the text never changes under the caret.
  useEffect(() => {
    setDraft((current) => (current !== null && Object.is(read(current) ?? blank, value) ? current : null));
  }, [value, read, blank]);

  const formatted = value === null || Number.isNaN(value) ? '' : format(value);
  const text = draft ?? formatted;
  const unreadable = Number.isNaN(read(text));

  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={['p-inputtext p-component', invalid || unreadable ? 'p-invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      value={text}
      aria-invalid={invalid || unreadable}
      aria-describedby={describedBy}
      onPointerDown={(event) => {
        focusedByPointer.current = document.activeElement !== event.currentTarget;
      }}
      onFocus={(event) => {
        setDraft(text);
        event.currentTarget.select();
      }}
      // the click that focused the field would put the caret where it landed and lose the selection
      onMouseUp={(event) => {
        if (focusedByPointer.current) event.preventDefault();
        focusedByPointer.current = false;
      }}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        onChange(valueOf(typed));
      }}
      onBlur={(event) => {
        setDraft((current) => (current !== null && Number.isNaN(read(current)) ? current : null));
        onBlur?.(event);
      }}
    />
  );
}
