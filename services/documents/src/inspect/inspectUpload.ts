import type { Connection } from 'mongoose';
import type { DocumentContentType } from '@linhagem/contracts';
import { documentFileWork } from '../fileWork/documentFileWork';
import { readStoredFile } from '../storage/files';
import type { StoredUpload } from '../upload/readUpload';
import { detectDocumentType } from './detectType';

export type Inspection = { contentType: DocumentContentType; pageCount?: number };

/**
 * What a stored upload is, from its bytes: its type (from its first bytes, checked against the declared one), then
 * in a file worker (never on the event loop) a PDF's checks (`inspectPdf`'s) and page count, or a picture's decoding,
 * and the thumbnail, drawn now so that a file too heavy to draw is refused before it is recorded. Refusals are
 * AppErrors with the documents' codes; the caller discards the upload.
 */
export async function inspectUpload(
  connection: Connection,
  file: StoredUpload,
): Promise<Inspection & { thumbnail: Buffer }> {
  const contentType = await detectDocumentType(file.head, file.declaredType);
  const bytes = await readStoredFile(connection, file.id);
  const { pageCount, thumbnail } = await documentFileWork().run<{
    pageCount?: number;
    thumbnail: Uint8Array;
  }>('inspectUpload', { bytes, contentType });
  return { contentType, ...(pageCount ? { pageCount } : {}), thumbnail: Buffer.from(thumbnail) };
}
