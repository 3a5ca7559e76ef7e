import mongoose, { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@linhagem/contracts';

const senderSchema = new Schema(
  {
    kind: { type: String, enum: ['STAFF', 'FAMILY'], required: true },
    /** a staff sender's user id */
    userId: { type: String },
    /** a family sender's checklist person, when known */
    personId: { type: String },
    name: { type: String, required: true },
  },
  { _id: false, strict: 'throw' },
);

const reviewerSchema = new Schema(
  { userId: { type: String, required: true }, name: { type: String, required: true } },
  { _id: false, strict: 'throw' },
);

/** The certificate's type when the file came (CaseDocument.certificateLabel). */
const certificateLabelSchema = new Schema(
  { certificateType: { type: String, required: true } },
  { _id: false, strict: 'throw' },
);

/**
 * One file of a case: which protocol and certificate it proves, what the bytes are (stored apart in GridFS, named
 * by `file`), who sent it, its review and its place among the versions of its certificate and kind.
 */
export const documentSchema = new Schema(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    certificate: { type: Schema.Types.ObjectId },
    certificateLabel: { type: certificateLabelSchema },
    kind: { type: String, enum: DOCUMENT_KINDS, required: true },
    /** the GridFS id of the bytes */
    file: { type: Schema.Types.ObjectId, required: true },
    fileName: { type: String, required: true },
    contentType: { type: String, enum: DOCUMENT_CONTENT_TYPES, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    pageCount: { type: Number },
    sentBy: { type: senderSchema, required: true },
    sentAt: { type: Date, required: true },
    status: { type: String, enum: DOCUMENT_STATUSES, required: true },
    reviewReason: { type: String },
    reviewedBy: { type: reviewerSchema },
    reviewedAt: { type: Date },
    version: { type: Number, required: true },
    current: { type: Boolean, required: true },
    /** a PDF the office made (`NewDocument.officeMade`): left out of the case's storage allowance */
    officeMade: { type: Boolean },
    deletedAt: { type: Date },
  },
  { strict: 'throw', versionKey: false, collection: 'documents' },
);
// two uploads at once for one certificate and kind cannot take the same version (the later one retries)
documentSchema.index(
  { certificate: 1, kind: 1, version: 1 },
  { unique: true, partialFilterExpression: { certificate: { $exists: true } } },
);
documentSchema.index({ protocol: 1, sentAt: -1 });

/**
 * Marks the office's PDFs stored before the record said so (docs/adr-documents.md "Storage per case"): an upload is
 * accepted only by a review, which names its reviewer, so an accepted record without one is a PDF the office made.
 * Idempotent, run at start.
 */
export async function markOfficeMadeDocuments(connection: Connection): Promise<number> {
  const { modifiedCount } = await documentModel(connection).updateMany(
    {
      status: 'ACCEPTED',
      reviewedBy: mongoose.trusted({ $exists: false }),
      officeMade: mongoose.trusted({ $exists: false }),
    },
    { $set: { officeMade: true } },
  );
  return modifiedCount;
}

export type DocumentRecord = InferSchemaType<typeof documentSchema> & { _id: Types.ObjectId };

const define = (connection: Connection) => connection.model('Document', documentSchema);
export type DocumentModel = ReturnType<typeof define>;

export function documentModel(connection: Connection): DocumentModel {
  return (connection.models.Document as DocumentModel | undefined) ?? define(connection);
}
