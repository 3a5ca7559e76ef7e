import { cleanMultiLine, cleanOneLine, multiLineText, oneLineText } from './oneLineText';

const ZWNJ = '\u200C';
const ZWJ = '\u200D';

describe('cleanOneLine', () => {
  it('removes the bidirectional embeddings, overrides and isolates', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(cleanOneLine(`Ana${control}issoR`)).toBe('AnaissoR');
  });

  it('removes control characters, line breaks and tabs becoming spaces', () => {
    expect(cleanOneLine('Ana\u0000\u0007\u001B[31m Rossi\u007F\u0085\u009B')).toBe('Ana[31m Rossi ');
    expect(cleanOneLine('Ana\nRossi\tNeto\r\n')).toBe('Ana Rossi Neto ');
    expect(cleanOneLine('Ana\u2028Rossi')).toBe('Ana Rossi');
  });

  it('removes the invisible zero-width space, word joiner and byte-order mark', () => {
    expect(cleanOneLine('\uFEFFAna\u200B Ro\u2060ssi')).toBe('Ana Rossi');
  });

  it('keeps a joiner between two letters of a script that writes with it, and only there', () => {
    // Persian "mi-khaham": the ZWNJ keeps the prefix apart
    const persian = `\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`;
    expect(cleanOneLine(persian)).toBe(persian);
    // Devanagari "ksha" with a visible half form: the ZWJ follows the virama, a combining mark of its script
    const devanagari = `\u0915\u094D${ZWJ}\u0937`;
    expect(cleanOneLine(devanagari)).toBe(devanagari);
    // an Arabic letter with a harakat before the joiner
    const arabic = `\u0644\u064E${ZWNJ}\u0628`;
    expect(cleanOneLine(arabic)).toBe(arabic);

    expect(cleanOneLine(`Ana${ZWJ}Rossi`)).toBe('AnaRossi');
    expect(cleanOneLine(`Ro${ZWNJ}ssi`)).toBe('Rossi');
    expect(cleanOneLine(`${ZWNJ}\u0645\u06CC${ZWJ}`)).toBe('\u0645\u06CC');
    expect(cleanOneLine(`\u0645${ZWNJ} Ana`)).toBe('\u0645 Ana');
    expect(cleanOneLine(`\u0645${ZWNJ}A`)).toBe('\u0645A');
  });

  it('leaves ordinary names of every language as they are', () => {
    for (const name of ['José Ñúñez', 'Françoise D’Água', 'Георгий', '名前', 'Χαράλαμπος', 'أنطوان حداد'])
      expect(cleanOneLine(name)).toBe(name);
    // an emoji sequence is no script: its joiners go like any other
    expect(cleanOneLine(`Ana \u{1F469}${ZWJ}\u{1F467}`)).toBe('Ana \u{1F469}\u{1F467}');
  });
});

describe('cleanMultiLine', () => {
  it('keeps line breaks and tabs, removes the rest as cleanOneLine does', () => {
    expect(cleanMultiLine('calls\tat night\r\nonly\u202E\u0007 on\u200B Mondays')).toBe(
      'calls\tat night\r\nonly on Mondays',
    );
  });
});

describe('the schemas', () => {
  it('clean before they trim and count', () => {
    const name = oneLineText().min(1).max(5);
    expect(name.parse(' \u202EAna\u202C ')).toBe('Ana');
    expect(name.safeParse('\u202E\u202E').success).toBe(false);
    expect(name.parse('Ro\u200Bssi\u200B\u200B')).toBe('Rossi');
    expect(multiLineText().parse('\n line\u202E one\nline two \n')).toBe('line one\nline two');
  });
});
