import {
  AUTH_ERROR_CODES,
  CATALOG_ERROR_CODES,
  CATALOG_MESSAGES,
  CHECKLIST_ERROR_CODES,
  CHECKLIST_MESSAGES,
  CLIENT_ERROR_CODES,
  CLIENT_MESSAGES,
  ERROR_CODES,
  REQUEST_ERROR_CODES,
  TYPE_SERVICE_MESSAGES,
  USER_MESSAGES,
  type ErrorCode,
} from '@linhagem/contracts';
import type { MessageKey } from './MessageKey';

/**
 * The one table from a stable code (`ErrorCode`, packages/contracts) to its translation. The compiler refuses a
 * code without a row and a row for no code; errorMessages.test.ts checks each key has both languages.
 */
export const ERROR_MESSAGES = {
  [ERROR_CODES.validation]: 'common:toast.error',
  [ERROR_CODES.malformedJson]: 'common:errors.MALFORMED_JSON',
  [ERROR_CODES.payloadTooLarge]: 'common:errors.PAYLOAD_TOO_LARGE',
  [ERROR_CODES.unsupportedMediaType]: 'common:errors.UNSUPPORTED_MEDIA_TYPE',
  [ERROR_CODES.operatorRejected]: 'common:errors.OPERATOR_REJECTED',
  [ERROR_CODES.unauthenticated]: 'common:errors.UNAUTHENTICATED',
  [ERROR_CODES.forbidden]: 'common:errors.FORBIDDEN',
  [ERROR_CODES.notFound]: 'common:errors.NOT_FOUND',
  [ERROR_CODES.methodNotAllowed]: 'common:errors.METHOD_NOT_ALLOWED',
  [ERROR_CODES.invalidId]: 'common:errors.INVALID_ID',
  [ERROR_CODES.duplicate]: 'common:errors.DUPLICATE',
  [ERROR_CODES.conflict]: 'common:errors.CONFLICT',
  [ERROR_CODES.tooManyRequests]: 'common:errors.TOO_MANY_REQUESTS',
  [ERROR_CODES.upstreamTimeout]: 'common:errors.UPSTREAM_TIMEOUT',
  [ERROR_CODES.upstreamUnavailable]: 'common:errors.UPSTREAM_UNAVAILABLE',
  [ERROR_CODES.upstreamError]: 'common:errors.UPSTREAM_ERROR',
  [ERROR_CODES.internal]: 'common:errors.INTERNAL_ERROR',

  [REQUEST_ERROR_CODES.network]: 'common:auth.error500',
  [REQUEST_ERROR_CODES.timeout]: 'common:errors.UPSTREAM_TIMEOUT',

  [AUTH_ERROR_CODES.passwordIncorrect]: 'common:password.incorrect',
  [AUTH_ERROR_CODES.userInactive]: 'common:user.inactive',
  [AUTH_ERROR_CODES.sessionInvalid]: 'common:errors.UNAUTHENTICATED',
  [AUTH_ERROR_CODES.sessionReused]: 'common:errors.UNAUTHENTICATED',
  [AUTH_ERROR_CODES.csrf]: 'common:errors.CSRF',
  [USER_MESSAGES.currentPasswordIncorrect.code]: 'common:password.current-incorrect',
  [USER_MESSAGES.passwordMismatch.code]: 'common:password.mismatch',
  [USER_MESSAGES.passwordChanged.code]: 'common:password.changed',
  [USER_MESSAGES.lastAdministrator.code]: 'common:user.last-administrator',
  [USER_MESSAGES.userNameTaken.code]: 'common:user.username-taken',

  [CLIENT_ERROR_CODES.alreadyMarried]: 'clients:client.already-married',
  [CLIENT_ERROR_CODES.duplicateName]: 'clients:client.duplicate-name',
  [CLIENT_ERROR_CODES.incompleteWedding]: 'clients:client.incomplete-wedding',
  [CLIENT_ERROR_CODES.hasWedding]: 'clients:client.has-wedding',
  [CLIENT_ERROR_CODES.hasProtocol]: 'clients:client.has-protocol',
  [CLIENT_ERROR_CODES.hasRelatives]: 'clients:client.has-relatives',
  [CLIENT_ERROR_CODES.linkNotFound]: 'clients:client.link-not-found',
  [CLIENT_ERROR_CODES.protocolsUnavailable]: 'clients:errors.protocolsUnavailable',
  [CLIENT_MESSAGES.required]: 'common:field.default.error',
  [CLIENT_MESSAGES.emailInvalid]: 'common:forms.email-invalid',
  [CLIENT_MESSAGES.cpfInvalid]: 'clients:client.cpf-invalid',
  [CLIENT_MESSAGES.cnpjInvalid]: 'clients:client.cnpj-invalid',
  [CLIENT_MESSAGES.rgInvalid]: 'clients:client.rg-invalid',
  [CLIENT_MESSAGES.phoneInvalid]: 'clients:client.phone-invalid',
  [CLIENT_MESSAGES.zipCodeInvalid]: 'clients:client.zip-code-invalid',
  [CLIENT_MESSAGES.dateInvalid]: 'clients:client.date-invalid',
  [CLIENT_MESSAGES.yearOutOfRange]: 'clients:client.year-out-of-range',
  [CLIENT_MESSAGES.birthAfterToday]: 'clients:client.birth-after-today',
  [CLIENT_MESSAGES.deathOutOfRange]: 'clients:client.death-out-of-range',
  [CLIENT_MESSAGES.deathButAlive]: 'clients:client.death-but-alive',
  [CLIENT_MESSAGES.marriedDayOutOfRange]: 'clients:client.married-day-out-of-range',
  [CLIENT_MESSAGES.stateInvalid]: 'clients:client.state-invalid',
  [CLIENT_MESSAGES.idInvalid]: 'clients:client.id-invalid',
  [CLIENT_MESSAGES.selfLink]: 'clients:client.self-link',
  [CLIENT_MESSAGES.tooLong]: 'clients:client.too-long',

  [CHECKLIST_ERROR_CODES.moreThanOneImmigrant]: 'checklist:codes.more-than-one-immigrant',
  [CHECKLIST_ERROR_CODES.personLinked]: 'checklist:codes.person-linked',
  [CHECKLIST_ERROR_CODES.budget]: 'checklist:codes.budget',
  [CHECKLIST_ERROR_CODES.protocolCanceled]: 'checklist:codes.protocol-canceled',
  [CHECKLIST_ERROR_CODES.sent]: 'checklist:codes.sent',
  [CHECKLIST_ERROR_CODES.alreadySent]: 'checklist:codes.already-sent',
  [CHECKLIST_ERROR_CODES.notSent]: 'checklist:codes.not-sent',
  [CHECKLIST_ERROR_CODES.notInProtocol]: 'checklist:codes.not-in-protocol',
  [CHECKLIST_ERROR_CODES.parentCycle]: 'checklist:codes.parent-cycle',
  [CHECKLIST_MESSAGES.tooLong]: 'checklist:codes.too-long',
  [CHECKLIST_MESSAGES.priceInvalid]: 'checklist:codes.price-invalid',
  [CHECKLIST_MESSAGES.tooManyCertificates]: 'checklist:codes.too-many-certificates',

  [TYPE_SERVICE_MESSAGES.cents]: 'config:codes.cents-invalid',
  [TYPE_SERVICE_MESSAGES.percentInvalid]: 'config:codes.percent-invalid',

  [CATALOG_MESSAGES.tooLong]: 'config:codes.too-long',
  [CATALOG_MESSAGES.codeInvalid]: 'config:codes.code-invalid',
  [CATALOG_ERROR_CODES.duplicateFragmentCode]: 'config:codes.duplicate-fragment-code',
  [CATALOG_ERROR_CODES.typeServiceInUse]: 'config:codes.type-service-in-use',
  [CATALOG_ERROR_CODES.documentInUse]: 'config:codes.document-in-use',
  [CATALOG_ERROR_CODES.linkNotFound]: 'config:codes.link-not-found',
  [CATALOG_ERROR_CODES.imageType]: 'config:codes.image-type',
  [CATALOG_ERROR_CODES.imageTooLarge]: 'config:codes.image-too-large',
} as const satisfies Record<ErrorCode, MessageKey>;

/** True for a code the table knows (a code from a server or a schema is any string until checked). */
export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}

/** The translation key of a code, or undefined for a code this table does not know. */
export function errorMessageKey(code: unknown): MessageKey | undefined {
  return isKnownErrorCode(code) ? ERROR_MESSAGES[code] : undefined;
}
