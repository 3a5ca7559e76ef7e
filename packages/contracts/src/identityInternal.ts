import { z } from 'zod';

/**
 * Internal API of services/identity that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const IDENTITY_INTERNAL = {
  /** `GET {IDENTITY_URL}/internal/users` → `StaffList`: the active users, by name (whom a protocol can be forwarded to). */
  staffPath: '/internal/users',
  /** `GET {IDENTITY_URL}/internal/users/:userId` → `StaffMember` of any user, active or not (404 when unknown). */
  staffMemberPath: (userId: string) => `/internal/users/${encodeURIComponent(userId)}`,
  staffMemberRoute: '/internal/users/:userId',
  /** `POST {IDENTITY_URL}/internal/sessions` with `{ username, password, ttlSeconds }` → 201 the session grant (the BFF signs in). */
  sessionsPath: '/internal/sessions',
  /** `POST /internal/sessions/refresh` with `{ refreshToken }` → the rotated grant. */
  refreshPath: '/internal/sessions/refresh',
  /** `GET` → the session's state (is it still open). */
  sessionPath: (sessionId: string) => `/internal/sessions/${encodeURIComponent(sessionId)}`,
  sessionRoute: '/internal/sessions/:id',
  /** `POST` (no body) → 204: the session ends (sign-out). */
  revokePath: (sessionId: string) => `/internal/sessions/${encodeURIComponent(sessionId)}/revoke`,
  revokeRoute: '/internal/sessions/:id/revoke',
  /** `POST` with `{ pendingToken, step: { code } | { recoveryCode }, ttlSeconds, address?, userAgent? }` → 201 the grant */
  secondFactorPath: '/internal/sessions/second-factor',
  /** `POST` with `{ pendingToken? }` → WebAuthn authentication options (the challenge is kept by identity, single use) */
  passkeyOptionsPath: '/internal/sessions/passkey/options',
  /** `POST` with `{ response, pendingToken?, ttlSeconds, address?, userAgent? }` → 201 the grant (the challenge is read from the response) */
  passkeyPath: '/internal/sessions/passkey',
} as const;

/**
 * `POST /internal/sessions` when the password is right and a second factor is on (202): no session yet; the BFF
 * keeps `pendingToken` in a short-lived cookie for `/login/2fa` (docs/adr-auth-and-gateway.md).
 */
export type PendingSignIn = {
  twoFactorRequired: true;
  methods: Array<'totp' | 'recovery' | 'passkey'>;
  pendingToken: string;
  userName: string;
  expiresAt: string;
};

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);
