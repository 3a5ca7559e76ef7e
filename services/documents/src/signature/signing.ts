import { createHash } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import {
  sameName,
  type DeclineBody,
  type PublicSignatureRequest,
  type SignBody,
  type SignerCodeAnswer,
  type SignerCodeBody,
} from '@linhagem/contracts';
import { createLogger, toObjectId } from '@linhagem/service-kit';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { readStoredFile } from '../storage/files';
import { decodeDrawing } from './drawing';
import { signatureModel, type SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';
import { sha256Of } from './signedPdf';
import { checkProof, mailSignerCode, proofSpent, signerOf } from './signerProof';
import { removeSigned, storeSignedPdf, tellCompleted, type StoredSigned } from './storeSigned';
import { nextSigner, statusOf, toPublicSignatureRequest } from './toSignatureRequest';

const logger = createLogger('documents');
/** The requests the portal lists: the latest, whatever their state (a finished one keeps its signed PDF). */
const FAMILY_SIGNATURES_LIMIT = 50;
/** How often a state change is tried again over a state another call changed meanwhile. */
const STATE_ATTEMPTS = 3;
/** the signer still awaited (sanitizeFilter is on: operators are marked trusted) */
const stillAwaited = (client: unknown) =>
  mongoose.trusted({ $elemMatch: { client, state: { $in: ['SENT', 'VIEWED'] } } });
/** the request exactly as it was read: open, the signer still awaited, no other state change since */
const unchanged = (record: SignatureRecord, client: unknown) => ({
  _id: record._id,
  status: 'OPEN' as const,
  // a request of before revisions has none: null matches a missing field
  revision: (record.revision as number | undefined) ?? null,
  signers: stillAwaited(client),
});
const me = (client: unknown) => ({
  arrayFilters: [{ 'me.client': client }],
  returnDocument: 'after' as const,
});

/** Where a signature came from: the portal session opened with the access code of the path. */
export type SigningSession = { protocolId: string; accessCode: string; address: string; userAgent: string };

/** One request of this family's protocol, else 404 (another protocol's request is not told apart from none). */
async function familyRequest(connection: Connection, protocolId: string, signatureId: string) {
  const record = await signatureModel(connection)
    .findOne({ _id: toObjectId(signatureId), protocol: toObjectId(protocolId) })
    .lean<SignatureRecord>();
  if (!record) throw signatureErrors.notFound();
  return record;
}

/** A request the family may still act on: open, not expired. */
function refuseClosed(record: SignatureRecord, now = new Date()) {
  const status = statusOf(record, now);
  if (status === 'CANCELLED') throw signatureErrors.cancelled();
  if (status === 'EXPIRED') throw signatureErrors.expired();
  if (status !== 'OPEN') throw signatureErrors.closed();
}

/** A state change decided on a state another call changed meanwhile: decided again on the new one. */
class StateMoved extends Error {}

async function againOnMove<T>(decide: () => Promise<T>, gaveUp: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decide();
    } catch (error) {
      if (!(error instanceof StateMoved)) throw error;
      if (attempt >= STATE_ATTEMPTS) throw gaveUp();
    }
  }
}

/** `GET` the family's requests, newest first. Reading writes nothing: opening one is `openRequest`'s POST. */
export async function listFamilySignatures(
  connection: Connection,
  protocolId: string,
): Promise<PublicSignatureRequest[]> {
  const now = new Date();
  const records = await signatureModel(connection)
    .find({ protocol: toObjectId(protocolId), status: mongoose.trusted({ $ne: 'CANCELLED' }) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(FAMILY_SIGNATURES_LIMIT)
    .lean<SignatureRecord[]>();
  return records.map((record) => toPublicSignatureRequest(record, now));
}

/** `POST .../open`: the family opened the request; its signers still SENT read VIEWED (an idempotent write). */
export async function openRequest(
  connection: Connection,
  protocolId: string,
  signatureId: string,
): Promise<PublicSignatureRequest> {
  const now = new Date();
  const record = await familyRequest(connection, protocolId, signatureId);
  if (record.status === 'CANCELLED') throw signatureErrors.notFound();
  if (statusOf(record, now) !== 'OPEN') return toPublicSignatureRequest(record, now);
  const opened = await signatureModel(connection)
    .findOneAndUpdate(
      { _id: record._id, status: 'OPEN' },
      { $set: { 'signers.$[sent].state': 'VIEWED', 'signers.$[sent].viewedAt': now } },
      { arrayFilters: [{ 'sent.state': 'SENT' }], returnDocument: 'after' },
    )
    .lean<SignatureRecord>();
  return toPublicSignatureRequest(opened ?? record, now);
}

/** `POST .../code`: a one-time code mailed to the signer named, for a request that asks for one. */
export async function requestSignerCode(
  connection: Connection,
  protocols: ProtocolsClient,
  protocolId: string,
  signatureId: string,
  body: SignerCodeBody,
): Promise<SignerCodeAnswer> {
  const record = await familyRequest(connection, protocolId, signatureId);
  refuseClosed(record);
  return mailSignerCode(connection, protocols, record, signerOf(record, body.clientId));
}

/**
 * The portal's sign call, all or nothing. Every check comes before anything changes: the request open and not
 * expired, the signer's own proof (signerProof.ts), the typed name that signer's, their turn in an ordered request,
 * consent, the drawing decoded whole, the PDF's bytes still the ones sent. The last signature stores the signed PDF
 * first and then writes the signature and COMPLETED at once: a signer reads SIGNED only once the signed PDF is
 * stored, and a failure leaves the request as it was. Each write holds only over the state it was decided on.
 */
export async function signRequest(
  connection: Connection,
  protocols: ProtocolsClient,
  session: SigningSession,
  signatureId: string,
  body: SignBody,
): Promise<PublicSignatureRequest> {
  const signed = await againOnMove(
    () => signOnce(connection, protocols, session, signatureId, body),
    () => signatureErrors.alreadySigned(),
  );
  if (signed.status === 'COMPLETED') await tellCompleted(protocols, signed);
  return toPublicSignatureRequest(signed);
}

async function signOnce(
  connection: Connection,
  protocols: ProtocolsClient,
  session: SigningSession,
  signatureId: string,
  body: SignBody,
): Promise<SignatureRecord> {
  const now = new Date();
  const record = await familyRequest(connection, session.protocolId, signatureId);
  refuseClosed(record, now);
  const signer = signerOf(record, body.clientId);
  if (signer.state === 'SIGNED') throw signatureErrors.alreadySigned();
  if (signer.state === 'DECLINED') throw signatureErrors.closed();
  const proven = await checkProof(connection, protocols, record, signer, body, now);
  if (!sameName(body.fullName, signer.name)) throw signatureErrors.nameMismatch();
  const next = nextSigner(record);
  if (next && String(next.client) !== String(signer.client)) throw signatureErrors.outOfOrder(next.name);
  if (body.consent !== true) throw signatureErrors.consentRequired();
  const drawing = body.drawing ? await decodeDrawing(body.drawing) : undefined;
  const shown = sha256Of(await readStoredFile(connection, record.documentFile));
  if (shown !== record.documentSha256) throw signatureErrors.documentChanged();

  const evidence = {
    fullName: body.fullName.trim().replace(/\s+/g, ' '),
    cpf: signer.cpf,
    protocolId: session.protocolId,
    accessCodeSha256: createHash('sha256').update(session.accessCode).digest('hex'),
    address: session.address,
    userAgent: session.userAgent.slice(0, 300),
    signedAt: now,
    documentSha256: shown,
    ...(drawing && { drawing }),
    ...proven,
  };
  const spent = proofSpent('signers.$[me]');
  const signature = {
    ...spent.$set,
    'signers.$[me].state': 'SIGNED',
    'signers.$[me].signedAt': now,
    'signers.$[me].evidence': evidence,
  };
  const last = record.signers.every((one) => one === signer || one.state === 'SIGNED');
  let stored: StoredSigned | undefined;
  if (last) {
    const withSignature = record.signers.map((one) =>
      one === signer ? { ...one, state: 'SIGNED' as const, signedAt: now, evidence } : one,
    );
    stored = await storeSignedPdf(connection, { ...record, signers: withSignature } as SignatureRecord);
  }
  const completion = stored && {
    status: 'COMPLETED',
    completedAt: now,
    signedDocument: toObjectId(stored.documentId),
    signedSha256: stored.sha256,
  };
  let written: SignatureRecord | null;
  try {
    written = await signatureModel(connection)
      .findOneAndUpdate(
        unchanged(record, signer.client),
        { $set: { ...signature, ...completion }, $unset: spent.$unset, $inc: { revision: 1 } },
        me(signer.client),
      )
      .lean<SignatureRecord>();
  } catch (error) {
    if (stored) await removeSigned(connection, stored);
    logger.error('a signature could not be written', { signatureId, error: String(error) });
    throw signatureErrors.notStored();
  }
  if (!written && stored) await removeSigned(connection, stored);
  if (!written) throw new StateMoved();
  return written;
}

/** The portal's decline call: the signer named, proven as for signing, declines with a reason; the request ends. */
export async function declineRequest(
  connection: Connection,
  protocols: ProtocolsClient,
  session: SigningSession,
  signatureId: string,
  body: DeclineBody,
): Promise<PublicSignatureRequest> {
  const declined = await againOnMove(
    async () => {
      const now = new Date();
      const record = await familyRequest(connection, session.protocolId, signatureId);
      refuseClosed(record, now);
      const signer = signerOf(record, body.clientId);
      if (signer.state === 'SIGNED') throw signatureErrors.alreadySigned();
      const proven = await checkProof(connection, protocols, record, signer, body, now);
      const spent = proofSpent('signers.$[me]');
      const written = await signatureModel(connection)
        .findOneAndUpdate(
          unchanged(record, signer.client),
          {
            $set: {
              ...spent.$set,
              status: 'DECLINED',
              'signers.$[me].state': 'DECLINED',
              'signers.$[me].declinedAt': now,
              'signers.$[me].declineReason': body.reason,
              'signers.$[me].declineProof': proven.proof,
            },
            $unset: spent.$unset,
            $inc: { revision: 1 },
          },
          me(signer.client),
        )
        .lean<SignatureRecord>();
      if (!written) throw new StateMoved();
      return { written, signerName: signer.name };
    },
    () => signatureErrors.closed(),
  );
  await protocols
    .signatureEvent(session.protocolId, {
      event: 'DECLINED',
      signatureId,
      documentName: declined.written.documentName,
      signerName: declined.signerName,
      reason: body.reason,
    })
    .catch((error: unknown) =>
      logger.error('the office was not told of a declined signature', { signatureId, error: String(error) }),
    );
  return toPublicSignatureRequest(declined.written);
}
