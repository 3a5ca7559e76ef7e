import type { Connection } from 'mongoose';
import { createLogger, toObjectId, type Caller } from '@linhagem/service-kit';
import { createDocument } from '../document/documents';
import { documentModel } from '../document/model';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { documentFiles, readStoredFile, removeStoredFile, type StoredFileId } from '../storage/files';
import { runWholeFileWork } from '../wholeFileWork';
import type { SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';
import { makeSignedPdf, sha256Of } from './signedPdf';

const logger = createLogger('documents');

/** Who the audit names for what the portal did. */
const portalCaller = (protocolId: string): Caller => ({
  kind: 'service',
  sub: `portal:${protocolId}`,
  userName: 'portal',
  name: 'portal',
  typeUser: 'LIMITED',
});

/** Stores bytes as a GridFS file under a generated name; a failed store leaves no chunk behind. */
export async function storeBytes(connection: Connection, bytes: Buffer) {
  const upload = documentFiles(connection).openUploadStream(`signed-${Date.now()}.pdf`);
  try {
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(bytes);
    });
  } catch (error) {
    await removeStoredFile(connection, upload.id);
    throw error;
  }
  return upload.id;
}

const signedName = (name: string) => `${name.replace(/\.pdf$/i, '')} - assinado.pdf`;

/** A signed PDF stored as a document of the case, not yet named by its request. */
export type StoredSigned = { documentId: string; fileId: StoredFileId; sha256: string };

/** Takes back a stored signed PDF its request did not take (another call finished first, or the write failed). */
export async function removeSigned(connection: Connection, stored: StoredSigned): Promise<void> {
  await documentModel(connection).deleteOne({ _id: toObjectId(stored.documentId) });
  await removeStoredFile(connection, stored.fileId);
}

/**
 * The signed PDF of a request whose last signature is about to be written (`record` holds it, in memory only): the
 * original's pages and the evidence page, stored in GridFS and as a document of the case. Any failure takes back
 * what was stored and answers 503 `signature.not-stored`: the request is left as it was.
 */
export async function storeSignedPdf(connection: Connection, record: SignatureRecord): Promise<StoredSigned> {
  const original = await readStoredFile(connection, record.documentFile);
  const bytes = await runWholeFileWork(() => makeSignedPdf(original, record));
  const sha256 = sha256Of(bytes);
  const protocolId = String(record.protocol);
  let fileId: StoredFileId | undefined;
  try {
    fileId = await storeBytes(connection, bytes);
    const document = await createDocument(
      connection,
      {
        protocolId,
        kind: 'OTHER',
        file: { id: fileId, size: bytes.length, sha256 },
        fileName: signedName(record.documentName),
        contentType: 'application/pdf',
        pageCount: record.pageCount + 1,
        sentBy: { kind: 'STAFF', userId: record.createdBy.userId ?? '', name: record.createdBy.name ?? '' },
        // the office made it: kept out of the "awaiting review" queue meant for files families send
        officeMade: true,
      },
      portalCaller(protocolId),
    );
    return { documentId: document.id, fileId, sha256 };
  } catch (error) {
    logger.error('a signed PDF could not be stored', {
      signatureId: String(record._id),
      error: String(error),
    });
    if (fileId) await removeStoredFile(connection, fileId).catch(() => undefined);
    throw signatureErrors.notStored();
  }
}

/** The office is told everyone signed; a budget's quote signed by its main client marks the budget accepted. */
export async function tellCompleted(protocols: ProtocolsClient, completed: SignatureRecord): Promise<void> {
  const protocolId = String(completed.protocol);
  const signatureId = String(completed._id);
  const told = [
    protocols.signatureEvent(protocolId, {
      event: 'COMPLETED',
      signatureId,
      documentName: completed.documentName,
    }),
  ];
  const mainClientSigned =
    completed.mainClient &&
    completed.signers.some((signer) => String(signer.client) === String(completed.mainClient));
  if (completed.budget && completed.purpose === 'QUOTE' && mainClientSigned)
    told.push(
      protocols.budgetAccepted(protocolId, {
        signatureId,
        signedDocumentId: String(completed.signedDocument),
      }),
    );
  for (const outcome of await Promise.allSettled(told))
    if (outcome.status === 'rejected')
      logger.error('the office was not told of a completed signature', {
        signatureId,
        error: String(outcome.reason),
      });
}
