import type { DocumentContentType } from '@linhagem/contracts';

/** The extension a download of each accepted type ends with (the type is the bytes', never the sender's name's). */
export const DOWNLOAD_EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const SAME = new Map([['jpeg', 'jpg']]);

/**
 * A download's name ending with the extension of its detected type: `recibo.html` whose bytes are a PDF downloads
 * as `recibo.pdf`, `foto` as `foto.jpg`; a name that already ends right (`.JPEG` for a JPEG too) is kept.
 */
export function downloadName(fileName: string, contentType: DocumentContentType): string {
  const extension = DOWNLOAD_EXTENSIONS[contentType];
  const match = /^(.+)\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  const said = match?.[2].toLowerCase();
  if (said && (SAME.get(said) ?? said) === extension) return fileName;
  return `${match ? match[1] : fileName}.${extension}`;
}
