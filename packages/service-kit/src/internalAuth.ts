import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserLevel } from '@linhagem/contracts';

/** The caller a service sees: a signed-in user forwarded by the BFF, or another service. */
export type Caller = {
  kind: 'user' | 'service';
  /** user id, or `service:<name>` */
  sub: string;
  userName: string;
  name: string;
  typeUser: UserLevel;
  /** a user's sign-in session the call comes from: identity keeps it when the user changes their password */
  sid?: string;
};

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
const ALGORITHM = 'HS256';
const AUDIENCE = 'linhagem-services';
const ISSUER = 'linhagem';
const DEV_SECRET = 'linhagem-development-only-internal-secret';
let warned = false;

/** INTERNAL_TOKEN_SECRET, shared by the BFF and the services; a development default outside production. */
export function internalTokenSecret(): string {
  const secret = process.env.INTERNAL_TOKEN_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production')
    throw new Error('INTERNAL_TOKEN_SECRET must be set in production');
  if (!warned) {
    warned = true;
    process.stderr.write('warning: INTERNAL_TOKEN_SECRET is unset; using the development default\n');
  }
  return DEV_SECRET;
}

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of a JWT secret, made once. Given a string, jsonwebtoken first tries it as a PEM public key, which
 * throws, on every sign and verify: the load profile found that a quarter of the BFF's CPU (docs/adr-load-profile.md).
 */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

export function signInternalToken(caller: Caller, expiresInSeconds = 60): string {
  const { sub, ...claims } = caller;
  return jwt.sign(claims, hmacKey(internalTokenSecret()), {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    issuer: ISSUER,
    subject: sub,
    expiresIn: expiresInSeconds,
  });
}

/** A token for one service calling another's internal API. */
export function signServiceToken(serviceName: string): string {
  return signInternalToken({
    kind: 'service',
    sub: `service:${serviceName}`,
    userName: serviceName,
    name: serviceName,
    typeUser: 'ADMINISTRATOR',
  });
}

export function verifyInternalToken(token: string): Caller {
  const payload = jwt.verify(token, hmacKey(internalTokenSecret()), {
    algorithms: [ALGORITHM],
    audience: AUDIENCE,
    issuer: ISSUER,
  }) as jwt.JwtPayload & Omit<Caller, 'sub'>;
  if (!payload.sub || (payload.kind !== 'user' && payload.kind !== 'service')) throw new Error('bad claims');
  return {
    kind: payload.kind,
    sub: payload.sub,
    userName: payload.userName,
    name: payload.name,
    typeUser: payload.typeUser,
    ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
  };
}
