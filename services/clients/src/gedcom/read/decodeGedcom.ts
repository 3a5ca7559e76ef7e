import iconv from 'iconv-lite';
import { decodeAnsel } from './decodeAnsel';

export type DecodedGedcom = {
  text: string;
  /** the encoding the bytes were read in: UTF-8, UTF-16LE, UTF-16BE, ANSEL, windows-1252, ISO-8859-1, … */
  encoding: string;
  /** set when the declared encoding could not be right and another was used */
  warning?: string;
};

/** `1 CHAR` values (5.5.1 and the programs' own) to the decoder that reads them. */
const DECLARED: Record<string, string> = {
  'UTF-8': 'UTF-8',
  UTF8: 'UTF-8',
  UNICODE: 'UTF-16LE',
  ANSEL: 'ANSEL',
  ASCII: 'UTF-8',
  ANSI: 'windows-1252',
  'IBM WINDOWS': 'windows-1252',
  'WINDOWS-1252': 'windows-1252',
  CP1252: 'windows-1252',
  'ISO-8859-1': 'ISO-8859-1',
  'ISO8859-1': 'ISO-8859-1',
  'ISO-8859-15': 'ISO-8859-15',
  LATIN1: 'ISO-8859-1',
  'LATIN-1': 'ISO-8859-1',
  IBMPC: 'cp437',
  'IBM DOS': 'cp850',
  MACINTOSH: 'macintosh',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeWith(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'ANSEL') return decodeAnsel(bytes);
  if (encoding === 'UTF-8') return utf8.decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}

/** The `1 CHAR` the header declares, read as ASCII from the file's first bytes (before the text is known). */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 8192)).toString('latin1');
  const match = /^\s*1\s+CHAR(?:ACTER)?\s+([^\r\n]+)/m.exec(head);
  return match?.[1].trim().toUpperCase();
}

/**
 * The text of a .ged file: a byte-order mark first (UTF-8, UTF-16 LE or BE), then UTF-16 without one (a zero byte
 * beside the leading `0`), then the header's `1 CHAR` (GEDCOM 7 has none: UTF-8). A file declared UTF-8 (or
 * undeclared) that is not valid UTF-8 is read as Windows-1252, the encoding such files turn out to be, with a warning.
 */
export function decodeGedcom(bytes: Uint8Array): DecodedGedcom {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return read(bytes.subarray(3), 'UTF-8');
  if (a === 0xff && b === 0xfe)
    return { text: decodeWith(bytes.subarray(2), 'UTF-16LE'), encoding: 'UTF-16LE' };
  if (a === 0xfe && b === 0xff)
    return { text: decodeWith(bytes.subarray(2), 'UTF-16BE'), encoding: 'UTF-16BE' };
  if (a !== 0 && b === 0) return { text: decodeWith(bytes, 'UTF-16LE'), encoding: 'UTF-16LE' };
  if (a === 0 && b !== 0) return { text: decodeWith(bytes, 'UTF-16BE'), encoding: 'UTF-16BE' };
  const declared = declaredCharset(bytes);
  const encoding = declared ? DECLARED[declared] : 'UTF-8';
  if (!encoding) {
    const fallback = read(bytes, 'UTF-8');
    return { ...fallback, warning: `Unknown encoding ${declared}; read as ${fallback.encoding}` };
  }
  // UTF-16 declared but no zero bytes: the program wrote UTF-8 under that name
  return read(bytes, encoding === 'UTF-16LE' ? 'UTF-8' : encoding);
}

function read(bytes: Uint8Array, encoding: string): DecodedGedcom {
  if (encoding !== 'UTF-8') return { text: decodeWith(bytes, encoding), encoding };
  try {
    return { text: utf8.decode(bytes), encoding };
  } catch {
    return {
      text: decodeWith(bytes, 'windows-1252'),
      encoding: 'windows-1252',
      warning: 'The file is not valid UTF-8; read as Windows-1252',
    };
  }
}
