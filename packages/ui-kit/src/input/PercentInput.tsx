import { useCallback } from 'react';
import { formatPercent, isBlankPercent, parsePercent } from '@linhagem/i18n';
import { usePreferences } from '../preferences/usePreferences';
import { NumberTextInput, type NumberTextInputProps } from './NumberTextInput';

export type PercentInputProps = Omit<NumberTextInputProps, 'read' | 'format'>;

/**
 * A percentage (a discount, a tax rate) through NumberTextInput: `12,5`, `12,5 %` or `12.5%` as typed while focused
 * (see parsePercent), `12,5 %` / `12.5%` once left. A number above the maximum is held as typed, never clamped: the
 * form's schema refuses it with the field's message.
 */
export function PercentInput(props: PercentInputProps) {
  const { language } = usePreferences();
  const read = useCallback(
    (text: string) => (isBlankPercent(text) ? null : (parsePercent(text, language) ?? NaN)),
    [language],
  );
  const format = useCallback((percent: number) => formatPercent(percent, language), [language]);
  return <NumberTextInput {...props} read={read} format={format} />;
}
