import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '@linhagem/contracts';
import type { IdentityClient } from './identityClient';
import { readAccessToken } from './cookies';
import { verifyAccessToken } from './tokens';

export type Resolved =
  | { kind: 'user'; user: SessionUser; sessionId: string }
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/**
 * Who is calling: a valid access token whose session identity still holds active.
 * Session checks are cached for `ttlMs` (≤ 5 s), so deactivating a user ends their requests within seconds.
 */
export function createSessionResolver(identity: IdentityClient, secret: string, ttlMs: number) {
  const checks = new LRUCache<string, { active: boolean; user?: SessionUser }>({ max: 20_000, ttl: ttlMs });

  async function resolve(req: Request, requestId: string): Promise<Resolved> {
    const token = readAccessToken(req);
    if (!token) return { kind: 'anonymous' };
    const claims = verifyAccessToken(token, secret);
    if (!claims) return { kind: 'invalid' };
    let check = checks.get(claims.sid);
    if (!check) {
      try {
        const answer = await identity.check(claims.sid, requestId);
        if (answer.ok)
          check = { active: answer.value.active && answer.value.user.isActive, user: answer.value.user };
        else if (answer.status === 404 || answer.status === 401 || answer.status === 403)
          check = { active: false };
        else return { kind: 'unavailable' };
      } catch {
        return { kind: 'unavailable' };
      }
      checks.set(claims.sid, check);
    }
    if (!check.active || !check.user || check.user.id !== claims.sub) return { kind: 'invalid' };
    return { kind: 'user', user: check.user, sessionId: claims.sid };
  }

  return { resolve, forget: (sessionId: string) => checks.delete(sessionId) };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
