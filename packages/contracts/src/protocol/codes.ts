/** Codes of protocols and budgets (spec sections 3, 4 and 7), free of zod so any page can import them. */

/**
 * What a budget's code starts with, so that `ORC-2026/0004` cannot be taken for protocol `2026/0004` (the two
 * series count apart). The same in every language: people quote the code to each other.
 */
export const BUDGET_CODE_PREFIX = 'ORC-';

/** The code of number `seq` of `year` in a series: `2026/0004`, or `ORC-2026/0004` for a budget. */
export const formatProtocolCode = (series: 'protocol' | 'budget', year: number, seq: number): string =>
  `${series === 'budget' ? BUDGET_CODE_PREFIX : ''}${year}/${String(seq).padStart(4, '0')}`;

/** Messages the schemas put on their issues. */
export const PROTOCOL_MESSAGES = {
  required: 'field.default.error',
  idInvalid: 'protocol.id-invalid',
  tooLong: 'protocol.too-long',
  centsInvalid: 'protocol.cents-invalid',
  dateInvalid: 'protocol.date-invalid',
  duplicateClient: 'protocol.duplicate-client',
  underageNotInClients: 'protocol.underage-not-in-clients',
  underageSelf: 'protocol.underage-self',
  underageTwice: 'protocol.underage-twice',
  accessCodeInvalid: 'protocol.access-code-invalid',
} as const;

/** Stable `code` of the protocols service's refusals (HTTP status in the comment). */
export const PROTOCOL_ERROR_CODES = {
  /** 409 the action needs an active protocol or budget */
  notActive: 'protocol.not-active',
  /** 409 reactivate on a protocol that is already active */
  alreadyActive: 'protocol.already-active',
  /** 409 convert on a protocol */
  notABudget: 'protocol.not-a-budget',
  /** 409 finalize on a budget (convert it first) */
  isBudget: 'protocol.is-budget',
  /** 409 take or forward to the user already in charge */
  alreadyInCharge: 'protocol.already-in-charge',
  /** 409 an update may not flip the budget flag: convert does */
  budgetFlagFixed: 'protocol.budget-flag-fixed',
  /** 400 a client id that is no client; details `{ ids }` */
  clientNotFound: 'protocol.client-not-found',
  /** 400 a client id that is not one of the protocol's clients; details `{ ids }` */
  clientNotInProtocol: 'protocol.client-not-in-protocol',
  /** 400 a minor among the clients without a responsible; details `{ ids }` */
  underageWithoutResponsible: 'protocol.underage-without-responsible',
  /** 400 the type service does not exist in the catalog */
  typeServiceNotFound: 'protocol.type-service-not-found',
  /** 404 no such service in the protocol */
  serviceNotFound: 'protocol.service-not-found',
  /** 400 forward to a user that does not exist or is inactive */
  userNotFound: 'protocol.user-not-found',
  /** 400 quick creation from a quick-protocol template that does not exist or is inactive */
  quickProtocolNotFound: 'protocol.quick-protocol-not-found',
  /** 400 quick creation of a template with type services needs at least one client */
  clientsRequired: 'protocol.clients-required',
  /** 400 attach a contract that does not exist or is inactive */
  contractNotFound: 'protocol.contract-not-found',
  /** 503 the clients service could not be asked */
  clientsUnavailable: 'clients.unavailable',
  /** 503 the catalog service could not be asked */
  catalogUnavailable: 'catalog.unavailable',
  /** 503 the identity service could not be asked */
  identityUnavailable: 'identity.unavailable',
} as const;
