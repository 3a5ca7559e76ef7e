/**
 * Signing in the family portal (Lei 14.063/2020 art. 4, I: a simple electronic signature, its evidence kept), free
 * of zod so any page can import them: the states, the purposes and the refusals' codes.
 */

/** A request: open until every signer signed (COMPLETED), one declined, staff cancelled it, or its day passed. */
export const SIGNATURE_STATUSES = ['OPEN', 'COMPLETED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/** One signer's state: sent, opened in the portal, signed, declined with a reason, or past the expiry unsigned. */
export const SIGNER_STATES = ['SENT', 'VIEWED', 'SIGNED', 'DECLINED', 'EXPIRED'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

/** What a paper sent for signature is, which decides whether a simple electronic signature serves it. */
export const SIGNATURE_PURPOSES = [
  'QUOTE',
  'CONTRACT',
  'LETTER',
  'CONSULATE_POWER_OF_ATTORNEY',
  'OTHER',
] as const;
export type SignaturePurpose = (typeof SIGNATURE_PURPOSES)[number];

/** The longest message to the signers, decline reason, typed name. */
export const SIGNATURE_MESSAGE_MAX_LENGTH = 1000;
export const SIGNATURE_REASON_MAX_LENGTH = 500;
export const SIGNATURE_NAME_MAX_LENGTH = 200;
/** A drawn signature: a PNG data URL of at most this many characters (a small canvas). */
export const SIGNATURE_DRAWING_MAX_LENGTH = 200_000;
/** The most signers of one request. */
export const SIGNATURE_MAX_SIGNERS = 10;
/** A person signs from the day they turn this age (Código Civil art. 5: civil capacity at 18). */
export const SIGNER_MIN_AGE = 18;
/** The PDF metadata key that names the request on a signed PDF (read by the verification even from a changed copy). */
export const SIGNED_PDF_REQUEST_KEY = 'LinhagemSignatureRequest';

/**
 * What proved, in the portal, that the person signing or declining is the signer (one signer, one proof): the full
 * CPF and birth date the office holds, and, when the request asked for it (mail configured), a one-time code mailed
 * to that signer's e-mail. Anyone holding the access code sees names only, never a full CPF.
 */
export const SIGNER_PROOFS = ['CPF_BIRTH_DATE', 'CPF_BIRTH_DATE_EMAIL_CODE'] as const;
export type SignerProof = (typeof SIGNER_PROOFS)[number];
/** Wrong proofs for one signer of one request before the next try waits SIGNER_PROOF_LOCK_MINUTES. */
export const SIGNER_PROOF_MAX_FAILURES = 5;
export const SIGNER_PROOF_LOCK_MINUTES = 15;
/** The e-mailed code: its digits, how long it holds, and how soon another may be sent. */
export const SIGNER_CODE_LENGTH = 6;
export const SIGNER_CODE_MINUTES = 10;
export const SIGNER_CODE_RESEND_SECONDS = 60;

/** Stable `code` of the signatures' refusals (HTTP status in the comment); nothing is recorded with any. */
export const SIGNATURE_ERROR_CODES = {
  /** 404 no such request, or one of another protocol */
  notFound: 'signature.not-found',
  /** 400 the document is not a PDF */
  notPdf: 'signature.not-pdf',
  /** 400 a signer that is not a client of the document's protocol; details `{ clientId }` */
  signerNotInProtocol: 'signature.signer-not-in-protocol',
  /** 400 a signer under 18, or whose birth date is unknown; details `{ clientId }` */
  signerNotAdult: 'signature.signer-not-adult',
  /** 400 a signer without a CPF to check the typed one against; details `{ clientId }` */
  signerWithoutCpf: 'signature.signer-without-cpf',
  /** 400 the same signer twice */
  duplicateSigner: 'signature.duplicate-signer',
  /** 400 an expiry day already past */
  expiryPast: 'signature.expiry-past',
  /** 422 a paper that needs a notarised signature (SIMPLE_SIGNATURE_RULES) */
  needsNotary: 'signature.needs-notary',
  /** 409 the request was cancelled */
  cancelled: 'signature.cancelled',
  /** 409 the request's expiry day has passed */
  expired: 'signature.expired',
  /** 409 the request is finished (all signed, or declined) */
  closed: 'signature.closed',
  /** 409 this signer has already signed (a replayed sign call) */
  alreadySigned: 'signature.already-signed',
  /** 409 an earlier signer of an ordered request has not signed yet */
  outOfOrder: 'signature.out-of-order',
  /** 409 the document's bytes no longer hash to what was sent */
  documentChanged: 'signature.document-changed',
  /** 422 the typed CPF is none of the pending signers' */
  cpfMismatch: 'signature.cpf-mismatch',
  /** 422 the typed name is not the signer's */
  nameMismatch: 'signature.name-mismatch',
  /** 422 the consent box was not ticked */
  consentRequired: 'signature.consent-required',
  /** 422 the CPF, birth date or e-mailed code is not the signer's (which one is not said) */
  proofMismatch: 'signature.proof-mismatch',
  /** 422 the request asks for an e-mailed code and none was sent, or it has expired: ask for one */
  codeRequired: 'signature.code-required',
  /** 429 too many wrong proofs (or codes asked) for this signer of this request; details `{ retryAfterSeconds }` */
  tooManyAttempts: 'signature.too-many-attempts',
  /** 400 the e-mailed code was asked for a signer without an e-mail; details `{ clientId }` */
  signerWithoutEmail: 'signature.signer-without-email',
  /** 400 an e-mailed code was asked while mail is not configured (no SMTP_URL) */
  mailOff: 'signature.mail-off',
  /** 503 the code could not be mailed; nothing was recorded */
  codeNotSent: 'signature.code-not-sent',
  /** 422 the drawn signature is not a whole PNG picture of a reasonable size */
  drawingInvalid: 'signature.drawing-invalid',
  /** 503 the signed PDF could not be stored: the signer stays unsigned, try again */
  notStored: 'signature.not-stored',
} as const;
