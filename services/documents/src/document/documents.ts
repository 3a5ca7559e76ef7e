import mongoose, { type Connection } from 'mongoose';
import {
  parseSort,
  toPage,
  DOCUMENT_SORT_FIELDS,
  type AuditEntry,
  type CaseDocument,
  type DocumentAuditFilter,
  type DocumentCertificateLabel,
  type DocumentContentType,
  type DocumentFilter,
  type DocumentKind,
  type DocumentReview,
  type DocumentSender,
  type DocumentStatus,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import { AppError, listAudit, recordAudit, toObjectId, type Caller } from '@linhagem/service-kit';
import type { StoredFileId } from '../storage/files';
import { documentModel, type DocumentRecord } from './model';

/** The audit's entity name of a document (DESIGN "Audit"). */
export const DOCUMENT_ENTITY = 'Document';
/** Every file waits for a review, whoever sent it: staff accept their own scans as they accept the family's. */
const INITIAL_STATUS: DocumentStatus = 'PENDING_REVIEW';
/** How many times an upload takes the next version again when another upload took it first. */
const VERSION_ATTEMPTS = 5;

/** What an accepted upload becomes: its target, its inspected bytes and who sent it. */
export type NewDocument = {
  protocolId: string;
  certificateId?: string;
  /** the certificate's type as the checklist names it now (protocols' document target) */
  certificateLabel?: DocumentCertificateLabel;
  kind: DocumentKind;
  file: { id: StoredFileId; size: number; sha256: string };
  /** already cleaned (`cleanDisplayName`) */
  fileName: string;
  contentType: DocumentContentType;
  pageCount?: number;
  sentBy: DocumentSender;
  /**
   * a PDF the office made (a rendered quote or contract, a filled form, a signed copy): nobody reviews what the
   * office itself wrote, so it is ACCEPTED and stays out of the "awaiting review" queue meant for the families' files
   */
  officeMade?: boolean;
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

function senderOf(record: DocumentRecord['sentBy']): DocumentSender {
  return record.kind === 'STAFF'
    ? { kind: 'STAFF', userId: record.userId ?? '', name: record.name }
    : { kind: 'FAMILY', ...(record.personId && { personId: record.personId }), name: record.name };
}

/** The API face of a stored document; absent fields stay absent. */
export function toCaseDocument(record: DocumentRecord): CaseDocument {
  return {
    id: String(record._id),
    protocolId: String(record.protocol),
    ...(record.certificate && { certificateId: String(record.certificate) }),
    ...(record.certificate &&
      record.certificateLabel && {
        certificateLabel: { certificateType: record.certificateLabel.certificateType },
      }),
    kind: record.kind,
    fileName: record.fileName,
    contentType: record.contentType,
    size: record.size,
    sha256: record.sha256,
    ...(record.pageCount != null && { pageCount: record.pageCount }),
    sentBy: senderOf(record.sentBy),
    sentAt: record.sentAt.toISOString(),
    status: record.status,
    ...(record.reviewReason && { reviewReason: record.reviewReason }),
    ...(record.reviewedBy && {
      reviewedBy: { userId: record.reviewedBy.userId, name: record.reviewedBy.name },
    }),
    ...(record.reviewedAt && { reviewedAt: iso(record.reviewedAt) }),
    version: record.version,
    current: record.current,
    ...(record.deletedAt && { deletedAt: iso(record.deletedAt) }),
  };
}

const auditTarget = (document: CaseDocument) => ({ entityId: document.id, entityName: document.fileName });

/**
 * Records an accepted upload as a document `PENDING_REVIEW` (staff or family: someone reviews every file), or a PDF
 * the office made as `ACCEPTED`. A file
 * for a certificate takes the next version of its certificate and kind and becomes the current one; the earlier
 * versions stay, listed, as not current. A file of the whole case (no certificate) stands alone: version 1.
 */
export async function createDocument(
  connection: Connection,
  input: NewDocument,
  caller: Caller,
): Promise<CaseDocument> {
  const model = documentModel(connection);
  await model.init(); // the unique version index must exist before two uploads race for a version
  const certificate = input.certificateId ? toObjectId(input.certificateId) : undefined;
  const fields = {
    protocol: toObjectId(input.protocolId),
    ...(certificate && { certificate }),
    ...(certificate && input.certificateLabel && { certificateLabel: input.certificateLabel }),
    kind: input.kind,
    file: input.file.id,
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.file.size,
    sha256: input.file.sha256,
    ...(input.pageCount != null && { pageCount: input.pageCount }),
    sentBy: input.sentBy,
    sentAt: new Date(),
    status: input.officeMade ? ('ACCEPTED' as const) : INITIAL_STATUS,
    ...(input.officeMade && { officeMade: true }),
    current: true,
  };
  let created: DocumentRecord | undefined;
  for (let attempt = 1; !created; attempt++) {
    const latest = certificate
      ? await model.findOne({ certificate, kind: input.kind }, { version: 1 }).sort({ version: -1 }).lean()
      : null;
    const version = (latest?.version ?? 0) + 1;
    try {
      created = (await model.create({ ...fields, version })).toObject() as DocumentRecord;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000 || attempt >= VERSION_ATTEMPTS) throw error;
    }
  }
  if (certificate)
    await model.updateMany(
      { certificate, kind: input.kind, version: mongoose.trusted({ $lt: created.version }), current: true },
      { $set: { current: false } },
    );
  const document = toCaseDocument(created);
  await recordAudit(
    connection,
    caller,
    DOCUMENT_ENTITY,
    'CREATE',
    auditTarget(document),
    undefined,
    document,
    {
      oneEntry: true,
    },
  );
  return document;
}

async function findRecord(connection: Connection, id: string): Promise<DocumentRecord> {
  const record = await documentModel(connection)
    .findOne({ _id: toObjectId(id), deletedAt: null })
    .lean<DocumentRecord>();
  if (!record) throw AppError.notFound(`No document ${id}`);
  return record;
}

/** One document that is not deleted, else 404. */
export async function findDocument(connection: Connection, id: string): Promise<CaseDocument> {
  return toCaseDocument(await findRecord(connection, id));
}

/** One document that is not deleted and the GridFS id of its bytes (to serve them, or draw them), else 404. */
export async function findDocumentFile(
  connection: Connection,
  id: string,
): Promise<{ document: CaseDocument; fileId: StoredFileId }> {
  const record = await findRecord(connection, id);
  return { document: toCaseDocument(record), fileId: record.file };
}

const SORT_KEYS: Record<(typeof DOCUMENT_SORT_FIELDS)[number], string> = {
  sentAt: 'sentAt',
  kind: 'kind',
  status: 'status',
  fileName: 'fileName',
  size: 'size',
  version: 'version',
};
const isSortField = (field: string): field is keyof typeof SORT_KEYS => Object.hasOwn(SORT_KEYS, field);

/**
 * `POST /api/document/pagination`: the documents that are not deleted, every version (`current` tells the newest
 * of its certificate and kind), newest first by default.
 */
export async function listDocuments(
  connection: Connection,
  filter: DocumentFilter,
  query: PaginationQuery,
): Promise<Page<CaseDocument>> {
  const { field, direction } = parseSort(query.sort, 'sentAt,desc');
  if (!isSortField(field)) throw AppError.badRequest(`Cannot sort by ${field}`);
  const where: Record<string, unknown> = { deletedAt: null };
  if (filter.protocolId) where.protocol = toObjectId(filter.protocolId);
  if (filter.certificateId) where.certificate = toObjectId(filter.certificateId);
  if (filter.kind) where.kind = filter.kind;
  if (filter.status) where.status = filter.status;
  const model = documentModel(connection);
  const [rows, total] = await Promise.all([
    model
      .find(where)
      .sort({ [SORT_KEYS[field]]: direction, _id: direction })
      .skip((query.page - 1) * query.size)
      .limit(query.size)
      .lean<DocumentRecord[]>(),
    model.countDocuments(where),
  ]);
  return toPage(rows.map(toCaseDocument), total, query.page, query.size);
}

/**
 * `POST /api/document/{id}/review`: accepted, or sent back with the reason the family reads; a later review
 * replaces an earlier one (a file accepted by mistake can be sent back). Audited field by field.
 */
export async function reviewDocument(
  connection: Connection,
  id: string,
  review: DocumentReview,
  caller: Caller,
): Promise<CaseDocument> {
  const before = await findDocument(connection, id);
  const reason = review.reason || undefined;
  const updated = await documentModel(connection)
    .findOneAndUpdate(
      { _id: toObjectId(id), deletedAt: null },
      {
        $set: {
          status: review.decision,
          reviewedBy: { userId: caller.sub, name: caller.name },
          reviewedAt: new Date(),
          ...(reason && { reviewReason: reason }),
        },
        ...(!reason && { $unset: { reviewReason: 1 } }),
      },
      { returnDocument: 'after' },
    )
    .lean<DocumentRecord>();
  if (!updated) throw AppError.notFound(`No document ${id}`);
  const after = toCaseDocument(updated);
  await recordAudit(connection, caller, DOCUMENT_ENTITY, 'UPDATE', auditTarget(after), before, after);
  return after;
}

/**
 * `DELETE /api/document/{id}`: a soft delete. The document leaves every list and read, its bytes stay stored
 * (evidence), and the audit keeps what it was. When it was the current version, the newest earlier one that is
 * not deleted becomes current again.
 */
export async function deleteDocument(connection: Connection, id: string, caller: Caller): Promise<void> {
  const model = documentModel(connection);
  const before = await findDocument(connection, id);
  const deleted = await model.updateOne(
    { _id: toObjectId(id), deletedAt: null },
    { $set: { deletedAt: new Date(), current: false } },
  );
  if (deleted.modifiedCount === 0) throw AppError.notFound(`No document ${id}`);
  if (before.current && before.certificateId) {
    const previous = await model
      .findOne(
        { certificate: toObjectId(before.certificateId), kind: before.kind, deletedAt: null },
        { _id: 1 },
      )
      .sort({ version: -1 })
      .lean();
    if (previous) await model.updateOne({ _id: previous._id }, { $set: { current: true } });
  }
  await recordAudit(connection, caller, DOCUMENT_ENTITY, 'DELETE', auditTarget(before), before, undefined, {
    oneEntry: true,
  });
}

/**
 * `POST /api/document/audit`: the history of one document (`documentId`), or of every document of a protocol,
 * deleted ones included (`protocolId`); both: that document's only when it is of that protocol.
 */
export async function listDocumentAudit(
  connection: Connection,
  { documentId, protocolId, ...rest }: DocumentAuditFilter,
  query: PaginationQuery,
): Promise<Page<AuditEntry>> {
  const entityIds = protocolId
    ? (
        await documentModel(connection)
          .find({ protocol: toObjectId(protocolId) }, { _id: 1 })
          .lean()
      ).map((record) => String(record._id))
    : undefined;
  return listAudit(connection, DOCUMENT_ENTITY, { entityId: documentId, ...rest }, query, { entityIds });
}
