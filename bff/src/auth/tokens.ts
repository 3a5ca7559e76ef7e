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
