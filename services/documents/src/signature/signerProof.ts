import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Connection } from 'mongoose';
import {
  SIGNER_CODE_LENGTH,
  SIGNER_CODE_MINUTES,
  SIGNER_CODE_RESEND_SECONDS,
  SIGNER_PROOF_LOCK_MINUTES,
  SIGNER_PROOF_MAX_FAILURES,
  cpfDigits,
  maskEmail,
  type SignerCodeAnswer,
  type SignerProof,
  type SignerProofBody,
} from '@linhagem/contracts';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { signatureModel, type SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';

type Signer = SignatureRecord['signers'][number];
/** What proved the signer, kept with the signature or the decline. */
export type ProvenSigner = { proof: SignerProof; codeSentTo?: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (typed: string, kept: string) => timingSafeEqual(sha256(typed), Buffer.from(kept, 'hex'));
const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
/** the signer's entry in an update (`signers.$[signer]`), picked by client */
const signerFilter = (signer: Signer) => ({ arrayFilters: [{ 'signer.client': signer.client }] });

/** The request's signer named by the portal; another client (or none) is told apart from no request. */
export function signerOf(record: SignatureRecord, clientId: string): Signer {
  const signer = record.signers.find((candidate) => String(candidate.client) === clientId);
  if (!signer) throw signatureErrors.notFound();
  return signer;
}

function refuseLocked(signer: Signer, now: Date) {
  if (signer.lockedUntil && signer.lockedUntil > now)
    throw signatureErrors.tooManyAttempts(secondsUntil(signer.lockedUntil, now));
}

/** A wrong proof counts; the SIGNER_PROOF_MAX_FAILURES-th locks this signer of this request for a while. */
async function countFailure(connection: Connection, record: SignatureRecord, signer: Signer, now: Date) {
  const model = signatureModel(connection);
  const after = await model
    .findOneAndUpdate(
      { _id: record._id },
      { $inc: { 'signers.$[signer].failedProofs': 1 } },
      { ...signerFilter(signer), returnDocument: 'after' },
    )
    .lean<SignatureRecord>();
  const failures = after?.signers.find((one) => String(one.client) === String(signer.client))?.failedProofs;
  if ((failures ?? 0) < SIGNER_PROOF_MAX_FAILURES) return;
  const lockedUntil = new Date(now.getTime() + SIGNER_PROOF_LOCK_MINUTES * 60_000);
  await model.updateOne(
    { _id: record._id },
    { $set: { 'signers.$[signer].lockedUntil': lockedUntil, 'signers.$[signer].failedProofs': 0 } },
    signerFilter(signer),
  );
}

/**
 * One signer, one proof: the full CPF and birth date the office holds for this signer, and the e-mailed code when
 * the request asks for one (unexpired). A wrong proof says not which part was wrong, and counts; a locked signer
 * answers 429 before anything is compared. A request sent before birth dates were kept reads the clients service's.
 */
export async function checkProof(
  connection: Connection,
  protocols: ProtocolsClient,
  record: SignatureRecord,
  signer: Signer,
  body: SignerProofBody,
  now: Date,
): Promise<ProvenSigner> {
  refuseLocked(signer, now);
  const code = record.emailCode ? signer.emailCode : undefined;
  if (record.emailCode && (!code || code.expiresAt <= now || !body.code))
    throw signatureErrors.codeRequired();
  const birthDay =
    signer.birthDay ??
    (await protocols.protocolPersons(String(record.protocol))).clients.find(
      (client) => client.id === String(signer.client),
    )?.birthDay;
  const right =
    cpfDigits(body.cpf) === signer.cpf &&
    Boolean(birthDay) &&
    birthDay!.slice(0, 10) === body.birthDay &&
    (!code || sameSecret(body.code ?? '', code.sha256));
  if (!right) {
    await countFailure(connection, record, signer, now);
    throw signatureErrors.proofMismatch();
  }
  return code ? { proof: 'CPF_BIRTH_DATE_EMAIL_CODE', codeSentTo: code.sentTo } : { proof: 'CPF_BIRTH_DATE' };
}

/** What a state change sets back on the signer once their proof held: no failures, no code to reuse. */
export const proofSpent = (path: string) => ({
  $set: { [`${path}.failedProofs`]: 0 },
  $unset: { [`${path}.emailCode`]: 1, [`${path}.lockedUntil`]: 1 },
});

/**
 * `POST .../code`: a one-time code mailed to the signer's e-mail as copied when the request was sent (a portal edit
 * of the person cannot redirect it). Mailed first, then kept as its SHA-256: a mail that fails records nothing. One
 * code per signer at a time, a new one at most every SIGNER_CODE_RESEND_SECONDS.
 */
export async function mailSignerCode(
  connection: Connection,
  protocols: ProtocolsClient,
  record: SignatureRecord,
  signer: Signer,
  now = new Date(),
): Promise<SignerCodeAnswer> {
  if (!record.emailCode) throw signatureErrors.mailOff();
  if (signer.state === 'SIGNED') throw signatureErrors.alreadySigned();
  if (signer.state === 'DECLINED') throw signatureErrors.closed();
  refuseLocked(signer, now);
  const resendAt = signer.emailCode
    ? new Date(signer.emailCode.sentAt.getTime() + SIGNER_CODE_RESEND_SECONDS * 1000)
    : undefined;
  if (resendAt && resendAt > now) throw signatureErrors.tooManyAttempts(secondsUntil(resendAt, now));
  if (!signer.email) throw signatureErrors.signerWithoutEmail(String(signer.client));
  const code = String(randomInt(0, 10 ** SIGNER_CODE_LENGTH)).padStart(SIGNER_CODE_LENGTH, '0');
  try {
    await protocols.signerCode(String(record.protocol), {
      to: signer.email,
      code,
      documentName: record.documentName,
      minutes: SIGNER_CODE_MINUTES,
    });
  } catch {
    throw signatureErrors.codeNotSent();
  }
  const sentTo = maskEmail(signer.email);
  await signatureModel(connection).updateOne(
    { _id: record._id },
    {
      $set: {
        'signers.$[signer].emailCode': {
          sha256: sha256(code).toString('hex'),
          sentAt: now,
          expiresAt: new Date(now.getTime() + SIGNER_CODE_MINUTES * 60_000),
          sentTo,
        },
      },
    },
    signerFilter(signer),
  );
  return { sentTo, expiresInMinutes: SIGNER_CODE_MINUTES };
}
