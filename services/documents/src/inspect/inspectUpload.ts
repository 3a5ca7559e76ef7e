import type { Connection } from 'mongoose';
import sharp from 'sharp';
import type { DocumentContentType } from '@linhagem/contracts';
import { documentErrors } from '../errors';
import { readStoredFile } from '../storage/files';
import { runWholeFileWork } from '../wholeFileWork';
import type { StoredUpload } from '../upload/readUpload';
import { detectDocumentType } from './detectType';
import { inspectPdf } from './pdf';

export type Inspection = { contentType: DocumentContentType; pageCount?: number };

/**
 * What a stored upload is, from its bytes: its type (from its first bytes, checked against the declared one), and
 * for a PDF its page count after refusing an encrypted one or one with JavaScript; a picture must open (sharp
 * reads its header). The bytes are read whole, one upload at a time (`runWholeFileWork`). Refusals are AppErrors
 * with the documents' codes; the caller discards the upload.
 */
export async function inspectUpload(connection: Connection, file: StoredUpload): Promise<Inspection> {
  const contentType = await detectDocumentType(file.head, file.declaredType);
  return runWholeFileWork(async () => {
    const bytes = await readStoredFile(connection, file.id);
    if (contentType === 'application/pdf') return { contentType, ...(await inspectPdf(bytes)) };
    await sharp(bytes, { failOn: 'error' })
      .metadata()
      .catch(() => {
        throw documentErrors.unreadable();
      });
    return { contentType };
  });
}
