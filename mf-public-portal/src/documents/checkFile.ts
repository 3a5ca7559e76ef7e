import { DOCUMENT_CONTENT_TYPES, DOCUMENT_ERROR_CODES, MAX_DOCUMENT_BYTES } from '@linhagem/contracts';

/** What the file input accepts: the types the documents service keeps (`DOCUMENT_CONTENT_TYPES`). */
export const ACCEPTED_TYPES = DOCUMENT_CONTENT_TYPES.join(',');

/**
 * A fast answer before a byte is sent: the refusal code the server would give for an empty, too large or
 * plainly unsupported file, or undefined. The server is the judge (it reads the bytes, not the declared type): a
 * file the browser types as '' (some Android pickers) is sent and checked there.
 */
export function checkFile(file: Pick<File, 'size' | 'type'>) {
  if (file.size === 0) return DOCUMENT_ERROR_CODES.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_ERROR_CODES.tooLarge;
  if (file.type && !(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type))
    return DOCUMENT_ERROR_CODES.unsupportedType;
  return undefined;
}
