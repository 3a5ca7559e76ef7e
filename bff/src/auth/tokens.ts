import jwt from 'jsonwebtoken';
import type { UserLevel } from '@linhagem/contracts';
import { hmacKey } from '@linhagem/service-kit/core';

const ALGORITHM = 'HS256';
const ISSUER = 'linhagem-bff';
const AUDIENCE = 'linhagem-web';

export type AccessClaims = { sub: string; sid: string; userName: string; name: string; typeUser: UserLevel };
/** A verified token's claims and when it expires (epoch ms). */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

export function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number): string {
  const { sub, ...rest } = claims;
  return jwt.sign(rest, hmacKey(secret), {
    algorithm: ALGORITHM,
    issuer: ISSUER,
    audience: AUDIENCE,
    subject: sub,
    expiresIn: ttlSeconds,
  });
}

/** Verifies signature, algorithm (pinned: `none` and RS/HS confusion are refused), issuer, audience and expiry. */
export function verifyAccessToken(
  token: string,
  secret: string,
  { ignoreExpiration = false } = {},
): VerifiedClaims | undefined {
  try {
    const payload = jwt.verify(token, hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      ignoreExpiration,
    });
    if (typeof payload === 'string' || !payload.sub || typeof payload.sid !== 'string') return undefined;
    return {
      sub: payload.sub,
      sid: payload.sid,
      userName: String(payload.userName),
      name: String(payload.name),
      typeUser: payload.typeUser as UserLevel,
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  } catch {
    return undefined;
  }
}

const PENDING_AUDIENCE = 'linhagem-second-step';

/** What the pending cookie carries: identity's pending token and whose it is (the lockouts count per account). */
export type PendingClaims = { pendingToken: string; userName: string };

/**
 * The pending cookie's value: signed like an access token but for another audience, so it is never taken as one
 * (docs/adr-auth-and-gateway.md "Second factor").
 */
export function signPendingToken(claims: PendingClaims, secret: string, ttlSeconds: number): string {
  return jwt.sign({ pt: claims.pendingToken, un: claims.userName }, hmacKey(secret), {
    algorithm: ALGORITHM,
    issuer: ISSUER,
    audience: PENDING_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

export function verifyPendingToken(token: string, secret: string): PendingClaims | undefined {
  try {
    const payload = jwt.verify(token, hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: PENDING_AUDIENCE,
    });
    if (typeof payload === 'string' || typeof payload.pt !== 'string' || typeof payload.un !== 'string')
      return undefined;
    return { pendingToken: payload.pt, userName: payload.un };
  } catch {
    return undefined;
  }
}
