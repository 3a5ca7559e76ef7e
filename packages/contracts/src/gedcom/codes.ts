/**
 * GEDCOM import and export of clients (docs/adr-gedcom.md), free of zod so any page can import them: the limits,
 * the per-person actions, the problem codes and the refusals.
 */

/** The largest GEDCOM file a preview reads (10 MB). */
export const MAX_GEDCOM_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the .ged file. */
export const GEDCOM_FILE_FIELD = 'file';
/** How long a preview waits for its apply (the stored preview expires after it). */
export const GEDCOM_PREVIEW_TTL_SECONDS = 24 * 60 * 60;
/** Generations an export walks up and down from the client by default, and at most. */
export const GEDCOM_DEFAULT_GENERATIONS = 4;
export const GEDCOM_MAX_GENERATIONS = 12;

/** What the person decides for each GEDCOM person before applying. */
export const GEDCOM_ACTIONS = ['CREATE', 'LINK', 'SKIP'] as const;
export type GedcomAction = (typeof GEDCOM_ACTIONS)[number];

/** Why a GEDCOM person may be a client already. */
export const GEDCOM_MATCH_REASONS = ['NAME_AND_BIRTH', 'CPF'] as const;
export type GedcomMatchReason = (typeof GEDCOM_MATCH_REASONS)[number];

/** How precise a GEDCOM date is: only EXACT fits a client date field; the others keep their text beside it. */
export const GEDCOM_DATE_PRECISIONS = [
  'EXACT',
  'MONTH',
  'YEAR',
  'APPROXIMATE',
  'RANGE',
  'PERIOD',
  'TEXT',
] as const;
export type GedcomDatePrecision = (typeof GEDCOM_DATE_PRECISIONS)[number];

/**
 * Codes of the problems a preview lists, each with its line: ERROR ones stop the apply (unless every person they
 * concern is skipped), WARNING ones are told and imported.
 */
export const GEDCOM_PROBLEM_CODES = {
  notGedcom: 'gedcom.not-gedcom',
  badLine: 'gedcom.bad-line',
  brokenReference: 'gedcom.broken-reference',
  threeParents: 'gedcom.three-parents',
  ancestorLoop: 'gedcom.ancestor-loop',
  impossibleDate: 'gedcom.impossible-date',
  uncertainDate: 'gedcom.uncertain-date',
  unknownEncoding: 'gedcom.unknown-encoding',
  duplicateXref: 'gedcom.duplicate-xref',
} as const;
export type GedcomProblemCode = (typeof GEDCOM_PROBLEM_CODES)[keyof typeof GEDCOM_PROBLEM_CODES];
export const GEDCOM_PROBLEM_SEVERITIES = ['ERROR', 'WARNING'] as const;
export type GedcomProblemSeverity = (typeof GEDCOM_PROBLEM_SEVERITIES)[number];

/** Stable `code` of the GEDCOM routes' refusals (HTTP status in the comment). */
export const GEDCOM_ERROR_CODES = {
  /** 422 the file is not GEDCOM (no `0 HEAD` … `0 TRLR`); details `{ problems }` */
  notGedcom: 'gedcom.not-gedcom',
  /** 413 the file is over MAX_GEDCOM_BYTES */
  tooLarge: 'gedcom.too-large',
  /** 422 reading the file passed its time or memory limit (a file of far more persons than an office's tree) */
  tooComplex: 'gedcom.too-complex',
  /** 400 no file in the field `file`, or more than one */
  noFile: 'gedcom.no-file',
  /** 404 the preview is unknown, expired or another user's */
  importNotFound: 'gedcom.import-not-found',
  /** 409 the preview was applied already */
  alreadyApplied: 'gedcom.already-applied',
  /** 422 an ERROR problem concerns a person not skipped; details `{ problems }` */
  hasErrors: 'gedcom.has-errors',
  /** 422 a decision names an unknown person, misses a person, or LINKs without an existing client */
  badDecision: 'gedcom.bad-decision',
} as const;
