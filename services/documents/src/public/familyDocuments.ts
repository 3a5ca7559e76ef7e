import type { Connection } from 'mongoose';
import type { CaseDocument, PublicDocument } from '@linhagem/contracts';
import { AppError, toObjectId } from '@linhagem/service-kit';
import { findDocumentFile, toCaseDocument } from '../document/documents';
import { documentModel, type DocumentRecord } from '../document/model';

/** The most files the portal lists for one protocol, newest first. */
export const FAMILY_DOCUMENTS_LIMIT = 500;

/** A family's upload as the portal shows it: never who reviewed it, nor the hash, nor a staff file. */
export function toPublicDocument(document: CaseDocument): PublicDocument {
  return {
    id: document.id,
    ...(document.certificateId && { certificateId: document.certificateId }),
    kind: document.kind,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    sentAt: document.sentAt,
    status: document.status,
    ...(document.reviewReason && { reviewReason: document.reviewReason }),
    version: document.version,
    current: document.current,
  };
}

const familyOf = (protocolId: string) => ({
  protocol: toObjectId(protocolId),
  'sentBy.kind': 'FAMILY' as const,
  deletedAt: null,
});

/** The files this protocol's family sent through the portal, not deleted, newest first. */
export async function listFamilyDocuments(
  connection: Connection,
  protocolId: string,
): Promise<PublicDocument[]> {
  const records = await documentModel(connection)
    .find(familyOf(protocolId))
    .sort({ sentAt: -1, _id: -1 })
    .limit(FAMILY_DOCUMENTS_LIMIT)
    .lean<DocumentRecord[]>();
  return records.map((record) => toPublicDocument(toCaseDocument(record)));
}

/** One of this protocol's family uploads and its bytes' id; any other document (staff, another case) is 404. */
export async function findFamilyDocumentFile(connection: Connection, protocolId: string, documentId: string) {
  const found = await findDocumentFile(connection, documentId);
  if (found.document.protocolId !== protocolId || found.document.sentBy.kind !== 'FAMILY')
    throw AppError.notFound(`No document ${documentId}`);
  return found;
}
