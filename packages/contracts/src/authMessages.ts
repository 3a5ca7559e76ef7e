/**
 * Codes of sign-in, kept free of zod so the login page can import them without the schemas (spec 8:
 * password.incorrect); the users' and accounts' own are `USER_MESSAGES` (user/codes.ts).
 */
export const AUTH_ERROR_CODES = {
  passwordIncorrect: 'password.incorrect',
  userInactive: 'user.inactive',
  sessionInvalid: 'session.invalid',
  sessionReused: 'session.reused',
  csrf: 'CSRF',
  /** a wrong authenticator or recovery code (the pending sign-in goes on until five in a row) */
  codeIncorrect: 'two-factor.code-incorrect',
  /** no pending sign-in, or it expired or ended after five wrong codes: give the password again */
  pendingEnded: 'two-factor.pending-ended',
  /** the office requires a second factor and this user has none yet: only its set-up is open */
  setupRequired: 'two-factor.setup-required',
  alreadyOn: 'two-factor.already-on',
  notOn: 'two-factor.not-on',
  noSetup: 'two-factor.no-setup',
  /** the authenticator's answer did not verify (wrong challenge, origin, signature or counter) */
  passkeyFailed: 'passkey.failed',
  /** no passkey with that credential id is registered (or it was removed) */
  passkeyUnknown: 'passkey.unknown',
  /** no live challenge: never issued, already used, or older than PASSKEY_CHALLENGE_SECONDS */
  passkeyChallenge: 'passkey.challenge-ended',
} as const;
