import { useCallback } from 'react';
import { formatMoney, isBlankMoney, parseMoney } from '@linhagem/i18n';
import { usePreferences } from '../preferences/usePreferences';
import { NumberTextInput, type NumberTextInputProps } from './NumberTextInput';

export type MoneyInputProps = Omit<NumberTextInputProps, 'read' | 'format'>;

/**
 * The one money input (spec 3: the office's currency by language, two decimals, held in integer cents), through
 * NumberTextInput: the text as typed or pasted while focused (`1.500,00`, `1500`, `R$ 1.500,00`: see parseMoney),
 * the amount formatted once left. `value` and `onChange` are integer cents.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { language } = usePreferences();
  const read = useCallback(
    (text: string) => (isBlankMoney(text) ? null : (parseMoney(text, language) ?? NaN)),
    [language],
  );
  const format = useCallback((cents: number) => formatMoney(cents, language), [language]);
  return <NumberTextInput {...props} read={read} format={format} />;
}
