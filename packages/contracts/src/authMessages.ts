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
} as const;
