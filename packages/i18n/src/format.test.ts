import { formatDate, formatMoney, parseMoneyInput } from './format';
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
  it('formats calendar dates as dd/mm/yy and mm/dd/yy without a time-zone shift', () => {
    expect(formatDate('1987-03-09', 'pt-BR')).toBe('09/03/87');
    expect(formatDate('1987-03-09', 'en-US')).toBe('03/09/87');
    expect(formatDate(undefined, 'pt-BR')).toBe('');
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
