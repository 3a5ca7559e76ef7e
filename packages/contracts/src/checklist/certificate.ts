import { z } from 'zod';
import { isoDateSchema, objectIdSchema, todayIso } from '../client';
import {
  APOSTILLE_STATUSES,
  CHECKLIST_CATEGORIES,
  STATUSES_DOCUMENT,
  STATUSES_TRANSLATE,
  TYPES_OF_CERTIFICATE,
  TYPES_OF_DOCUMENT,
  type ChecklistCategory,
} from './enums';
import { multiLineText, oneLineText } from '../oneLineText';
import { CHECKLIST_MESSAGES } from './codes';
import { optionalMatriculaSchema } from '../matricula/matriculaSchema';
import type { WithProgress } from './computeChecklistProgress';
import type { ChecklistWarning } from '../dossier/checklistWarning';
import type { DestinationRoute } from '../dossier/destinationRoutes';
import type { RuleVersionRef } from '../dossier/ruleVersions';
import type { CertificateExpiry } from '../dossier/freshness';
import type { CertificateFamilyRequest } from '../document/familyRequest';
import type { CustodyMove, CustodyPlace } from '../clock/custody';

/** Largest number of certificates one checklist person carries in one save. */
export const MAX_CERTIFICATES_PER_PERSON = 100;
/** Largest price in cents (R$ 10.000.000,00): a typo guard, not a business rule. */
export const MAX_CERTIFICATE_PRICE_CENTS = 1_000_000_000;

/** Optional values: omitted, `null` or `''` (as a form sends an untouched field) all mean "not filled". */
const optionalText = (max: number) =>
  oneLineText().max(max, CHECKLIST_MESSAGES.tooLong).nullable().optional();
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
const optionalCents = z
  .number()
  .int(CHECKLIST_MESSAGES.priceInvalid)
  .min(0, CHECKLIST_MESSAGES.priceInvalid)
  .max(MAX_CERTIFICATE_PRICE_CENTS, CHECKLIST_MESSAGES.priceInvalid)
  .nullable()
  .optional();
const optionalId = z
  .union([objectIdSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null);
/** calendar date `YYYY-MM-DD` */
const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((value) => value || null);

/** Every field of a certificate (spec 3 "Certificate"); all may be empty while the row is being filled. */
export const certificateFieldsSchema = z
  .object({
    typeOfCertificate: optionalEnum(TYPES_OF_CERTIFICATE),
    typeOfDocument: optionalEnum(TYPES_OF_DOCUMENT),
    statusDocument: optionalEnum(STATUSES_DOCUMENT),
    statusTranslate: optionalEnum(STATUSES_TRANSLATE),
    personNameInDocument: optionalText(200),
    /** the certificate's registry data (book, page, term...) */
    dataCertificate: optionalText(500),
    /** the 32-digit registration number of a Brazilian certificate since 2010, stored as its digits */
    matricula: optionalMatriculaSchema,
    addressReferenceName: optionalText(200),
    address: optionalText(500),
    /** cents */
    price: optionalCents,
    /** cents */
    translatePrice: optionalCents,
    processReferencePerson: optionalText(200),
    notes: multiLineText().max(2000, CHECKLIST_MESSAGES.tooLong).nullable().optional(),
    place: optionalText(200),
    /** the date of the event the record registers (a wedding's date) */
    date: optionalDate,
    /** the day this copy was issued; freshness counts from it */
    issueDate: optionalDate,
    apostilleStatus: optionalEnum(APOSTILLE_STATUSES),
    apostilleDate: optionalDate,
    /** the sworn translation's own apostille (Italy) */
    translationApostilleStatus: optionalEnum(APOSTILLE_STATUSES),
    translationApostilleDate: optionalDate,
    // the sworn translation's record (Lei 14.195/2021, IN DREI 52/2022; domain notes, "Brazil, apostille and
    // translation"): translator, their Junta Comercial registration, the order number, book and pages, the fee
    translatorName: optionalText(200),
    translatorRegistration: optionalText(100),
    translationNumber: optionalText(50),
    translationBook: optionalText(50),
    translationPages: optionalText(50),
    /** cents */
    translationFee: optionalCents,
  })
  .strict();
export type CertificateFields = z.infer<typeof certificateFieldsSchema>;
export type CertificateFieldsInput = z.input<typeof certificateFieldsSchema>;

/** The certificate field names, from the schema (the model, the audit and the table read this list). */
export const CERTIFICATE_FIELDS = certificateFieldsSchema.keyof().options;

/**
 * The copy's dates: none after today (the server's day, a day's grace for a browser ahead of it),
 * no apostille before the copy was issued.
 */
function checkCertificateDates(
  fields: Pick<CertificateFields, 'issueDate' | 'apostilleDate' | 'translationApostilleDate'>,
  ctx: z.RefinementCtx,
): void {
  const latest = todayIso(new Date(Date.now() + 24 * 60 * 60 * 1000));
  for (const field of ['issueDate', 'apostilleDate', 'translationApostilleDate'] as const) {
    const value = fields[field];
    if (value && value > latest)
      ctx.addIssue({ code: 'custom', path: [field], message: CHECKLIST_MESSAGES.dateInFuture });
    if (value && field !== 'issueDate' && fields.issueDate && value < fields.issueDate)
      ctx.addIssue({ code: 'custom', path: [field], message: CHECKLIST_MESSAGES.apostilleBeforeIssue });
  }
}

/** What a read answered beside the fields: a body may send it back, and it is ignored. */
const readOnlyCertificateFields = {
  protocolId: z.string().max(24).optional(),
  checklistPersonId: z.string().max(24).optional(),
  progress: z.number().optional(),
  color: z.string().max(20).optional(),
  expiresOn: z.string().max(10).nullable().optional(),
  expiringSoon: z.boolean().optional(),
  /** set and withdrawn only through `request-from-family` */
  familyRequest: z.unknown().optional(),
  /** written only through `POST /api/certificate/{id}/custody` */
  custody: z.unknown().optional(),
  custodyPlace: z.unknown().optional(),
  custodySince: z.unknown().optional(),
};

/** One certificate inside `POST /api/certificate/`: with `id` it updates that certificate of the person. */
export const certificateItemSchema = certificateFieldsSchema
  .extend({ id: optionalId, ...readOnlyCertificateFields })
  .strict()
  .superRefine(checkCertificateDates)
  .transform(
    ({
      protocolId: _p,
      checklistPersonId: _c,
      progress: _g,
      color: _k,
      expiresOn: _e,
      expiringSoon: _s,
      familyRequest: _f,
      custody: _cu,
      custodyPlace: _cp,
      custodySince: _cs,
      ...certificate
    }) => certificate,
  );

/**
 * `POST /api/certificate/`: a checklist person with its certificates (with `id` to update the person). The list
 * is the person's whole list: certificates with an `id` are updated, without one created, and absent ones removed.
 */
export const checklistPersonBodySchema = z
  .object({
    id: optionalId,
    protocolId: objectIdSchema,
    category: z.enum(CHECKLIST_CATEGORIES),
    /** the client this person is, when registered */
    clientId: optionalId,
    /** the checklist person this one descends from (the tree) */
    parentId: optionalId,
    /** the person's name as the checklist shows it (the client's name, or an ancestor who is no client) */
    name: optionalText(200),
    certificates: z
      .array(certificateItemSchema)
      .max(MAX_CERTIFICATES_PER_PERSON, CHECKLIST_MESSAGES.tooManyCertificates)
      .default([]),
  })
  .strict();
export type ChecklistPersonBody = z.infer<typeof checklistPersonBodySchema>;
export type ChecklistPersonBodyInput = z.input<typeof checklistPersonBodySchema>;

/** `POST /api/certificate/save-one`: one certificate of a checklist person (with `id` to update it). */
export const saveOneCertificateBodySchema = certificateFieldsSchema
  .extend({ id: optionalId, protocolId: objectIdSchema, checklistPersonId: objectIdSchema })
  .strict()
  .superRefine(checkCertificateDates);
export type SaveOneCertificateBody = z.infer<typeof saveOneCertificateBodySchema>;
export type SaveOneCertificateBodyInput = z.input<typeof saveOneCertificateBodySchema>;

/** A stored certificate as the API answers it, with when it stops being fresh enough for its protocol's route. */
export type Certificate = CertificateFields &
  CertificateExpiry & {
    id: string;
    protocolId: string;
    checklistPersonId: string;
    /** the office asked the family for this certificate's file through the portal (docs/adr-documents.md) */
    familyRequest?: CertificateFamilyRequest | null;
    /** the custody log of the physical original, oldest first, and where it is now (since when) */
    custody?: CustodyMove[];
    custodyPlace?: CustodyPlace | null;
    custodySince?: string | null;
  };
export type CertificateWithProgress = Certificate & WithProgress;

/** A checklist person as the API answers it, with its progress, its certificates and its children. */
export type ChecklistPersonNode = WithProgress & {
  id: string;
  protocolId: string;
  category: ChecklistCategory;
  clientId: string | null;
  parentId: string | null;
  name: string | null;
  certificates: CertificateWithProgress[];
  children: ChecklistPersonNode[];
};

/** `GET /api/certificate/protocol/{id}`: the protocol's whole checklist; the root carries the protocol's progress. */
export type ChecklistTree = WithProgress & {
  protocolId: string;
  protocolCode: string | null;
  /** the protocol's status: a CANCELED one shows its checklist read-only until reactivated */
  protocolStatus: string;
  /** the protocol's clients, whom a checklist person may be */
  clients: { id: string; name: string }[];
  /** the checklist process was sent (spec 4), and when */
  sent: boolean;
  sentAt: string | null;
  /** sums in cents over every certificate */
  totals: { price: number; translatePrice: number };
  persons: ChecklistPersonNode[];
  /** the protocol's destination route */
  route: DestinationRoute | null;
  /** how many certificates are expired or expire within EXPIRING_SOON_DAYS */
  expiringSoon: number;
  /** the filing date the rules were chosen by (the protocol's, or today when unknown) */
  filingDate?: string;
  /** the rule versions of the route on that date (pending ones only on `?preview=pending`) */
  rules?: RuleVersionRef[];
  /** broken-chain warnings, computed on every read */
  warnings: ChecklistWarning[];
  /** the clients service could not be asked: the warnings could not be computed */
  warningsUnavailable?: boolean;
};

export const certificateIdParamsSchema = z.object({ id: objectIdSchema }).strict();

/** Answer of `POST /api/protocol/{id}/checklist/send` and `/checklist/cancel-send`. */
export type ChecklistSendState = { protocolId: string; sent: boolean; sentAt: string | null };
