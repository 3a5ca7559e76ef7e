import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  isBlankMoney,
  isBlankPercent,
  parseDateInput,
  parseMoney,
  parsePercent,
} from './format';
import { createI18n } from './createI18n';

describe('money and dates by language', () => {
  it('shows BRL in Portuguese and USD in English with two decimals', () => {
    expect(formatMoney(123456, 'pt-BR')).toMatch(/^R\$\s1\.234,56$/);
    expect(formatMoney(123456, 'en-US')).toBe('$1,234.56');
  });
  it.each([
    ['1.500,00', 'pt-BR'],
    ['1500,00', 'pt-BR'],
    ['1500', 'pt-BR'],
    ['1.500', 'pt-BR'],
    ['R$ 1.500,00', 'pt-BR'],
    [formatMoney(150000, 'pt-BR'), 'pt-BR'],
    ['1,500.00', 'en-US'],
    ['1500.00', 'en-US'],
    ['1500', 'en-US'],
    ['1,500', 'en-US'],
    ['$1,500.00', 'en-US'],
    ['US$ 1,500.00', 'en-US'],
    [formatMoney(150000, 'en-US'), 'en-US'],
  ] as const)('reads %s in %s as one thousand five hundred', (text, language) => {
    expect(parseMoney(text, language)).toBe(150000);
  });
  it.each([
    ['1500,5', 'pt-BR', 150050],
    ['1500.5', 'pt-BR', 150050],
    ['1.5', 'pt-BR', 150],
    ['0,99', 'pt-BR', 99],
    [',5', 'pt-BR', 50],
    ['1.234.567,89', 'pt-BR', 123456789],
    ['1,234.56', 'pt-BR', 123456],
    ['0', 'pt-BR', 0],
    ['R$ 0,00', 'pt-BR', 0],
    ['1500.5', 'en-US', 150050],
    ['1500,5', 'en-US', 150050],
    ['1.234,56', 'en-US', 123456],
  ] as const)('reads %s in %s as %d cents', (text, language, cents) => {
    expect(parseMoney(text, language)).toBe(cents);
  });
  it.each([
    ['1,505', 'pt-BR'],
    ['1,5,0', 'pt-BR'],
    ['1.50.0', 'pt-BR'],
    ['15.00.000', 'pt-BR'],
    ['0.500', 'pt-BR'],
    ['-10', 'pt-BR'],
    ['10 reais', 'pt-BR'],
    ['abc', 'pt-BR'],
    ['', 'pt-BR'],
    ['1.500', 'en-US'],
    ['12.345', 'en-US'],
    ['1,50,0', 'en-US'],
  ] as const)('reads %s in %s as no amount instead of dropping what it cannot place', (text, language) => {
    expect(parseMoney(text, language)).toBeNull();
  });
  it('reads every prefix of 1.500,00 typed key by key, ending at one thousand five hundred', () => {
    const typed = ['1', '1.', '1.5', '1.50', '1.500', '1.500,', '1.500,0', '1.500,00'];
    expect(typed.map((text) => parseMoney(text, 'pt-BR'))).toEqual([
      100, 100, 150, 150, 150000, 150000, 150000, 150000,
    ]);
  });
  it('tells a blank money input (nothing, spaces, a lone symbol) from one holding text', () => {
    expect(['', '  ', 'R$', 'R$\u00a0', '$'].map(isBlankMoney)).toEqual([true, true, true, true, true]);
    expect(['0', ',', 'abc'].map(isBlankMoney)).toEqual([false, false, false]);
  });
  it.each([
    ['12,5', 'pt-BR', 12.5],
    ['12,5 %', 'pt-BR', 12.5],
    ['12.5', 'pt-BR', 12.5],
    ['33,33%', 'pt-BR', 33.33],
    ['100', 'pt-BR', 100],
    ['125', 'pt-BR', 125],
    ['1.000', 'pt-BR', 1000],
    ['12.5%', 'en-US', 12.5],
    ['0.05', 'en-US', 0.05],
  ] as const)('reads the percentage %s in %s as %d, above 100 as typed', (text, language, percent) => {
    expect(parsePercent(text, language)).toBe(percent);
  });
  it.each(['12,555', '%12', '12 %%', '-5', 'abc', ''])('reads %s as no percentage', (text) => {
    expect(parsePercent(text, 'pt-BR')).toBeNull();
  });
  it('tells a blank percentage input from one holding text', () => {
    expect(['', ' ', '%', ' % '].map(isBlankPercent)).toEqual([true, true, true, true]);
    expect(['0', ',', '%5'].map(isBlankPercent)).toEqual([false, false, false]);
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
