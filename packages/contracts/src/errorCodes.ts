import { AUTH_ERROR_CODES } from './authMessages';
import { USER_MESSAGES } from './user/codes';
import { CATALOG_ERROR_CODES, CATALOG_MESSAGES } from './catalog/codes';
import { CHECKLIST_ERROR_CODES, CHECKLIST_MESSAGES } from './checklist/codes';
import { CLIENT_ERROR_CODES, CLIENT_MESSAGES } from './client/codes';
import { PROTOCOL_ERROR_CODES, PROTOCOL_MESSAGES } from './protocol/codes';
import { DOSSIER_ERROR_CODES, DOSSIER_MESSAGES } from './dossier/codes';
import { ERROR_CODES, REQUEST_ERROR_CODES } from './errors';
import { TYPE_SERVICE_MESSAGES } from './typeService/codes';
import { PUBLIC_ERROR_CODES, PUBLIC_MESSAGES } from './public/codes';
import { DOCUMENT_ERROR_CODES, DOCUMENT_MESSAGES } from './document/codes';
import { RENDER_ERROR_CODES } from './render/codes';
import { GEDCOM_ERROR_CODES, GEDCOM_PROBLEM_CODES } from './gedcom/codes';
import { FORM_TEMPLATE_ERROR_CODES } from './formTemplate/codes';
import { SIGNATURE_ERROR_CODES } from './signature/codes';
import { EXPORT_ERROR_CODES } from './export/codes';
import { SEND_TO_FAMILY_ERROR_CODES } from './protocol/sendToFamily';
import { CLOCK_ERROR_CODES, CLOCK_MESSAGES } from './clock/codes';
import { DASHBOARD_ERROR_CODES } from './dashboard/codes';
import { PIX_ERROR_CODES } from './pix/codes';
import { IMPORT_ERROR_CODES, IMPORT_PROBLEM_CODES } from './import/codes';
import { MATRICULA_MESSAGES } from './matricula/codes';
import { READING_ERROR_CODES } from './reading/codes';

type ValueOf<T> = T extends unknown ? T[keyof T] : never;

/**
 * Every stable code a person may meet: the API's refusals, the schemas' issue messages and the API client's own.
 * A new entity adds its `<ENTITY>_ERROR_CODES` and `<ENTITY>_MESSAGES` (zod-free modules) here; the compiler then
 * asks for their rows in `ERROR_MESSAGES` (packages/i18n). See docs/adr-entity-contracts.md.
 */
export const ERROR_CODE_SETS = [
  ERROR_CODES,
  REQUEST_ERROR_CODES,
  AUTH_ERROR_CODES,
  CLIENT_ERROR_CODES,
  CLIENT_MESSAGES,
  CHECKLIST_ERROR_CODES,
  CHECKLIST_MESSAGES,
  TYPE_SERVICE_MESSAGES,
  CATALOG_ERROR_CODES,
  CATALOG_MESSAGES,
  PROTOCOL_ERROR_CODES,
  PROTOCOL_MESSAGES,
  PUBLIC_ERROR_CODES,
  PUBLIC_MESSAGES,
  DOSSIER_ERROR_CODES,
  DOSSIER_MESSAGES,
  DOCUMENT_ERROR_CODES,
  DOCUMENT_MESSAGES,
  RENDER_ERROR_CODES,
  GEDCOM_ERROR_CODES,
  GEDCOM_PROBLEM_CODES,
  FORM_TEMPLATE_ERROR_CODES,
  SIGNATURE_ERROR_CODES,
  EXPORT_ERROR_CODES,
  SEND_TO_FAMILY_ERROR_CODES,
  CLOCK_ERROR_CODES,
  CLOCK_MESSAGES,
  DASHBOARD_ERROR_CODES,
  PIX_ERROR_CODES,
  IMPORT_ERROR_CODES,
  IMPORT_PROBLEM_CODES,
  MATRICULA_MESSAGES,
  READING_ERROR_CODES,
] as const;

export type ErrorCode = ValueOf<(typeof ERROR_CODE_SETS)[number]> | ValueOf<typeof USER_MESSAGES>['code'];

/** The same codes as a list, for tests and lookups. */
export const ALL_ERROR_CODES: readonly ErrorCode[] = [
  ...ERROR_CODE_SETS.flatMap((codes) => Object.values(codes)),
  ...Object.values(USER_MESSAGES).map((entry) => entry.code),
];

const KNOWN_CODES: ReadonlySet<string> = new Set(ALL_ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** A code relayed from another box's answer: kept when we know it, else `fallback` (a person must get words). */
export function toErrorCode(value: unknown, fallback: ErrorCode): ErrorCode {
  return isErrorCode(value) ? value : fallback;
}
