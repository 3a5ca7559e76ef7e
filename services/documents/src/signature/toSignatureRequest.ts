import {
  officeToday,
  type PublicSignatureRequest,
  type SignatureRequest,
  type SignatureStatus,
  type SignerState,
} from '@linhagem/contracts';
import { knownOfficeTimeZone } from '@linhagem/service-kit';
import type { SignatureRecord } from './model';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** The office's date `YYYY-MM-DD` (DESIGN "The office's day"): a request may be signed through its whole expiry day. */
export const today = (now = new Date()) => officeToday(knownOfficeTimeZone(), now);

/** An open request whose day has passed reads EXPIRED; nothing is written for it. */
export function statusOf(record: SignatureRecord, now = new Date()): SignatureStatus {
  if (record.status === 'OPEN' && record.expiresOn < today(now)) return 'EXPIRED';
  return record.status;
}

/** A signer still awaited in an expired request reads EXPIRED. */
function stateOf(
  record: SignatureRecord,
  signer: SignatureRecord['signers'][number],
  now: Date,
): SignerState {
  if (statusOf(record, now) === 'EXPIRED' && (signer.state === 'SENT' || signer.state === 'VIEWED'))
    return 'EXPIRED';
  return signer.state;
}

/** The staff's face of a request: every signer's state and evidence. */
export function toSignatureRequest(record: SignatureRecord, now = new Date()): SignatureRequest {
  return {
    id: String(record._id),
    protocolId: String(record.protocol),
    documentId: String(record.document),
    documentName: record.documentName,
    documentSha256: record.documentSha256,
    purpose: record.purpose,
    ordered: record.ordered,
    expiresOn: record.expiresOn,
    message: record.message ?? null,
    emailCode: record.emailCode ?? false,
    status: statusOf(record, now),
    signers: record.signers.map((signer) => ({
      clientId: String(signer.client),
      name: signer.name,
      state: stateOf(record, signer, now),
      ...(signer.viewedAt && { viewedAt: iso(signer.viewedAt) }),
      ...(signer.signedAt && { signedAt: iso(signer.signedAt) }),
      ...(signer.declinedAt && { declinedAt: iso(signer.declinedAt) }),
      ...(signer.declineReason && { declineReason: signer.declineReason }),
      ...(signer.declineProof && { declineProof: signer.declineProof }),
      ...(signer.evidence && {
        evidence: {
          fullName: signer.evidence.fullName,
          cpf: signer.evidence.cpf,
          protocolId: signer.evidence.protocolId,
          accessCodeSha256: signer.evidence.accessCodeSha256,
          address: signer.evidence.address,
          userAgent: signer.evidence.userAgent ?? '',
          signedAt: signer.evidence.signedAt.toISOString(),
          documentSha256: signer.evidence.documentSha256,
          drawn: Boolean(signer.evidence.drawing),
          // a signature of before proofs existed was proven by the typed CPF alone: read as the CPF proof
          proof: signer.evidence.proof ?? 'CPF_BIRTH_DATE',
          ...(signer.evidence.codeSentTo && { codeSentTo: signer.evidence.codeSentTo }),
        },
      }),
    })),
    createdAt: record.createdAt.toISOString(),
    createdBy: { userId: record.createdBy.userId ?? '', name: record.createdBy.name ?? '' },
    ...(record.cancelledAt && { cancelledAt: iso(record.cancelledAt) }),
    ...(record.completedAt && { completedAt: iso(record.completedAt) }),
    ...(record.signedDocument && { signedDocumentId: String(record.signedDocument) }),
    ...(record.signedSha256 && { signedSha256: record.signedSha256 }),
  };
}

/** The signer whose turn it is: the first not signed in an ordered request, else none in particular. */
export function nextSigner(record: SignatureRecord) {
  if (!record.ordered) return undefined;
  return record.signers.find((signer) => signer.state !== 'SIGNED');
}

/** The family's face: names and states only, never a CPF or another signer's evidence. */
export function toPublicSignatureRequest(record: SignatureRecord, now = new Date()): PublicSignatureRequest {
  const staff = toSignatureRequest(record, now);
  const next = staff.status === 'OPEN' ? nextSigner(record) : undefined;
  return {
    id: staff.id,
    documentName: staff.documentName,
    pageCount: record.pageCount,
    purpose: staff.purpose,
    ordered: staff.ordered,
    expiresOn: staff.expiresOn,
    message: staff.message,
    emailCode: staff.emailCode,
    status: staff.status,
    signers: staff.signers.map(({ clientId, name, state, signedAt }) => ({
      clientId,
      name,
      state,
      ...(signedAt && { signedAt }),
    })),
    nextClientId: next ? String(next.client) : null,
    signed: Boolean(record.signedDocument),
  };
}
