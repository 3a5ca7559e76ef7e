// The second factor, passkeys, sign-in history and sign out everywhere (docs/adr-auth-and-gateway.md).
import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;
const accountPrefix = API_FAMILIES.account.prefix;
const userPrefix = API_FAMILIES.user.prefix;

/** `/api/account/...`: the signed-in user's own second factor, passkeys and sign-ins. */
export const ACCOUNT_SECURITY_API = {
  /** `GET` → `TwoFactorStatus` */
  twoFactor: `${accountPrefix}/two-factor`,
  /** `POST` → `TotpSetup` (not on until confirmed); `DELETE { password, code }` → 204, off */
  totp: `${accountPrefix}/two-factor/totp`,
  /** `POST { code }` → `RecoveryCodes`: the authenticator is on */
  totpConfirm: `${accountPrefix}/two-factor/totp/confirm`,
  /** `POST { code }` → `RecoveryCodes`: a new set, the old one void */
  recoveryCodes: `${accountPrefix}/two-factor/recovery-codes`,
  /** `GET ?page&size` → `Page<SignIn>`, newest first */
  signIns: `${accountPrefix}/sign-ins`,
  /** `POST` → 204: every other session of the caller ends */
  signOutEverywhere: `${accountPrefix}/sign-out-everywhere`,
  /** `GET` → `Passkey[]`; `POST { name, response }` → 201 `Passkey` */
  passkeys: `${accountPrefix}/passkey`,
  /** `POST` → WebAuthn registration options */
  passkeyOptions: `${accountPrefix}/passkey/options`,
  /** `DELETE` → 204 */
  passkey: (id: string) => `${accountPrefix}/passkey/${seg(id)}`,
  passkeyRoute: `${accountPrefix}/passkey/:id`,
} as const;

/** A user's security, for administrators (`/api/user/{id}/...`), and the office's requirement. */
export const USER_SECURITY_API = {
  /** `GET ?page&size` → `Page<SignIn>` */
  signIns: (id: string) => `${userPrefix}/${seg(id)}/sign-ins`,
  signInsRoute: `${userPrefix}/:id/sign-ins`,
  /** `POST` → 204: every session of the user ends */
  signOutEverywhere: (id: string) => `${userPrefix}/${seg(id)}/sign-out-everywhere`,
  signOutEverywhereRoute: `${userPrefix}/:id/sign-out-everywhere`,
  /** `POST` → 204: the user's authenticator, recovery codes and passkeys removed (audited), sessions ended */
  twoFactorReset: (id: string) => `${userPrefix}/${seg(id)}/two-factor/reset`,
  twoFactorResetRoute: `${userPrefix}/:id/two-factor/reset`,
  /** `GET` → `TwoFactorSettings`; `POST TwoFactorSettings` → the same: kept by identity (API_PATH_OVERRIDES) */
  settings: `${API_FAMILIES.configuration.prefix}/two-factor`,
} as const;
