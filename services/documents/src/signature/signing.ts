import { createHash } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import sharp from 'sharp';
import {
  cpfDigits,
  sameName,
  type DeclineBody,
  type PublicSignatureRequest,
  type SignBody,
} from '@linhagem/contracts';
import { AppError, createLogger, toObjectId, type Caller } from '@linhagem/service-kit';
import { createDocument } from '../document/documents';
import { documentModel } from '../document/model';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { documentFiles, readStoredFile, removeStoredFile } from '../storage/files';
import { runWholeFileWork } from '../wholeFileWork';
import { signatureModel, type SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';
import { makeSignedPdf, sha256Of } from './signedPdf';
import { nextSigner, statusOf, toPublicSignatureRequest, today } from './toSignatureRequest';

const logger = createLogger('documents');
/** The requests the portal lists: the latest, whatever their state (a finished one keeps its signed PDF). */
const FAMILY_SIGNATURES_LIMIT = 50;
/** the signer still awaited (sanitizeFilter is on: operators are marked trusted) */
const stillAwaited = (client: unknown) =>
  mongoose.trusted({ $elemMatch: { client, state: { $in: ['SENT', 'VIEWED'] } } });

/** Where a signature came from: the portal session opened with the access code of the path. */
export type SigningSession = { protocolId: string; accessCode: string; address: string; userAgent: string };

/** Who the audit names for what the portal did. */
const portalCaller = (protocolId: string, name: string): Caller => ({
  kind: 'service',
  sub: `portal:${protocolId}`,
  userName: 'portal',
  name,
  typeUser: 'LIMITED',
});

/** One request of this family's protocol, else 404 (another protocol's request is not told apart from none). */
async function familyRequest(connection: Connection, protocolId: string, signatureId: string) {
  const record = await signatureModel(connection)
    .findOne({ _id: toObjectId(signatureId), protocol: toObjectId(protocolId) })
    .lean<SignatureRecord>();
  if (!record) throw signatureErrors.notFound();
  return record;
}

/** A request the family may still act on: open, not expired. */
function refuseClosed(record: SignatureRecord) {
  const status = statusOf(record);
  if (status === 'CANCELLED') throw signatureErrors.cancelled();
  if (status === 'EXPIRED') throw signatureErrors.expired();
  if (status !== 'OPEN') throw signatureErrors.closed();
}

/** `GET` the family's requests, newest first; opening them marks their awaited signers VIEWED. */
export async function listFamilySignatures(
  connection: Connection,
  protocolId: string,
): Promise<PublicSignatureRequest[]> {
  const model = signatureModel(connection);
  const protocol = toObjectId(protocolId);
  const now = new Date();
  await model.updateMany(
    { protocol, status: 'OPEN', expiresOn: mongoose.trusted({ $gte: today(now) }) },
    { $set: { 'signers.$[sent].state': 'VIEWED', 'signers.$[sent].viewedAt': now } },
    { arrayFilters: [{ 'sent.state': 'SENT' }] },
  );
  const records = await model
    .find({ protocol, status: mongoose.trusted({ $ne: 'CANCELLED' }) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(FAMILY_SIGNATURES_LIMIT)
    .lean<SignatureRecord[]>();
  return records.map((record) => toPublicSignatureRequest(record, now));
}

/** A drawn signature must be a PNG that opens, of a reasonable size. */
async function checkDrawing(drawing: string) {
  try {
    const meta = await sharp(Buffer.from(drawing.split(',')[1] ?? '', 'base64')).metadata();
    if (meta.format === 'png' && (meta.width ?? 0) <= 2000 && (meta.height ?? 0) <= 1000) return;
  } catch {
    // refused below
  }
  throw AppError.badRequest('The drawn signature is not a PNG picture');
}

/**
 * The portal's sign call. Every check comes before anything is written: the request open and not expired, the
 * typed CPF one of its signers' and the name that signer's (normalised), not already signed, their turn in an
 * ordered request, consent given, the PDF's bytes still the ones sent. The write itself is conditional on the
 * signer still awaited, so a replayed or concurrent call records nothing twice.
 */
export async function signRequest(
  connection: Connection,
  protocols: ProtocolsClient,
  session: SigningSession,
  signatureId: string,
  body: SignBody,
): Promise<PublicSignatureRequest> {
  const record = await familyRequest(connection, session.protocolId, signatureId);
  refuseClosed(record);
  const cpf = cpfDigits(body.cpf);
  const signer = record.signers.find((candidate) => candidate.cpf === cpf);
  if (!signer) throw signatureErrors.cpfMismatch();
  if (!sameName(body.fullName, signer.name)) throw signatureErrors.nameMismatch();
  if (signer.state === 'SIGNED') throw signatureErrors.alreadySigned();
  if (signer.state === 'DECLINED') throw signatureErrors.closed();
  const next = nextSigner(record);
  if (next && String(next.client) !== String(signer.client)) throw signatureErrors.outOfOrder(next.name);
  if (body.consent !== true) throw signatureErrors.consentRequired();
  if (body.drawing) await checkDrawing(body.drawing);
  const shown = sha256Of(await readStoredFile(connection, record.documentFile));
  if (shown !== record.documentSha256) throw signatureErrors.documentChanged();

  const now = new Date();
  const evidence = {
    fullName: body.fullName.trim().replace(/\s+/g, ' '),
    cpf,
    protocolId: session.protocolId,
    accessCodeSha256: createHash('sha256').update(session.accessCode).digest('hex'),
    address: session.address,
    userAgent: session.userAgent.slice(0, 300),
    signedAt: now,
    documentSha256: shown,
    ...(body.drawing && { drawing: body.drawing }),
  };
  const signed = await signatureModel(connection)
    .findOneAndUpdate(
      {
        _id: record._id,
        status: 'OPEN',
        signers: stillAwaited(signer.client),
      },
      { $set: { 'signers.$.state': 'SIGNED', 'signers.$.signedAt': now, 'signers.$.evidence': evidence } },
      { new: true },
    )
    .lean<SignatureRecord>();
  if (!signed) throw signatureErrors.alreadySigned();
  const finished = signed.signers.every((one) => one.state === 'SIGNED')
    ? await completeRequest(connection, protocols, signed)
    : signed;
  return toPublicSignatureRequest(finished);
}

/** The portal's decline call: the named signer (else the one awaited next) declines, and the request ends. */
export async function declineRequest(
  connection: Connection,
  protocols: ProtocolsClient,
  session: SigningSession,
  signatureId: string,
  body: DeclineBody,
): Promise<PublicSignatureRequest> {
  const record = await familyRequest(connection, session.protocolId, signatureId);
  refuseClosed(record);
  const signer = body.clientId
    ? record.signers.find((candidate) => String(candidate.client) === body.clientId)
    : (nextSigner(record) ?? record.signers.find((candidate) => candidate.state !== 'SIGNED'));
  if (!signer) throw signatureErrors.notFound();
  if (signer.state === 'SIGNED') throw signatureErrors.alreadySigned();
  const now = new Date();
  const declined = await signatureModel(connection)
    .findOneAndUpdate(
      {
        _id: record._id,
        status: 'OPEN',
        signers: stillAwaited(signer.client),
      },
      {
        $set: {
          status: 'DECLINED',
          'signers.$.state': 'DECLINED',
          'signers.$.declinedAt': now,
          'signers.$.declineReason': body.reason,
        },
      },
      { new: true },
    )
    .lean<SignatureRecord>();
  if (!declined) throw signatureErrors.closed();
  await protocols
    .signatureEvent(session.protocolId, {
      event: 'DECLINED',
      signatureId,
      documentName: record.documentName,
      signerName: signer.name,
      reason: body.reason,
    })
    .catch((error: unknown) =>
      logger.error('the office was not told of a declined signature', { signatureId, error: String(error) }),
    );
  return toPublicSignatureRequest(declined);
}

/** Stores bytes as a GridFS file under a generated name. */
export async function storeBytes(connection: Connection, bytes: Buffer) {
  const upload = documentFiles(connection).openUploadStream(`signed-${Date.now()}.pdf`);
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(bytes);
  });
  return upload.id;
}

const signedName = (name: string) => `${name.replace(/\.pdf$/i, '')} - assinado.pdf`;

/**
 * Everyone signed: the signed PDF (the original's pages and the evidence page) is stored as a document of the case
 * with its own SHA-256, the request marks COMPLETED, the office is told, and a budget's quote signed by its main
 * client marks the budget accepted.
 */
async function completeRequest(
  connection: Connection,
  protocols: ProtocolsClient,
  record: SignatureRecord,
): Promise<SignatureRecord> {
  const original = await readStoredFile(connection, record.documentFile);
  const bytes = await runWholeFileWork(() => makeSignedPdf(original, record));
  const sha256 = sha256Of(bytes);
  const fileId = await storeBytes(connection, bytes);
  const protocolId = String(record.protocol);
  let completed: SignatureRecord | null = null;
  let documentId: string | undefined;
  try {
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
        officeMade: true,
      },
      portalCaller(protocolId, 'portal'),
    );
    documentId = document.id;
    completed = await signatureModel(connection)
      .findOneAndUpdate(
        { _id: record._id, status: 'OPEN' },
        {
          $set: {
            status: 'COMPLETED',
            completedAt: new Date(),
            signedDocument: toObjectId(document.id),
            signedSha256: sha256,
          },
        },
        { new: true },
      )
      .lean<SignatureRecord>();
  } finally {
    // another call completed the request first (or this one failed): its signed PDF is the one kept
    if (!completed) {
      if (documentId) await documentModel(connection).deleteOne({ _id: toObjectId(documentId) });
      await removeStoredFile(connection, fileId);
    }
  }
  if (!completed) return record;
  const told = [
    protocols.signatureEvent(protocolId, {
      event: 'COMPLETED',
      signatureId: String(record._id),
      documentName: record.documentName,
    }),
  ];
  const mainClientSigned =
    record.mainClient && record.signers.some((signer) => String(signer.client) === String(record.mainClient));
  if (record.budget && record.purpose === 'QUOTE' && mainClientSigned)
    told.push(
      protocols.budgetAccepted(protocolId, {
        signatureId: String(record._id),
        signedDocumentId: String(completed.signedDocument),
      }),
    );
  for (const outcome of await Promise.allSettled(told))
    if (outcome.status === 'rejected')
      logger.error('the office was not told of a completed signature', {
        signatureId: String(record._id),
        error: String(outcome.reason),
      });
  return completed;
}
