import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from '../client/fields';
import { normalizeSearchText } from '../searchText';
import {
  SIGNATURE_DRAWING_MAX_LENGTH,
  SIGNATURE_MAX_SIGNERS,
  SIGNATURE_MESSAGE_MAX_LENGTH,
  SIGNATURE_NAME_MAX_LENGTH,
  SIGNATURE_PURPOSES,
  SIGNATURE_REASON_MAX_LENGTH,
  SIGNER_CODE_LENGTH,
  SIGNER_MIN_AGE,
  type SignerProof,
  type SignaturePurpose,
  type SignatureStatus,
  type SignerState,
} from './codes';

/** Body of `POST /api/signature`: a PDF of the case sent to adult clients of its protocol. */
export const signatureRequestBodySchema = z
  .object({
    documentId: objectIdSchema,
    signers: z
      .array(z.object({ clientId: objectIdSchema }).strict())
      .min(1)
      .max(SIGNATURE_MAX_SIGNERS),
    /** each signs after the one before */
    ordered: z.boolean().default(false),
    /** the last day to sign, `YYYY-MM-DD` */
    expiresOn: isoDateSchema,
    message: z.string().trim().max(SIGNATURE_MESSAGE_MAX_LENGTH).optional().nullable(),
    /** what the paper is (SIMPLE_SIGNATURE_RULES); a contract or quote by default is OTHER */
    purpose: z.enum(SIGNATURE_PURPOSES).default('OTHER'),
    /** each signer also proves themselves with a code mailed to their e-mail (only where mail is configured) */
    emailCode: z.boolean().default(false),
  })
  .strict();
export type SignatureRequestBody = z.input<typeof signatureRequestBodySchema>;

/**
 * Body of `POST /api/signature/quote`: the quote of a budget (or protocol) rendered now, stored as a document of the
 * case, and sent for signature as a QUOTE (a budget has no uploads, so its quote is made here).
 */
export const quoteSignatureBodySchema = signatureRequestBodySchema
  .omit({ documentId: true, purpose: true })
  .extend({ protocolId: objectIdSchema, language: z.enum(['pt-BR', 'en-US']).optional() })
  .strict();
export type QuoteSignatureBody = z.input<typeof quoteSignatureBodySchema>;

/** `GET /api/signature?protocolId=`: a protocol's requests, newest first. */
export const signatureListQuerySchema = z.object({ protocolId: objectIdSchema });

/**
 * One signer, one proof: who acts (`clientId`, one of the request's signers) and that signer's own proof, the full
 * CPF and birth date the office holds, and the e-mailed code when the request asks for one (SIGNER_PROOFS).
 */
export const signerProofSchema = z
  .object({
    clientId: objectIdSchema,
    cpf: z.string().trim().min(1).max(20),
    birthDay: isoDateSchema,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${SIGNER_CODE_LENGTH}}$`))
      .optional(),
  })
  .strict();
export type SignerProofBody = z.infer<typeof signerProofSchema>;

/** Body of the portal's sign call. `consent` must be `true`: anything else is `signature.consent-required`. */
export const signBodySchema = signerProofSchema
  .extend({
    fullName: z.string().trim().min(1).max(SIGNATURE_NAME_MAX_LENGTH),
    consent: z.boolean(),
    /** a drawn signature, `data:image/png;base64,...` */
    drawing: z
      .string()
      .max(SIGNATURE_DRAWING_MAX_LENGTH)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
      .optional()
      .nullable(),
  })
  .strict();
export type SignBody = z.infer<typeof signBodySchema>;
export type SignBodyInput = z.input<typeof signBodySchema>;

/** Body of the portal's decline call: the signer's own proof, and why. */
export const declineBodySchema = signerProofSchema
  .extend({ reason: z.string().trim().min(1).max(SIGNATURE_REASON_MAX_LENGTH) })
  .strict();
export type DeclineBody = z.infer<typeof declineBodySchema>;
export type DeclineBodyInput = z.input<typeof declineBodySchema>;

/** Body of the portal's "mail me a code" call: the signer the code is for. */
export const signerCodeBodySchema = z.object({ clientId: objectIdSchema }).strict();
export type SignerCodeBody = z.infer<typeof signerCodeBodySchema>;
/** Where the code went (the e-mail masked: `a***@exemplo.com`) and how long it holds. */
export type SignerCodeAnswer = { sentTo: string; expiresInMinutes: number };

/** `GET /api/signature/options`: what the send dialog may offer (the e-mailed code only where mail is configured). */
export type SignatureOptions = { emailCode: boolean };

/** What is kept of one signature (Lei 14.063/2020: who signed what and when). */
export type SignatureEvidence = {
  fullName: string;
  /** digits only */
  cpf: string;
  /** the portal session: the protocol opened and a SHA-256 of the access code used (never the code) */
  protocolId: string;
  accessCodeSha256: string;
  address: string;
  userAgent: string;
  /** the server's time, ISO */
  signedAt: string;
  /** SHA-256 of the exact PDF shown and signed */
  documentSha256: string;
  drawn: boolean;
  /** what proved the signer (SIGNER_PROOFS) */
  proof: SignerProof;
  /** the e-mail the code went to, masked, with EMAIL_CODE */
  codeSentTo?: string;
};

export type SignatureSigner = {
  clientId: string;
  name: string;
  state: SignerState;
  viewedAt?: string;
  signedAt?: string;
  declinedAt?: string;
  declineReason?: string;
  /** what proved the signer who declined */
  declineProof?: SignerProof;
  evidence?: SignatureEvidence;
};

/** A request as staff read it (`GET /api/signature/{id}`). */
export type SignatureRequest = {
  id: string;
  protocolId: string;
  documentId: string;
  documentName: string;
  /** SHA-256 of the exact PDF sent */
  documentSha256: string;
  purpose: SignaturePurpose;
  ordered: boolean;
  expiresOn: string;
  message: string | null;
  /** each signer proves themselves with an e-mailed code too */
  emailCode: boolean;
  status: SignatureStatus;
  signers: SignatureSigner[];
  createdAt: string;
  createdBy: { userId: string; name: string };
  cancelledAt?: string;
  completedAt?: string;
  /** the signed PDF, stored as a document of the case, and its own SHA-256 */
  signedDocumentId?: string;
  signedSha256?: string;
};

/** One request as the family reads it in the portal: never the evidence of others, never a CPF. */
export type PublicSignatureRequest = {
  id: string;
  documentName: string;
  pageCount: number;
  purpose: SignaturePurpose;
  ordered: boolean;
  expiresOn: string;
  message: string | null;
  /** signing or declining needs a code mailed to the signer (`POST .../code`) */
  emailCode: boolean;
  status: SignatureStatus;
  signers: { clientId: string; name: string; state: SignerState; signedAt?: string }[];
  /** the signer whose turn it is in an ordered request */
  nextClientId: string | null;
  signed: boolean;
};

/** `POST /api/signature/verify`: the PDF issued here and unchanged, changed, or unknown. */
export type SignatureVerification =
  | {
      result: 'VALID';
      sha256: string;
      signatureId: string;
      protocolId: string;
      documentId: string;
      completedAt: string;
      signers: { name: string; signedAt: string }[];
    }
  | { result: 'ALTERED'; sha256: string; signatureId: string; protocolId: string }
  | { result: 'UNKNOWN'; sha256: string };

/** Adult on `day` (`YYYY-MM-DD`): born on or before the same day SIGNER_MIN_AGE years earlier; unknown is not. */
export function isAdultOn(birthDay: string | null | undefined, day: string): boolean {
  if (!birthDay || !/^\d{4}-\d{2}-\d{2}/.test(birthDay)) return false;
  const limit = `${String(Number(day.slice(0, 4)) - SIGNER_MIN_AGE).padStart(4, '0')}${day.slice(4, 10)}`;
  return birthDay.slice(0, 10) <= limit;
}

/** A CPF with its dots and dash or not: digits only. */
export const cpfDigits = (value: string) => value.replace(/\D/g, '');
/** A CPF as the portal and the evidence page show it: its middle digits only, `***.456.789-**` ('' for none). */
export function maskCpf(cpf: string | null | undefined): string {
  const digits = cpfDigits(cpf ?? '');
  return digits ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '';
}
/** Whether a CPF field holds the masked form the portal shows (kept as it is, never saved). */
export const isMaskedCpf = (value: string | null | undefined) =>
  /^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(value ?? '');
/** An e-mail as the portal shows where a code went: `a***@exemplo.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}
/** A typed name compared as the person's: case, accents and runs of spaces set aside. */
export const sameName = (typed: string, known: string) =>
  normalizeSearchText(typed) === normalizeSearchText(known);

/**
 * What services/documents asks services/protocols about signatures: it tells the office (the bell) and marks a
 * budget's quote accepted. Service token only; the BFF never routes here.
 */
export const PROTOCOLS_SIGNATURE_INTERNAL = {
  /** `POST` `SignatureEventBody` → 204: the staff member in charge is told (bell, timeline, mail) */
  signatureEventPath: (protocolId: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/signature-event`,
  signatureEventRoute: '/internal/protocols/:protocolId/signature-event',
  /** `POST` `BudgetAcceptedBody` → 204: a budget's quote signed by its main client marks the budget accepted */
  budgetAcceptedPath: (protocolId: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/budget-accepted`,
  budgetAcceptedRoute: '/internal/protocols/:protocolId/budget-accepted',
  /** `POST` `SignerCodeMailBody` → 204: the one-time code mailed to a signer (409 when mail is off or refused) */
  signerCodePath: (protocolId: string) => `/internal/protocols/${encodeURIComponent(protocolId)}/signer-code`,
  signerCodeRoute: '/internal/protocols/:protocolId/signer-code',
} as const;

export const signerCodeMailBodySchema = z
  .object({
    to: z.string().email().max(200),
    code: z.string().regex(/^\d+$/).max(12),
    documentName: z.string().max(200),
    minutes: z.number().int().min(1).max(60),
  })
  .strict();
export type SignerCodeMailBody = z.infer<typeof signerCodeMailBodySchema>;

export const signatureEventBodySchema = z
  .object({
    event: z.enum(['COMPLETED', 'DECLINED']),
    signatureId: z.string().max(24),
    documentName: z.string().max(200),
    /** who declined, and why */
    signerName: z.string().max(200).optional(),
    reason: z.string().max(SIGNATURE_REASON_MAX_LENGTH).optional(),
  })
  .strict();
export type SignatureEventBody = z.infer<typeof signatureEventBodySchema>;

export const budgetAcceptedBodySchema = z
  .object({ signatureId: z.string().max(24), signedDocumentId: z.string().max(24) })
  .strict();
export type BudgetAcceptedBody = z.infer<typeof budgetAcceptedBodySchema>;

/** What the staff member in charge reads when a request ends, in the office's language (`DEFAULT_LANGUAGE`). */
export const SIGNATURE_EVENT_TEXT = {
  'pt-BR': {
    COMPLETED: { message: 'Todos assinaram {file}', subject: 'documento assinado' },
    DECLINED: { message: '{signer} recusou-se a assinar {file}: {reason}', subject: 'assinatura recusada' },
  },
  'en-US': {
    COMPLETED: { message: 'Everyone signed {file}', subject: 'document signed' },
    DECLINED: { message: '{signer} declined to sign {file}: {reason}', subject: 'signature declined' },
  },
} as const;

/** The mail of a signer's one-time code, in the protocol's language: `{code}`, `{file}`, `{minutes}`. */
export const SIGNER_CODE_TEXT = {
  'pt-BR': {
    subject: 'Seu código para assinar {file}',
    text: 'Seu código para assinar ou recusar {file} é {code}. Ele vale por {minutes} minutos. Se não foi você quem pediu, ignore este e-mail.',
  },
  'en-US': {
    subject: 'Your code to sign {file}',
    text: 'Your code to sign or decline {file} is {code}. It holds for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  },
} as const;
