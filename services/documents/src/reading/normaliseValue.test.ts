import { normaliseName, normaliseNumber, parseDate } from './normaliseValue';

describe('values read from a certificate', () => {
  it('turns the dates certificates print into ISO dates', () => {
    expect(parseDate('14/03/1897')).toBe('1897-03-14');
    expect(parseDate('quatorze de março de mil novecentos e noventa e sete 14 03 1997')).toBe('1997-03-14');
    expect(parseDate('il 2 marzo 1901')).toBe('1901-03-02');
    expect(parseDate('1º de março de 1910')).toBe('1910-03-01');
    expect(parseDate('1O de março de 1910')).toBe('1910-03-01');
    // a month that starts with O is not an ordinal's mark
    expect(parseDate('17 ottobre 1924')).toBe('1924-10-17');
    expect(parseDate('5 de outubro de 1950')).toBe('1950-10-05');
    expect(parseDate('31/02/1900')).toBeNull();
    expect(parseDate('mil novecentos')).toBeNull();
  });

  it('writes names in title case, particles in lower case, and refuses what is no name', () => {
    expect(normaliseName('MARIA APARECIDA BORTOLAN DOS SANTOS')).toBe('Maria Aparecida Bortolan dos Santos');
    expect(normaliseName("D'ANGELO GIUSEPPE")).toBe("D'Angelo Giuseppe");
    expect(normaliseName('MAR1A S4NTOS')).toBeNull();
    expect(normaliseName('MARIA')).toBeNull();
    expect(normaliseName('~ ~ ..')).toBeNull();
  });

  it('keeps a book, page or term number', () => {
    expect(normaliseNumber('A-12,')).toBe('A-12');
    expect(normaliseNumber('nº 3456')).toBe('3456');
  });
});
