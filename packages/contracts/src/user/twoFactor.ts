import { z } from 'zod';

/** How many recovery codes one set holds (each usable once). */
export const RECOVERY_CODE_COUNT = 10;
/** How long the password-only step of a two-step sign-in waits for its second factor (seconds). */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** How long a WebAuthn challenge (registration or sign-in) can be answered, once (seconds). */
export const PASSKEY_CHALLENGE_SECONDS = 2 * 60;
/** Wrong codes in a row that end a pending sign-in (the password must be given again). */
export const PENDING_SIGN_IN_MAX_FAILURES = 5;
/** How long the sign-in history is kept (days): MongoDB's TTL index removes older entries. */
export const SIGN_IN_RETENTION_DAYS = 180;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');
const recoveryCode = z.string().trim().min(8).max(40);

/** `POST /api/account/two-factor/totp/confirm` and `POST /api/account/two-factor/recovery-codes` */
export const twoFactorCodeSchema = z.object({ code: totpCode }).strict();
/** `DELETE /api/account/two-factor/totp`: the password and a code, so a session left open cannot turn it off. */
export const totpDisableSchema = z.object({ password: z.string().min(1).max(200), code: totpCode }).strict();
/** `POST /login/2fa`: a code of the authenticator app, or one of the recovery codes. */
export const secondStepSchema = z.union([
  z.object({ code: totpCode }).strict(),
  z.object({ recoveryCode }).strict(),
]);
export type SecondStep = z.infer<typeof secondStepSchema>;

export const TWO_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** `POST /login` with the right password when a second factor is on: no session yet, only a pending cookie. */
export type TwoFactorRequired = { twoFactorRequired: true; methods: TwoFactorMethod[] };

/** `POST /api/account/two-factor/totp`: a new secret, not yet on until confirmed by a first code. */
export type TotpSetup = { secret: string; otpauthUri: string; qrSvg: string };
/** Shown once: only their hashes are kept. */
export type RecoveryCodes = { recoveryCodes: string[] };

/** `GET /api/account/two-factor`: what protects the caller's account. */
export type TwoFactorStatus = {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  /** the office requires a second factor of every staff member */
  required: boolean;
};

/** `GET|POST /api/configuration/two-factor` (administrators): the office's requirement. */
export const twoFactorSettingsSchema = z.object({ requireTwoFactor: z.boolean() }).strict();
export type TwoFactorSettings = z.infer<typeof twoFactorSettingsSchema>;

export const SIGN_IN_METHODS = ['password', 'totp', 'recovery', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** `pending`: the password was right and a second factor is awaited. */
export const SIGN_IN_RESULTS = ['success', 'failure', 'pending'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

export const signInSchema = z.object({
  id: z.string(),
  at: z.string(),
  address: z.string(),
  browser: z.string(),
  os: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  result: z.enum(SIGN_IN_RESULTS),
});
/** One attempt of the sign-in history (kept SIGN_IN_RETENTION_DAYS). */
export type SignIn = z.infer<typeof signInSchema>;

/** A registered passkey (WebAuthn credential) as its owner sees it in "Minha conta". */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
});
export type Passkey = z.infer<typeof passkeySchema>;
/** The passkey's name, as its owner types it ("Notebook do escritório"). */
export const passkeyNameSchema = z.string().trim().min(1).max(60);
/**
 * An authenticator's answer as @simplewebauthn/browser sends it; its fields are checked by the server library, so
 * only its outline (and a size bound) is checked here.
 */
export const webAuthnResponseSchema = z
  .object({ id: z.string().min(1).max(1400), rawId: z.string().max(1400), type: z.literal('public-key') })
  .passthrough();
/** `POST /api/account/passkey` */
export const passkeyRegisterSchema = z
  .object({ name: passkeyNameSchema, response: webAuthnResponseSchema })
  .strict();
/** `POST /login/passkey` */
export const passkeySignInSchema = z.object({ response: webAuthnResponseSchema }).strict();
