import { NAME_MAX_BYTES, position, safeFileName } from './safeFileName';

describe('names safe on Windows, macOS and Linux', () => {
  it('keeps accents, in NFC', () => {
    const decomposed = 'Nicolo\u0300 Conceic\u0327a\u0303o';
    const name = safeFileName(decomposed, 'pdf');
    expect(name).toBe('Nicolò Conceição.pdf');
    expect(name).toBe(name.normalize('NFC'));
    expect(name.length).toBe('Nicolò Conceição.pdf'.length);
  });

  it('turns the characters Windows forbids and control characters into dashes', () => {
    expect(safeFileName('a<b>c:d"e/f\\g|h?i*j\u0000k\u001fl')).toBe('a-b-c-d-e-f-g-h-i-j-k-l');
    expect(safeFileName('João "Zé" da Silva / Souza')).toBe('João -Zé- da Silva - Souza');
  });

  it('drops trailing dots and spaces, and leading ones, and makes white space one space', () => {
    expect(safeFileName('  Giuseppe   Fontana.. . ', 'pdf')).toBe('Giuseppe Fontana.pdf');
    expect(safeFileName('tab\there\nnew line')).toBe('tab here new line');
    expect(safeFileName('...')).toBe('_');
    expect(safeFileName('..', 'zip')).toBe('_.zip');
  });

  it('prefixes the device names Windows reserves, with or without an extension, in any case', () => {
    for (const reserved of ['CON', 'con', 'PRN', 'AUX', 'NUL', 'COM1', 'com9', 'LPT1', 'LPT9', 'COM¹'])
      expect(safeFileName(reserved, 'pdf')).toBe(`_${reserved}.pdf`);
    expect(safeFileName('CON.tar', 'gz')).toBe('_CON.tar.gz');
    expect(safeFileName('CON ')).toBe('_CON');
    // only the whole name is reserved
    expect(safeFileName('CONTRATO', 'pdf')).toBe('CONTRATO.pdf');
    expect(safeFileName('COM10')).toBe('COM10');
    expect(safeFileName('01 - CON (immigrant)')).toBe('01 - CON (immigrant)');
  });

  it('cuts a long name to its byte budget before the extension, never inside a letter', () => {
    const long = `${'çã'.repeat(200)}`;
    const name = safeFileName(long, 'pdf');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(NAME_MAX_BYTES);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).toMatch(/^(çã)+ç?\.pdf$/);
    // a base letter and its combining mark that NFC cannot join stay together
    const marked = `${'a'.repeat(NAME_MAX_BYTES - 6)}q\u0307q\u0307`;
    expect(safeFileName(marked, 'pdf')).not.toMatch(/q\.pdf$/);
    // a cut that ends on a space or dot is tidied
    expect(safeFileName(`${'a'.repeat(NAME_MAX_BYTES - 5)} b`, 'pdf')).toBe(
      `${'a'.repeat(NAME_MAX_BYTES - 5)}.pdf`,
    );
  });

  it('numbers positions with two digits at least', () => {
    expect(position(0, 5)).toBe('01');
    expect(position(9, 12)).toBe('10');
    expect(position(4, 150)).toBe('005');
  });
});
