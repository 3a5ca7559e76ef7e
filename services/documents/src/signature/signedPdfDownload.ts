import type { Connection } from 'mongoose';
import type { CaseDocument } from '@linhagem/contracts';
import { auditModel, toObjectId, type Caller } from '@linhagem/service-kit';
import { DOCUMENT_ENTITY } from '../document/documents';
import { signatureModel, type SignatureRecord } from './model';

/** Who took the signed PDF: staff through the document's content, or the family through the portal. */
export type SignedPdfReader = 'staff' | 'portal';

/** The audit's field of a download of a signed PDF (docs/adr-signatures.md "Evidence downloads"). */
export const SIGNED_PDF_FIELD = 'signed-pdf';

/** The request a signed PDF closed, when `documentId` is one (else undefined: an ordinary document). */
export async function signatureSignedAs(
  connection: Connection,
  documentId: string,
): Promise<SignatureRecord | undefined> {
  const record = await signatureModel(connection)
    .findOne({ signedDocument: toObjectId(documentId) })
    .lean<SignatureRecord>();
  return record ?? undefined;
}

/**
 * Records that `caller` took a signed PDF (its evidence page names the signers, their masked CPF, address and
 * device): an `EXPORT` entry of the document, listed with the case's documents' audit, written before the first
 * byte is sent, so a download that cannot be recorded is not given.
 */
export async function auditSignedPdfDownload(
  connection: Connection,
  caller: Caller,
  document: CaseDocument,
  signature: SignatureRecord,
  { reader, inline }: { reader: SignedPdfReader; inline: boolean },
): Promise<void> {
  await auditModel(connection).create({
    entity: DOCUMENT_ENTITY,
    entityId: document.id,
    entityName: document.fileName,
    action: 'EXPORT',
    field: SIGNED_PDF_FIELD,
    after: { signatureId: String(signature._id), sha256: document.sha256, reader, inline },
    userName: caller.userName,
    name: caller.name,
    at: new Date(),
  });
}
