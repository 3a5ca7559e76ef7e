import { LRUCache } from 'lru-cache';
import type { SessionUser } from '@linhagem/contracts';
import type { IdentityClient } from './identityClient';
import { verifyAccessToken, type VerifiedClaims } from './tokens';

export type Resolved =
  | { kind: 'user'; user: SessionUser; sessionId: string }
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

type Check = { active: boolean; user?: SessionUser };

/**
 * Who is calling: a valid access token whose session identity still holds active.
 * Session checks are cached for `ttlMs` (≤ 5 s), so deactivating a user ends their requests within seconds.
 * Hot path (docs/adr-load-profile.md): a token's signature is checked once and its claims kept until it expires;
 * when a session's check runs out, one identity call answers every request of that session waiting meanwhile.
 */
export function createSessionResolver(
  identity: IdentityClient,
  secret: string,
  ttlMs: number,
  clock: () => number = Date.now,
) {
  const checks = new LRUCache<string, Check>({ max: 20_000, ttl: ttlMs });
  const inFlight = new Map<string, Promise<Check | undefined>>();
  const verified = new LRUCache<string, VerifiedClaims>({ max: 20_000 });

  function claimsOf(token: string): VerifiedClaims | undefined {
    const known = verified.get(token);
    if (known && known.expiresAt > clock()) return known;
    if (known) verified.delete(token);
    const claims = verifyAccessToken(token, secret);
    if (!claims || claims.expiresAt <= clock()) return undefined;
    verified.set(token, claims);
    return claims;
  }

  /** The session's state from identity; undefined when identity could not answer. */
  async function askIdentity(sessionId: string, requestId: string): Promise<Check | undefined> {
    try {
      const answer = await identity.check(sessionId, requestId);
      if (answer.ok)
        return { active: answer.value.active && answer.value.user.active, user: answer.value.user };
      if (answer.status === 404 || answer.status === 401 || answer.status === 403) return { active: false };
      return undefined;
    } catch {
      return undefined;
    }
  }

  /** `token`: the request's access token (cookies.ts `readAccessToken`), if it sent one. */
  async function resolve(token: string | undefined, requestId: string): Promise<Resolved> {
    if (!token) return { kind: 'anonymous' };
    const claims = claimsOf(token);
    if (!claims) return { kind: 'invalid' };
    let check = checks.get(claims.sid);
    if (!check) {
      const sessionId = claims.sid;
      let asking = inFlight.get(sessionId);
      if (!asking) {
        const call: Promise<Check | undefined> = askIdentity(sessionId, requestId).then((answer) => {
          // a session forgotten meanwhile (signed out) keeps no answer asked before
          if (inFlight.get(sessionId) === call) {
            inFlight.delete(sessionId);
            if (answer) checks.set(sessionId, answer);
          }
          return answer;
        });
        inFlight.set(sessionId, call);
        asking = call;
      }
      check = await asking;
      if (!check) return { kind: 'unavailable' };
    }
    if (!check.active || !check.user || check.user.id !== claims.sub) return { kind: 'invalid' };
    return { kind: 'user', user: check.user, sessionId: claims.sid };
  }

  return {
    resolve,
    forget: (sessionId: string) => {
      checks.delete(sessionId);
      inFlight.delete(sessionId);
    },
    /** Every session of a user is asked again (signed out everywhere, a second factor set up or reset). */
    forgetUser: (userId: string) => {
      for (const [sessionId, check] of checks.entries())
        if (check.user?.id === userId) checks.delete(sessionId);
      inFlight.clear();
    },
    /** Every session is asked again (the office's second-factor requirement changed). */
    forgetAll: () => {
      checks.clear();
      inFlight.clear();
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
