/** Codes of the public portal's refusals (spec 7 "Public portal"), free of zod so any page can import them. */
export const PUBLIC_ERROR_CODES = {
  /** 403 the protocol does not exist or the access code is wrong: one answer for both, so a guess learns nothing */
  accessDenied: 'public.access-denied',
  /** 429 too many wrong access codes for this protocol from this address, or from this address; `Retry-After` says when */
  tooManyAttempts: 'public.too-many-attempts',
  /** 409 a canceled or finished protocol only answers reads */
  readOnly: 'public.read-only',
  /** 404 a person or link id that is not of this protocol */
  personNotFound: 'public.person-not-found',
  /** 409 the protocol's main client cannot be removed from the portal */
  mainClient: 'public.main-client',
  /** 409 a person who is responsible for an underage of the protocol: remove the underage first */
  responsibleOfUnderage: 'public.responsible-of-underage',
  /** 409 a service of the protocol covers this person: the office removes it */
  coveredByService: 'public.covered-by-service',
  /** 400 the responsible chosen for an underage is not an adult person of this protocol */
  responsibleInvalid: 'public.responsible-invalid',
  /** 409 the protocol already has `MAX_PROTOCOL_CLIENTS` persons, the staff form's limit */
  tooManyPersons: 'public.too-many-persons',
  /** 429 more portal writes for this protocol than `PORTAL_WRITE_LIMIT` allows; `Retry-After` says when to go on */
  tooManyWrites: 'public.too-many-writes',
} as const;

/** Messages the public schemas put on their issues. */
export const PUBLIC_MESSAGES = {
  messageRequired: 'public.message-required',
  messageTooLong: 'public.message-too-long',
} as const;

/**
 * OWASP ASVS 2.2.1: wrong access codes allowed per protocol and address together, and per address across
 * protocols. None per protocol alone: a 64-bit code resists guessing without it, and a lock on the protocol
 * would let anyone who knows its id shut the family out.
 */
export const ACCESS_CODE_ATTEMPTS = {
  windowMs: 15 * 60 * 1000,
  perProtocolAndAddress: 10,
  perAddress: 30,
} as const;

/**
 * Portal writes (persons, messages, and any write the portal gains) allowed per protocol in a window (OWASP ASVS
 * 11.1.4): a family types at most a few a minute, so a loop or a script meets 429 long before it floods the case.
 */
export const PORTAL_WRITE_LIMIT = { windowMs: 60 * 1000, perProtocol: 30 } as const;

/** Where the portal stores the access code a family typed, per protocol (spec 4 "Public access"). */
export const accessCodeStorageKey = (protocolId: string) => `linhagem.accessCode.${protocolId}`;
