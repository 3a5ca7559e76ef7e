/** How a CSV's bytes are text: UTF-8 (with or without its byte-order mark) or Brazilian Excel's Windows-1252. */
export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';
export type CsvDelimiter = ';' | ',' | '\t';
export type CsvFormat = { encoding: CsvEncoding; delimiter: CsvDelimiter };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Whether `bytes` are UTF-8, a character cut at the end of the sample aside. */
function isUtf8(bytes: Buffer): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // a sample may end inside a character of up to 4 bytes: try it whole, then without its last 1 to 3 bytes
  for (let cut = 0; cut < 4 && cut < bytes.length; cut += 1) {
    try {
      decoder.decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // the next, shorter try
    }
  }
  return bytes.length === 0;
}

/** The header line's separators outside quotes: the most frequent of `;`, `,` and tab wins, `;` on a tie. */
function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as CsvDelimiter] += 1;
  }
  const order: CsvDelimiter[] = [';', '\t', ','];
  return order.reduce((best, d) => (counts[d] > counts[best] ? d : best), order[0]);
}

/**
 * The encoding and separator of a CSV from its first bytes (DESIGN "known traps": Windows-1252 is read with
 * iconv-lite, never as Latin-1, so ’ € – “ ” survive): a BOM says UTF-8; bytes that are valid UTF-8 are UTF-8;
 * anything else is Windows-1252, which every byte sequence is.
 */
export function detectCsv(head: Buffer): CsvFormat {
  const bom = UTF8_BOM.every((byte, i) => head[i] === byte);
  const encoding: CsvEncoding = bom ? 'utf-8-bom' : isUtf8(head) ? 'utf-8' : 'windows-1252';
  // the separators are ASCII: Latin-1 shows them where Windows-1252 would
  const text = head.subarray(bom ? 3 : 0).toString(encoding === 'windows-1252' ? 'latin1' : 'utf8');
  return { encoding, delimiter: detectDelimiter(text) };
}
