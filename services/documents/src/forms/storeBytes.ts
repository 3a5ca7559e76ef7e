import { createHash, randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { documentFiles, type StoredFileId } from '../storage/files';

/** Bytes the box made (a filled form) written to the documents' GridFS bucket, with their size and SHA-256. */
export async function storeBytes(
  connection: Connection,
  bytes: Uint8Array,
): Promise<{ id: StoredFileId; size: number; sha256: string }> {
  const upload = documentFiles(connection).openUploadStream(randomUUID(), {
    metadata: { declaredType: 'application/pdf' },
  });
  await new Promise<void>((resolve, reject) => {
    upload.once('error', reject);
    upload.once('finish', () => resolve());
    upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
  return {
    id: upload.id,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
