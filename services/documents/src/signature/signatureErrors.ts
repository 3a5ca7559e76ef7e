import { SIGNATURE_ERROR_CODES as CODES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';

/** The signatures' refusals, each with its stable code (packages/contracts `SIGNATURE_ERROR_CODES`). */
export const signatureErrors = {
  notFound: () => AppError.notFound('No such signature request', { code: CODES.notFound }),
  notPdf: () => AppError.badRequest('Only a PDF can be sent for signature', { code: CODES.notPdf }),
  signerNotInProtocol: (clientId: string) =>
    AppError.badRequest('A signer is not a client of the document’s protocol', {
      code: CODES.signerNotInProtocol,
      details: { clientId },
    }),
  signerNotAdult: (clientId: string) =>
    AppError.badRequest('Only adults sign: the signer is under 18 or has no birth date', {
      code: CODES.signerNotAdult,
      details: { clientId },
    }),
  signerWithoutCpf: (clientId: string) =>
    AppError.badRequest('The signer has no CPF to check the signature against', {
      code: CODES.signerWithoutCpf,
      details: { clientId },
    }),
  duplicateSigner: () => AppError.badRequest('A signer is listed twice', { code: CODES.duplicateSigner }),
  expiryPast: () => AppError.badRequest('The expiry day has passed', { code: CODES.expiryPast }),
  needsNotary: () => new AppError(422, 'This paper needs a notarised signature', { code: CODES.needsNotary }),
  cancelled: () => AppError.conflict('The request was cancelled', { code: CODES.cancelled }),
  expired: () => AppError.conflict('The request has expired', { code: CODES.expired }),
  closed: () => AppError.conflict('The request is finished', { code: CODES.closed }),
  alreadySigned: () => AppError.conflict('This signer has already signed', { code: CODES.alreadySigned }),
  outOfOrder: (waitingFor: string) =>
    AppError.conflict('An earlier signer has not signed yet', {
      code: CODES.outOfOrder,
      details: { waitingFor },
    }),
  documentChanged: () =>
    AppError.conflict('The document changed after it was sent', { code: CODES.documentChanged }),
  cpfMismatch: () =>
    new AppError(422, 'The CPF is none of the awaited signers’', { code: CODES.cpfMismatch }),
  nameMismatch: () => new AppError(422, 'The name is not the signer’s', { code: CODES.nameMismatch }),
  consentRequired: () => new AppError(422, 'Consent is required to sign', { code: CODES.consentRequired }),
  proofMismatch: () =>
    new AppError(422, 'The CPF, birth date or code is not the signer’s', { code: CODES.proofMismatch }),
  codeRequired: () =>
    new AppError(422, 'Ask for a code by e-mail and type it to sign or decline', {
      code: CODES.codeRequired,
    }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(429, 'Too many tries for this signer: wait and try again', {
      code: CODES.tooManyAttempts,
      details: { retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  signerWithoutEmail: (clientId: string) =>
    AppError.badRequest('The signer has no e-mail to send a code to', {
      code: CODES.signerWithoutEmail,
      details: { clientId },
    }),
  mailOff: () => AppError.badRequest('Mail is not configured: no code can be sent', { code: CODES.mailOff }),
  codeNotSent: () =>
    new AppError(503, 'The code could not be mailed; try again later', { code: CODES.codeNotSent }),
  drawingInvalid: () =>
    new AppError(422, 'The drawn signature is not a whole PNG picture', { code: CODES.drawingInvalid }),
  notStored: () =>
    new AppError(503, 'The signed PDF could not be stored; nothing was signed, try again', {
      code: CODES.notStored,
    }),
};
