import { useEffect, useRef, useState, type FocusEventHandler } from 'react';
import { formatMoney, isBlankMoney, parseMoney } from '@linhagem/i18n';
import type { Language } from '@linhagem/contracts';
import { usePreferences } from '../preferences/usePreferences';

export type MoneyInputProps = {
  id: string;
  name?: string;
  /** integer cents; null for an empty field; NaN while the text is not an amount */
  value: number | null;
  /** on every change: the cents the text reads as, null when blank, NaN when it is not an amount */
  onChange(cents: number | null): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

/** What a text holds: its cents, null when blank, NaN when it is not an amount (a form's schema then refuses it). */
const amountOf = (text: string, language: Language): number | null =>
  isBlankMoney(text) ? null : (parseMoney(text, language) ?? NaN);

/**
 * The one money input (spec 3: the office's currency by language, two decimals, held in integer cents). While
 * focused it keeps the text exactly as typed or pasted and reads it on every change (`1.500,00`, `1500`,
 * `R$ 1.500,00`: see parseMoney); on blur it shows the amount formatted. Focusing it selects the whole value, so
 * typing over `R$ 0,00` replaces it. A text that is not an amount stays as typed and is marked invalid, never
 * rounded or cut. A native input with PrimeReact's classes, like MaskInput: the kit loads no PrimeReact module
 * up front.
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  className,
  ...rest
}: MoneyInputProps) {
  const { language } = usePreferences();
  /** the text being edited; null shows the value formatted */
  const [draft, setDraft] = useState<string | null>(null);
  const focusedByPointer = useRef(false);

  // a value set from outside (a reset, a loaded record, another language) replaces a draft that reads otherwise
  useEffect(() => {
    setDraft((current) =>
      current !== null && Object.is(amountOf(current, language), value) ? current : null,
    );
  }, [value, language]);

  const formatted = value === null || Number.isNaN(value) ? '' : formatMoney(value, language);
  const text = draft ?? formatted;
  const unreadable = Number.isNaN(amountOf(text, language));

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
        onChange(amountOf(typed, language));
      }}
      onBlur={(event) => {
        setDraft((current) =>
          current !== null && Number.isNaN(amountOf(current, language)) ? current : null,
        );
        onBlur?.(event);
      }}
    />
  );
}
