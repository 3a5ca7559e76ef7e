import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { SIGNATURE_PURPOSES, SIGNER_PROOFS, SIGNER_STATES } from '@linhagem/contracts';

/** What is kept of one signature (Lei 14.063/2020 art. 4, I: who signed what, when, from where). */
const evidenceSchema = new Schema(
  {
    fullName: { type: String, required: true },
    cpf: { type: String, required: true },
    protocolId: { type: String, required: true },
    /** SHA-256 of the access code that opened the portal session (the code itself is never kept here) */
    accessCodeSha256: { type: String, required: true },
    address: { type: String, required: true },
    userAgent: { type: String, default: '' },
    signedAt: { type: Date, required: true },
    /** SHA-256 of the exact bytes shown and signed */
    documentSha256: { type: String, required: true },
    /** the drawn signature, a PNG data URL, when the signer drew one */
    drawing: { type: String },
    /** what proved the signer (SIGNER_PROOFS); records of before proofs existed have none */
    proof: { type: String, enum: SIGNER_PROOFS },
    /** the masked e-mail the one-time code went to */
    codeSentTo: { type: String },
  },
  { _id: false, strict: 'throw' },
);

/** The one-time code last mailed to a signer: its SHA-256 (never the code), when sent and until when it holds. */
const emailCodeSchema = new Schema(
  {
    sha256: { type: String, required: true },
    sentAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    sentTo: { type: String, required: true },
  },
  { _id: false, strict: 'throw' },
);

const signerSchema = new Schema(
  {
    client: { type: Schema.Types.ObjectId, required: true },
    /** name, CPF (digits) and birth date as the clients service told them when the request was sent */
    name: { type: String, required: true },
    cpf: { type: String, required: true },
    /** `YYYY-MM-DD`, part of the signer's proof (absent on records of before proofs existed) */
    birthDay: { type: String },
    /** where the one-time code goes, copied when the request was sent (a portal edit cannot redirect it) */
    email: { type: String },
    emailCode: { type: emailCodeSchema },
    /** wrong proofs in a row, and the lock they lead to (SIGNER_PROOF_MAX_FAILURES) */
    failedProofs: { type: Number, default: 0 },
    lockedUntil: { type: Date },
    declineProof: { type: String, enum: SIGNER_PROOFS },
    state: { type: String, enum: SIGNER_STATES, required: true },
    viewedAt: { type: Date },
    signedAt: { type: Date },
    declinedAt: { type: Date },
    declineReason: { type: String },
    evidence: { type: evidenceSchema },
  },
  { _id: false, strict: 'throw' },
);

/**
 * One PDF of a case sent for signature to adult clients of its protocol: the exact bytes sent (their GridFS id and
 * SHA-256), the signers and their evidence, and, once everyone signed, the signed PDF stored as a document.
 */
export const signatureSchema = new Schema(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    document: { type: Schema.Types.ObjectId, required: true },
    documentName: { type: String, required: true },
    documentFile: { type: Schema.Types.ObjectId, required: true },
    documentSha256: { type: String, required: true },
    pageCount: { type: Number, required: true },
    purpose: { type: String, enum: SIGNATURE_PURPOSES, required: true },
    ordered: { type: Boolean, required: true },
    /** `YYYY-MM-DD`, the last day to sign */
    expiresOn: { type: String, required: true },
    message: { type: String, default: null },
    /** each signer also proves themselves with a code mailed to their e-mail */
    emailCode: { type: Boolean, default: false },
    /** OPEN until completed, declined or cancelled; EXPIRED is read from `expiresOn` */
    status: { type: String, enum: ['OPEN', 'COMPLETED', 'DECLINED', 'CANCELLED'], required: true },
    signers: { type: [signerSchema], required: true },
    /** a budget's quote: the budget and its main client, when the request was sent */
    budget: { type: Boolean, default: false },
    mainClient: { type: Schema.Types.ObjectId, default: null },
    createdBy: {
      type: new Schema({ userId: String, name: String }, { _id: false, strict: 'throw' }),
      required: true,
    },
    createdAt: { type: Date, required: true },
    cancelledAt: { type: Date },
    completedAt: { type: Date },
    signedDocument: { type: Schema.Types.ObjectId },
    signedSha256: { type: String },
    /** counts the request's state changes: each one is written only over the state it was decided on */
    revision: { type: Number, default: 0 },
  },
  { strict: 'throw', versionKey: false, collection: 'signatures' },
);
signatureSchema.index({ protocol: 1, createdAt: -1 });
signatureSchema.index({ signedSha256: 1 }, { sparse: true });
// a document's content asks whether it is a signed PDF, to audit its download
signatureSchema.index({ signedDocument: 1 }, { sparse: true });

export type SignatureRecord = InferSchemaType<typeof signatureSchema> & { _id: Types.ObjectId };

const define = (connection: Connection) => connection.model('Signature', signatureSchema);
export type SignatureModel = ReturnType<typeof define>;

export function signatureModel(connection: Connection): SignatureModel {
  return (connection.models.Signature as SignatureModel | undefined) ?? define(connection);
}
