import mongoose, { type Connection } from 'mongoose';
import type { DocumentContentType } from '@linhagem/contracts';
import { readStoredFile, type StoredFileId } from '../storage/files';
import { makeThumbnail } from './preview';

/** Thumbnails once drawn, by the id of the bytes they show: a document's bytes never change, so none goes stale. */
export const THUMBNAIL_BUCKET = 'documentThumbnails';

const thumbnails = (connection: Connection) =>
  new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: THUMBNAIL_BUCKET });

async function readThumbnail(connection: Connection, name: string): Promise<Buffer | undefined> {
  const [found] = await thumbnails(connection).find({ filename: name }).limit(1).toArray();
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of thumbnails(connection).openDownloadStream(found._id))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keeps the thumbnail of stored bytes (drawn when the upload was inspected) under the bytes' id. */
export async function keepThumbnail(
  connection: Connection,
  fileId: StoredFileId,
  bytes: Buffer,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    thumbnails(connection)
      .openUploadStream(String(fileId), { metadata: { contentType: 'image/jpeg' } })
      .on('finish', () => resolve())
      .on('error', reject)
      .end(bytes);
  });
}

/**
 * The JPEG thumbnail (at most 320 px) of a stored document's bytes: kept since its upload, or drawn on first ask in
 * a file worker (`makeThumbnail`) for bytes stored before, then kept. Two first asks at once may both draw it;
 * either copy serves.
 */
export async function thumbnailOf(
  connection: Connection,
  { fileId, contentType }: { fileId: StoredFileId; contentType: DocumentContentType },
): Promise<Buffer> {
  const name = String(fileId);
  const kept = await readThumbnail(connection, name);
  if (kept) return kept;
  const { bytes } = await makeThumbnail(await readStoredFile(connection, fileId), contentType);
  await keepThumbnail(connection, fileId, bytes);
  return bytes;
}
