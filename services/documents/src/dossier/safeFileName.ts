/**
 * File and folder names that open the same on Windows, macOS and Linux (docs/adr-dossier-export.md):
 * - accents are kept, in NFC (macOS, Windows and Linux all show them; the ZIP marks its names UTF-8);
 * - the characters Windows forbids (`< > : " / \ | ? *`) and control characters become `-`;
 * - no leading or trailing spaces, no trailing dots (Windows drops them, and two names would then collide);
 * - the names Windows reserves for devices (CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9, with any extension) get `_`;
 * - at most `maxBytes` bytes of UTF-8 (255 is every file system's limit; less keeps a whole path short), cut
 *   before the extension and never inside a letter.
 */
// \p{Cc}: the control characters, U+0000–U+001F and U+007F–U+009F
const FORBIDDEN = /[<>:"/\\|?*\p{Cc}]/gu;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;
/** A folder's or a file's name; the path of a folder and a file stays well under Windows' 260 characters. */
export const NAME_MAX_BYTES = 120;

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');

/** `text` cut to at most `max` bytes of UTF-8, never inside a letter (a base and its marks stay together). */
function cutToBytes(text: string, max: number): string {
  if (bytesOf(text) <= max) return text;
  const segments = [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)];
  let out = '';
  for (const { segment } of segments) {
    if (bytesOf(out + segment) > max) break;
    out += segment;
  }
  return out;
}

/**
 * A name safe on every system, from `stem` and an optional `extension` (without its dot, kept whole). An empty
 * result is `_`.
 */
export function safeFileName(stem: string, extension = '', maxBytes = NAME_MAX_BYTES): string {
  const ext = extension.normalize('NFC').replace(FORBIDDEN, '').replace(/[\s.]/g, '');
  const suffix = ext ? `.${ext}` : '';
  let base = tidy(stem.normalize('NFC').replace(/\s+/g, ' ').replace(FORBIDDEN, '-'));
  base = tidy(cutToBytes(base, maxBytes - bytesOf(suffix)));
  if (!base) base = '_';
  if (RESERVED.test(base)) base = `_${base}`;
  return `${base}${suffix}`;
}

/** Two-digit (or longer) position: `01`, `02`, … `100`. */
export const position = (index: number, count: number) =>
  String(index + 1).padStart(Math.max(2, String(count).length), '0');
