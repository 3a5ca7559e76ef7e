import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  parseDateInput,
  parseMoneyInput,
} from './format';
import { createI18n } from './createI18n';

describe('money and dates by language', () => {
  it('shows BRL in Portuguese and USD in English with two decimals', () => {
    expect(formatMoney(123456, 'pt-BR')).toMatch(/^R\$\s1\.234,56$/);
    expect(formatMoney(123456, 'en-US')).toBe('$1,234.56');
  });
  it('reads a money input with comma decimals and dot thousands', () => {
    expect(parseMoneyInput('1.234,56')).toBe(123456);
    expect(parseMoneyInput('0,00')).toBe(0);
    expect(parseMoneyInput('abc')).toBeUndefined();
  });
  it('formats calendar dates with four-digit years, dd/mm/yyyy and mm/dd/yyyy, without a time-zone shift', () => {
    expect(formatDate('1878-03-19', 'pt-BR')).toBe('19/03/1878');
    expect(formatDate('1925-10-12', 'en-US')).toBe('10/12/1925');
    expect(formatDate(undefined, 'pt-BR')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
  it('formats an instant as the four-digit-year date and the local time', () => {
    const at = new Date(1925, 9, 12, 7, 5);
    expect(formatDateTime(at.toISOString(), 'pt-BR')).toBe('12/10/1925 07:05');
    expect(formatDateTime(at, 'en-US')).toBe('10/12/1925 07:05');
    expect(formatDateTime('garbage', 'pt-BR')).toBe('');
  });
  it('writes a percentage with the language decimal separator, up to two decimals', () => {
    expect(formatPercent(64.2857, 'pt-BR')).toBe('64,29 %');
    expect(formatPercent(64.2857, 'en-US')).toBe('64.29%');
    expect(formatPercent(100, 'pt-BR')).toBe('100 %');
    expect(formatPercent(5.5, 'pt-BR', 2)).toBe('5,50 %');
    expect(formatPercent(0, 'en-US', 2)).toBe('0.00%');
  });
  it('reads a typed date in the language order and keeps an incomplete one as typed', () => {
    expect(parseDateInput('19/03/1878', 'pt-BR')).toBe('1878-03-19');
    expect(parseDateInput('03/19/1878', 'en-US')).toBe('1878-03-19');
    expect(parseDateInput('19/03/18', 'pt-BR')).toBe('19/03/18');
    expect(parseDateInput('__/__/____', 'pt-BR')).toBe('');
  });
});

describe('i18n', () => {
  it('defaults to pt-BR and resolves the specification keys in both languages', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('field.default.error')).toBe('Campo obrigatório');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('field.default.error')).toBe('Field required');
    expect(i18n.t('password.incorrect')).toBe('Incorrect username or password');
  });
});
