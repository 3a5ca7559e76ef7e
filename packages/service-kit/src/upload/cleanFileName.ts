/** The name shown when a sender's file name leaves nothing after cleaning. */
export const FALLBACK_FILE_NAME = 'document';

/**
 * A sender's file name made fit for display: only its last path part (`C:\\scans\\a.pdf`, `../../a.pdf` give
 * `a.pdf`), without control or bidirectional-override characters (which disguise an extension: `gpj.exe`), spaces
 * folded, cut to `maxLength` characters (whole code points), and never empty. It only names the file on screens
 * and in `Content-Disposition`; a stored file bears a generated name.
 */
export function cleanFileName(
  raw: string | undefined | null,
  maxLength = 200,
  fallback = FALLBACK_FILE_NAME,
): string {
  const lastPart = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = lastPart
    .normalize('NFC')
    // tabs and line breaks become one space first, then the other control characters (C0, DEL, C1) and the
    // bidirectional marks, embeddings, overrides and isolates go
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
  const cut = Array.from(clean).slice(0, maxLength).join('').trim();
  return cut === '' || cut === '.' || cut === '..' ? fallback : cut;
}
