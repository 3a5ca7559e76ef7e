import { formatGedcomDate } from './gedcomDate';

describe("a GEDCOM date in the person's language", () => {
  it('writes a day, a month or a year as each language does', () => {
    expect(formatGedcomDate('12 MAR 1868', 'pt-BR')).toBe('12 mar. 1868');
    expect(formatGedcomDate('12 MAR 1868', 'en-US')).toBe('Mar 12, 1868');
    expect(formatGedcomDate('MAR 1868', 'pt-BR')).toBe('mar. 1868');
    expect(formatGedcomDate('MAR 1868', 'en-US')).toBe('Mar 1868');
    expect(formatGedcomDate('1868', 'pt-BR')).toBe('1868');
    expect(formatGedcomDate('02 feb 1901', 'pt-BR')).toBe('2 fev. 1901');
  });

  it('words approximate dates and ranges', () => {
    expect(formatGedcomDate('ABT 1872', 'pt-BR')).toBe('c. 1872');
    expect(formatGedcomDate('EST 1872', 'en-US')).toBe('c. 1872');
    expect(formatGedcomDate('BET 1870 AND 1875', 'pt-BR')).toBe('entre 1870 e 1875');
    expect(formatGedcomDate('BET 1870 AND 1875', 'en-US')).toBe('between 1870 and 1875');
    expect(formatGedcomDate('BEF 3 JAN 1900', 'pt-BR')).toBe('antes de 3 jan. 1900');
    expect(formatGedcomDate('AFT 1900', 'en-US')).toBe('after 1900');
    expect(formatGedcomDate('FROM 1890 TO 1895', 'pt-BR')).toBe('de 1890 a 1895');
  });

  it('shows what it cannot read as the file wrote it', () => {
    expect(formatGedcomDate('(verão de 1870)', 'pt-BR')).toBe('(verão de 1870)');
    expect(formatGedcomDate('', 'en-US')).toBe('');
    expect(formatGedcomDate(undefined, 'en-US')).toBe('');
  });
});
