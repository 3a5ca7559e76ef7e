import { fileTypeFromBuffer } from 'file-type/core';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '@linhagem/contracts';
import { documentErrors } from '../errors';

/** Declared types that say nothing (a browser or phone that did not know the file). */
const UNKNOWN_DECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Other names senders give the accepted types. */
const ALIASES: Record<string, DocumentContentType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

const isAccepted = (type: string): type is DocumentContentType =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * A document's type from its first bytes (file-type's signatures, never the name): PDF, JPEG, PNG or WebP, else
 * 415 `document.unsupported-type` (a HEIC photo, a text file named .pdf). A type the upload declared that is
 * another one than the bytes gives 415 `document.type-mismatch`; a declared type that says nothing is ignored.
 */
export async function detectDocumentType(head: Uint8Array, declared = ''): Promise<DocumentContentType> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (!detected || !isAccepted(detected)) throw documentErrors.unsupportedType(detected);
  const said = declared.split(';')[0].trim().toLowerCase();
  if (!UNKNOWN_DECLARED.has(said) && (ALIASES[said] ?? said) !== detected)
    throw documentErrors.typeMismatch(said, detected);
  return detected;
}
