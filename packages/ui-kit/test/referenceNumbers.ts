import type { Language } from '@linhagem/contracts';

/**
 * A reference reading of typed money and percentages for the property tests, written as the list of forms the
 * spec accepts (spec 3 money: `1.500,00`, `1500`, `1.500`, `R$ 1.500,00`, the other language's separators),
 * independently of parseMoney's code. Hundredths (cents); null when blank; NaN when the text is not a number.
 */
export function referenceHundredths(
  text: string,
  language: Language,
  kind: 'money' | 'percent',
): number | null {
  const compact = text.replace(/\s/g, '');
  const bare = kind === 'money' ? compact.replace(/^(?:R\$|US\$|\$)/i, '') : compact.replace(/%$/, '');
  if (bare === '') return null;
  if (!/\d/.test(bare)) return NaN;
  const [decimal, group] = language === 'pt-BR' ? [',', '.'] : ['.', ','];
  const d = escape(decimal);
  const g = escape(group);
  const forms: RegExp[] = [
    /^(\d+)()$/,
    // the language's decimal separator, once
    new RegExp(`^(\\d*)${d}(\\d{0,2})$`),
    // grouped thousands, with or without decimals
    new RegExp(`^([1-9]\\d{0,2}(?:${g}\\d{3})+)()$`),
    new RegExp(`^([1-9]\\d{0,2}(?:${g}\\d{3})+)${d}(\\d{0,2})$`),
    // the other language's decimal point, once, with at most two decimals (`1500.5` in pt-BR)
    new RegExp(`^(\\d*)${g}(\\d{0,2})$`),
    // an amount written wholly in the other language's way (`1,234.56` in pt-BR)
    new RegExp(`^([1-9]\\d{0,2}(?:${d}\\d{3})+)${g}(\\d{0,2})$`),
  ];
  for (const form of forms) {
    const match = form.exec(bare);
    if (!match) continue;
    const whole = match[1].replace(/[.,]/g, '');
    return Number(whole || '0') * 100 + Number(match[2].padEnd(2, '0'));
  }
  return NaN;
}

const escape = (separator: string) => (separator === '.' ? '\\.' : separator);

/** What a field of `kind` holds for `text`: cents for money, a percentage for percentages, `blank` when empty. */
export function referenceValue(
  text: string,
  language: Language,
  kind: 'money' | 'percent',
  blank: null | 0,
): number | null {
  const hundredths = referenceHundredths(text, language, kind);
  if (hundredths === null) return blank;
  return kind === 'money' ? hundredths : hundredths / 100;
}

/** How a field shows `value` once left: the office's currency by language, or a percentage. */
export function referenceShown(value: number | null, language: Language, kind: 'money' | 'percent'): string {
  if (value === null) return '';
  if (kind === 'money')
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: language === 'pt-BR' ? 'BRL' : 'USD',
      minimumFractionDigits: 2,
    }).format(value / 100);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  return language === 'pt-BR' ? `${number} %` : `${number}%`;
}
