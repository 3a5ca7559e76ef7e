import { dateSpan, gedcomDateSpan, isBefore } from './dateSpan';

describe('the days a GEDCOM date can mean', () => {
  it.each([
    ['1880', '1880-01-01', '1880-12-31'],
    ['FEB 1900', '1900-02-01', '1900-02-28'],
    ['ABT 1880', '1875-01-01', '1885-12-31'],
    ['EST 3 MAR 1901', '1896-03-03', '1906-03-03'],
    ['BET 1890 AND 1895', '1890-01-01', '1895-12-31'],
    ['FROM MAR 1890 TO 1891', '1890-03-01', '1891-12-31'],
    ['BEF 1930', '0000-01-01', '1930-12-31'],
    ['AFT 12 JUN 1920', '1920-06-12', '9999-12-31'],
    ['@#DGREGORIAN@ 1880', '1880-01-01', '1880-12-31'],
    ['INT 1880 (about then)', '1880-01-01', '1880-12-31'],
    ['sometime', '0000-01-01', '9999-12-31'],
  ])('%s is from %s to %s', (text, from, to) => {
    expect(gedcomDateSpan(text)).toEqual({ from, to, uncertain: text });
  });

  it('prefers the exact date, and compares spans as surely, maybe or not before', () => {
    expect(dateSpan('1940-01-01', 'ABT 1940')).toEqual({ from: '1940-01-01', to: '1940-01-01' });
    expect(dateSpan(null, null)).toBeNull();
    const exact = (iso: string) => ({ from: iso, to: iso });
    expect(isBefore(gedcomDateSpan('BET 1890 AND 1895'), exact('1948-01-01'))).toBe('YES');
    expect(isBefore(gedcomDateSpan('ABT 1946'), exact('1948-01-01'))).toBe('MAYBE');
    expect(isBefore(gedcomDateSpan('AFT 1950'), exact('1948-01-01'))).toBe('NO');
    expect(isBefore(exact('1948-01-01'), exact('1948-01-01'))).toBe('NO');
  });
});
