import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ZipFile } from 'yazl';
import { DOCUMENTS_PERSONAL_DATA_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, serviceUrl, signServiceToken } from '@linhagem/service-kit';
import type { LgpdRoutesOptions } from './boxUrls';

type DocumentRecord = Record<string, unknown>;

/**
 * The path of a document's bytes inside the ZIP: its id (unique) and its name without path separators, the one
 * services/documents downloads it under (ending with its detected type's extension: `recibo.html` that is a PDF is
 * `recibo.pdf`).
 */
export function documentFilePath(record: DocumentRecord): string {
  const name = String(record.downloadName ?? record.fileName ?? 'file')
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')
    .slice(0, 150);
  return `files/${String(record._id)}-${name}`;
}

/** The documents whose bytes are still stored (a deleted document's file is gone). */
export const storedDocuments = (records: DocumentRecord[]) =>
  records.filter((record) => !record.deletedAt && typeof record.size === 'number');

/**
 * Adds the bytes of each stored document to the ZIP, each fetched from services/documents only when its turn comes
 * (one file's chunks in memory at a time, as the dossier's ZIP does). A file that cannot be read, or whose length
 * differs from its record, breaks the ZIP off through `fail`: never a finished ZIP with a hole in it.
 */
export function addDocumentFiles(
  zip: ZipFile,
  records: DocumentRecord[],
  options: LgpdRoutesOptions,
  fail: (error: Error) => void,
): { abort(): void } {
  const baseUrl = options.documentsUrl ?? serviceUrl('documents');
  let reading: Readable | undefined;
  for (const record of storedDocuments(records))
    zip.addReadStreamLazy(
      documentFilePath(record),
      { size: record.size as number, compress: false, mtime: new Date(String(record.sentAt)) },
      (open) => {
        fetch(`${baseUrl}${DOCUMENTS_PERSONAL_DATA_INTERNAL.filePath(String(record._id))}`, {
          headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('clients') },
        })
          .then((response) => {
            if (!response.ok || !response.body) throw new Error(`document file: status ${response.status}`);
            reading = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
            reading.once('error', fail);
            open(null, reading);
          })
          .catch(fail);
      },
    );
  return { abort: () => reading?.destroy() };
}
