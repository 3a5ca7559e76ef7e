import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import {
  ACCOUNT_SECURITY_API,
  API_FAMILIES,
  AUTH_ERROR_CODES,
  CLIENT_API,
  MAX_JSON_BODY_BYTES,
  hasLevel,
  type ServiceName,
  type SessionUser,
} from '@linhagem/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, signInternalToken, type Logger } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import { readAccessToken } from '../auth/cookies';
import type { SessionResolver } from '../auth/sessionResolver';
import { MAX_ENTRY_BYTES, type CachedResponse, type ResponseCache } from '../cache/responseCache';
import { isSecure } from '../http/requestContext';
import { findGuard, findUpload } from '../routes/guardTable';
import type { LoadShedder } from '../security/loadShedder';
import { createUpstream, type Upstream } from './upstream';

/**
 * Families whose GETs are never cached: the public portal reads live case data by access code, and signing
 * requests carry each signer's evidence (CPF, address, device; docs/adr-signatures.md), the signed PDF too.
 */
const UNCACHED_FAMILIES = new Set(['public', 'public-document', 'public-signature', 'signature']);
/** A route of contracts (`/api/client/:id/personal-data`) as the pattern of its paths. */
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
/**
 * GETs never cached in any family, whatever the service says (each also answers `no-store`): a document's bytes
 * and its thumbnail (docs/adr-documents.md), which stream through, up to 25 MB, so the cache (1 MB an entry) would
 * only collect and drop them, whose `Content-Disposition` is not among the headers it keeps, and whose scans of
 * identity papers are not copied into the BFF's memory or Redis; a client's personal-data ZIP (docs/adr-lgpd.md);
 * the caller's sign-ins, passkeys and second-factor status, which a sign-in changes (a recovery code spent, a passkey's
 * last use) without any write through this proxy to drop the cache.
 */
const UNCACHED_PATHS = [
  new RegExp(`^${API_FAMILIES.document.prefix}/[^/]+/(content|thumbnail)/?$`),
  routePattern(CLIENT_API.personalDataRoute),
  routePattern(ACCOUNT_SECURITY_API.signIns),
  routePattern(ACCOUNT_SECURITY_API.passkeys),
  routePattern(ACCOUNT_SECURITY_API.twoFactor),
];
/** Reference data, identical for everyone of a level: cached per level, not per user. */
const PER_LEVEL_FAMILIES = new Set(['country', 'configuration']);
/**
 * What a user the office requires a second factor of, and who has none yet, may reach: their account and the
 * set-up of an authenticator or a passkey (docs/adr-auth-and-gateway.md "Second factor"); anything else is 403.
 */
const SET_UP_PATHS = new RegExp(`^${API_FAMILIES.account.prefix}(/?$|/two-factor(/|$)|/passkey(/|$))`);
/**
 * Writes after which the sessions they touch are asked of identity again at their next request, not after the
 * session check's few seconds (docs/adr-auth-and-gateway.md "Sign out everywhere"): the caller's own
 * (sign out everywhere, a factor set up or removed), a user's (by an administrator), everyone's (the requirement).
 */
const OWN_SESSIONS_WRITES = new RegExp(
  `^${API_FAMILIES.account.prefix}/(sign-out-everywhere|two-factor/|passkey)`,
);
const USER_SESSIONS_WRITES = new RegExp(
  `^${API_FAMILIES.user.prefix}/([a-f0-9]{24})/(sign-out-everywhere|two-factor/reset)/?$`,
);
const ALL_SESSIONS_WRITES = new RegExp(`^${API_FAMILIES.configuration.prefix}/two-factor/?$`);

function sessionsTouched(path: string, caller: SessionUser): string | 'all' | undefined {
  if (OWN_SESSIONS_WRITES.test(path)) return caller.id;
  const user = USER_SESSIONS_WRITES.exec(path)?.[1];
  if (user) return user;
  return ALL_SESSIONS_WRITES.test(path) ? 'all' : undefined;
}

const SUSPICIOUS_PATH = /\/\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i;

/** A hit is the stored bytes and headers as they came, plus what says it is one (docs/adr-load-profile.md). */
function sendHit(res: Response, hit: CachedResponse) {
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('Vary', 'Cookie, Authorization, Accept-Language');
  res.setHeader('Content-Length', hit.body.length);
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
}

const INTERNAL_TOKEN_SECONDS = 60;

type ApiDeps = {
  config: BffConfig;
  sessions: SessionResolver;
  cache: ResponseCache;
  shedder: LoadShedder;
  logger: Logger;
};

/**
 * `/api/**` but the sign-in routes (auth/authRoutes.ts answers those before): guard table → a place (shedder) →
 * session → level → cache (a hit is answered here, before any proxy) → the owning service over
 * http-proxy-middleware, with the caller as a signed internal token (docs/adr-auth-and-gateway.md).
 */
export function createApiRoutes({ config, sessions, cache, shedder, logger }: ApiDeps) {
  // a signed internal token is reused for a while (it lives 60 s) so the hot path does not sign per request
  const internalTokens = new LRUCache<string, string>({
    max: 20_000,
    ttl: (INTERNAL_TOKEN_SECONDS / 2) * 1000,
  });
  const internalToken = (user: SessionUser, sid: string) => {
    const key = `${sid}:${user.id}:${user.typeUser}:${user.userName}:${user.name}`;
    let token = internalTokens.get(key);
    if (!token) {
      const { id: sub, userName, name, typeUser } = user;
      token = signInternalToken({ kind: 'user', sub, userName, name, typeUser, sid }, INTERNAL_TOKEN_SECONDS);
      internalTokens.set(key, token);
    }
    return token;
  };

  const onAnswer = (answer: { statusCode?: number; headers: Record<string, unknown> }, res: Response) => {
    const locals = res.locals;
    const status = answer.statusCode ?? 0;
    // sent before the answer reaches the browser, so its next read, through any instance, comes after it
    if (locals.invalidates && status >= 200 && status < 300) void cache.invalidate(locals.invalidates);
    const touched = locals.sessionsTouched as string | undefined;
    if (touched && status >= 200 && status < 300) {
      if (touched === 'all') sessions.forgetAll();
      else sessions.forgetUser(touched);
    }
    const plan = locals.cachePlan;
    if (!plan) return undefined;
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    if (status !== 200 || /no-store/i.test(cacheControl) || answer.headers['set-cookie']) return undefined;
    // one the cache would refuse is not collected at all
    if (Number(answer.headers['content-length'] ?? 0) > MAX_ENTRY_BYTES) return undefined;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-encoding', 'cache-control']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return (body: Buffer) => cache.store(plan, { status, headers, body });
  };

  const services = Object.keys(config.services) as ServiceName[];
  const upstreams = Object.fromEntries(
    services.map((name) => [
      name,
      createUpstream({
        target: config.services[name],
        timeoutMs: config.upstreamTimeoutMs,
        what: 'The service',
        logger,
        onAnswer,
        keepMaxBytes: MAX_ENTRY_BYTES,
        ownErrorBodies: true,
      }),
    ]),
  ) as Record<ServiceName, Upstream>;

  async function api(req: Request, res: Response, next: NextFunction) {
    const { path, method } = req;
    if (!path.startsWith('/api/')) return next();
    const { requestId } = res.locals;
    const guard = SUSPICIOUS_PATH.test(path) ? undefined : findGuard(method, path);
    if (!guard) throw AppError.notFound(`No route for ${method} ${path}`);
    await new Promise<void>((admitted, shed) => shedder.enter(res, guard.isWrite, admitted, shed));

    let user: SessionUser | undefined;
    let sessionId = '';
    if (guard.access !== 'PUBLIC') {
      const resolved = await sessions.resolve(readAccessToken(req, isSecure(res)), requestId);
      if (resolved.kind === 'unavailable') throw AppError.upstreamUnavailable('Identity is unavailable');
      if (resolved.kind !== 'user') throw AppError.unauthenticated();
      if (!hasLevel(resolved.user.typeUser, guard.access)) throw AppError.forbidden();
      if (resolved.user.twoFactorSetupRequired && !SET_UP_PATHS.test(path))
        throw AppError.forbidden('Set up a second factor first', { code: AUTH_ERROR_CODES.setupRequired });
      user = resolved.user;
      sessionId = resolved.sessionId;
      res.locals.user = user;
      if (guard.isWrite) res.locals.sessionsTouched = sessionsTouched(path, user);
    }

    const { family } = guard.route;
    if (
      method === 'GET' &&
      !UNCACHED_FAMILIES.has(family) &&
      !UNCACHED_PATHS.some((pattern) => pattern.test(path))
    ) {
      const viewer = !user
        ? 'anonymous'
        : PER_LEVEL_FAMILIES.has(family)
          ? `level:${user.typeUser}`
          : `user:${user.id}`;
      const language = (req.headers['accept-language'] ?? '').slice(0, 64);
      const { hit, plan } = await cache.lookup(family, viewer, language, req.url);
      if (hit) return sendHit(res, hit);
      res.locals.cachePlan = plan;
      res.setHeader('X-Cache', 'MISS');
    }

    // an upload's limit is its own for these routes only; a larger Content-Length never reaches the service
    const upload = findUpload(method, path);
    const maxBodyBytes = upload?.maxBytes ?? MAX_JSON_BODY_BYTES;
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) throw AppError.payloadTooLarge();

    // the browser never speaks for us: its cookies, bearer token and any internal token stay here
    delete req.headers[INTERNAL_TOKEN_HEADER];
    delete req.headers.cookie;
    delete req.headers.authorization;
    req.headers['x-request-id'] = requestId;
    if (user) req.headers[INTERNAL_TOKEN_HEADER] = internalToken(user, sessionId);
    if (guard.isWrite) res.locals.invalidates = [family, ...(guard.route.invalidates ?? [])];
    else res.locals.safeToRetry = true;
    await upstreams[guard.route.service].pass(req, res, {
      maxBodyBytes,
      serviceAnswersPastLimit: upload?.serviceCutsStream,
      // a file is read whole once it has arrived, maybe after others queued before it: the service's own refusal
      // (document.too-complex, 503 OVERLOADED) comes within this, never a 504 of ours
      answerTimeoutMs: upload ? config.uploadAnswerTimeoutMs : undefined,
    });
  }

  return Object.assign(api, { close: () => Object.values(upstreams).forEach((u) => u.close()) });
}
