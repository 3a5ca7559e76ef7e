/**
 * Codes of the client (spec sections 3, 5 and 7), free of zod so any page can import them. Issue messages are
 * codes too: the form translates them through `ERROR_MESSAGES` in packages/i18n, like the service's refusals.
 */

/** Messages the schemas put on their issues (`ValidationIssue.message`). */
export const CLIENT_MESSAGES = {
  required: 'field.default.error',
  emailInvalid: 'forms.email-invalid',
  cpfInvalid: 'client.cpf-invalid',
  cnpjInvalid: 'client.cnpj-invalid',
  rgInvalid: 'client.rg-invalid',
  phoneInvalid: 'client.phone-invalid',
  zipCodeInvalid: 'client.zip-code-invalid',
  dateInvalid: 'client.date-invalid',
  yearOutOfRange: 'client.year-out-of-range',
  birthAfterToday: 'client.birth-after-today',
  deathOutOfRange: 'client.death-out-of-range',
  deathButAlive: 'client.death-but-alive',
  marriedDayOutOfRange: 'client.married-day-out-of-range',
  stateInvalid: 'client.state-invalid',
  idInvalid: 'client.id-invalid',
  selfLink: 'client.self-link',
  tooLong: 'client.too-long',
} as const;

/** Stable `code` of the client service's refusals (HTTP status in the comment). */
export const CLIENT_ERROR_CODES = {
  /** 409 '{name} already married currently!'; details `{ name }` */
  alreadyMarried: 'client.already-married',
  /** 409 unless the body carries `confirmDuplicateName: true`; details `{ duplicates: [{id,name}] }` */
  duplicateName: 'client.duplicate-name',
  /** 409 unless the body carries `confirmIncompleteWedding: true`; details `{ missing: string[] }` */
  incompleteWedding: 'client.incomplete-wedding',
  /** 409 'There is some wedding for this client' */
  hasWedding: 'client.has-wedding',
  /** 409 'There is some protocol for this client' */
  hasProtocol: 'client.has-protocol',
  /** 409 a father, mother or responsible link from other clients points at this one; details `{ clients: [{id,name}] }` */
  hasRelatives: 'client.has-relatives',
  /** 400 a father/mother/spouse/responsible id that is no client */
  linkNotFound: 'client.link-not-found',
  /** 503 the protocols service could not be asked before a delete */
  protocolsUnavailable: 'protocols.unavailable',
  /** 409 an active protocol (status ACTIVE, budgets too) links the client; details `{ protocols: [{id,code}] }` (LGPD) */
  anonymiseActiveProtocol: 'client.anonymise-active-protocol',
  /** 409 the client was anonymised already */
  alreadyAnonymised: 'client.already-anonymised',
} as const;
