import mongoose, { type Connection, type mongo } from 'mongoose';

/** The bucket of the documents' bytes: `documentFiles.files` and `documentFiles.chunks` beside the records. */
export const DOCUMENT_BUCKET = 'documentFiles';

export type StoredFileId = mongo.ObjectId;

export const documentFiles = (connection: Connection) =>
  new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: DOCUMENT_BUCKET });

/** Deletes a stored file and its chunks; one already gone (or never finished) is not an error. */
export async function removeStoredFile(connection: Connection, id: StoredFileId): Promise<void> {
  // the driver deletes the orphaned chunks before it reports a file it did not find
  await documentFiles(connection)
    .delete(id)
    .catch(() => undefined);
}

/**
 * A stored file's bytes in memory, for the readers that need them whole (a PDF's structure, a thumbnail): at most
 * the upload limit, read once per inspection, never for serving the content (that streams).
 */
export async function readStoredFile(connection: Connection, id: StoredFileId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of documentFiles(connection).openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file's bytes as a stream, for serving them. */
export const openStoredFile = (connection: Connection, id: StoredFileId) =>
  documentFiles(connection).openDownloadStream(id);
