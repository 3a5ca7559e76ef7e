import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Connection } from 'mongoose';
import type { CaseDocument } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { createDocument } from '../document/documents';
import { cleanDisplayName } from '../inspect/fileName';
import { inspectPdf } from '../inspect/pdf';
import { documentFiles, removeStoredFile } from '../storage/files';

/**
 * A PDF the box drew, kept as a document of kind `OTHER` of the protocol (no certificate): its bytes in GridFS as
 * they were sent, its SHA-256 beside them, so what was sent is what is kept. Waits for review like any file.
 */
export async function storeRenderedPdf(
  connection: Connection,
  { protocolId, bytes, fileName }: { protocolId: string; bytes: Buffer; fileName: string },
  caller: Caller,
): Promise<CaseDocument> {
  const upload = documentFiles(connection).openUploadStream(randomUUID());
  await pipeline(Readable.from([bytes]), upload);
  try {
    const { pageCount } = await inspectPdf(bytes);
    return await createDocument(
      connection,
      {
        protocolId,
        kind: 'OTHER',
        file: { id: upload.id, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
        fileName: cleanDisplayName(fileName),
        contentType: 'application/pdf',
        pageCount,
        sentBy: { kind: 'STAFF', userId: caller.sub, name: caller.name },
        officeMade: true,
      },
      caller,
    );
  } catch (error) {
    await removeStoredFile(connection, upload.id);
    throw error;
  }
}
