import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import {
  AUTH_ROUTES,
  MAX_JSON_BODY_BYTES,
  hasLevel,
  type ServiceName,
  type SessionUser,
} from '@linhagem/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, signInternalToken, type Logger } from '@linhagem/service-kit/core';
import type { BffConfig } from '../config';
import { readAccessToken } from '../auth/cookies';
import type { SessionResolver } from '../auth/sessionResolver';
import type { CachedResponse, ResponseCache } from '../cache/responseCache';
import { sendError } from '../errors';
import { isSecure, type BffResponse } from '../http/exchange';
import { UPLOAD_ROUTES, findGuard, type Guard } from '../routes/guardTable';
import { csrfRefusal } from '../security/csrf';
import type { LoadShedder } from '../security/loadShedder';
import { createUpstreamProxy, type UpstreamProxy } from './createUpstreamProxy';

/** Families whose GETs are never cached: the public portal reads live case data by access code. */
const UNCACHED_FAMILIES = new Set(['public']);
/** Reference data, identical for everyone of a level: cached per level, not per user. */
const PER_LEVEL_FAMILIES = new Set(['country', 'configuration']);
const SUSPICIOUS_PATH = /\/\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i;
/** `/api/` paths the BFF answers itself, in Express (auth/authRoutes.ts). */
const EXPRESS_API_PATHS = new Set<string>([AUTH_ROUTES.currentUser, AUTH_ROUTES.refresh]);

/** A hit is the stored bytes and headers as they came, plus what says it is one (docs/adr-load-profile.md). */
function sendHit(res: BffResponse, hit: CachedResponse) {
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('Vary', 'Cookie, Authorization, Accept-Language');
  res.setHeader('Content-Length', hit.body.length);
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
}

const INTERNAL_TOKEN_SECONDS = 60;

type GatewayDeps = {
  config: BffConfig;
  sessions: SessionResolver;
  cache: ResponseCache;
  shedder: LoadShedder;
  logger: Logger;
};

/** `/api/**` but sign-in: the plain node handler that answers the API (`handle`). */
export function createApiGateway({ config, sessions, cache, shedder, logger }: GatewayDeps) {
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

  const onResponse = (proxyRes: IncomingMessage, res: BffResponse) => {
    const locals = res.locals;
    const status = proxyRes.statusCode ?? 0;
    // sent before the answer reaches the browser, so its next read, through any instance, comes after it
    if (locals.invalidates && status >= 200 && status < 300) void cache.invalidate(locals.invalidates);
    const plan = locals.cachePlan;
    if (!plan) return undefined;
    const cacheControl = String(proxyRes.headers['cache-control'] ?? '');
    if (status !== 200 || /no-store/i.test(cacheControl) || proxyRes.headers['set-cookie']) return undefined;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-encoding', 'cache-control']) {
      const value = proxyRes.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return (body: Buffer) => cache.store(plan, { status, headers, body });
  };

  const proxies = Object.fromEntries(
    (Object.keys(config.services) as ServiceName[]).map((name) => [
      name,
      createUpstreamProxy({
        target: config.services[name],
        timeoutMs: config.upstreamTimeoutMs,
        what: 'The service',
        onResponse,
        ownErrorBodies: true,
      }),
    ]),
  ) as Record<ServiceName, UpstreamProxy>;

  /** Every `/api/` path but the sign-in ones Express answers (matched as its router does: any case, a trailing `/`). */
  const owns = (path: string) =>
    path.startsWith('/api/') && !EXPRESS_API_PATHS.has(path.toLowerCase().replace(/\/$/, ''));

  async function serve(req: IncomingMessage, res: BffResponse) {
    const { path, requestId, protocol } = res.locals;
    const method = req.method ?? '';
    const refusal = csrfRefusal(req, path, protocol);
    if (refusal) throw refusal;
    const guard: Guard | undefined = SUSPICIOUS_PATH.test(path) ? undefined : findGuard(method, path);
    if (!guard) throw AppError.notFound(`No route for ${method} ${path}`);
    await new Promise<void>((admitted, shed) => shedder.enter(res, guard.isWrite, admitted, shed));

    let user: SessionUser | undefined;
    let sessionId = '';
    if (guard.access !== 'PUBLIC') {
      const resolved = await sessions.resolve(readAccessToken(req, isSecure(res)), requestId);
      if (resolved.kind === 'unavailable') throw AppError.upstreamUnavailable('Identity is unavailable');
      if (resolved.kind !== 'user') throw AppError.unauthenticated();
      if (!hasLevel(resolved.user.typeUser, guard.access)) throw AppError.forbidden();
      user = resolved.user;
      sessionId = resolved.sessionId;
      res.locals.user = user;
    }

    const { family } = guard.route;
    const url = req.url ?? path;
    if (method === 'GET' && !UNCACHED_FAMILIES.has(family)) {
      const viewer = !user
        ? 'anonymous'
        : PER_LEVEL_FAMILIES.has(family)
          ? `level:${user.typeUser}`
          : `user:${user.id}`;
      const language = (req.headers['accept-language'] ?? '').slice(0, 64);
      const { hit, plan } = await cache.lookup(family, viewer, language, url);
      if (hit) return sendHit(res, hit);
      res.locals.cachePlan = plan;
      res.setHeader('X-Cache', 'MISS');
    }

    const upload = UPLOAD_ROUTES.find((u) => u.method === method && u.path.test(path));
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
    proxies[guard.route.service](req, res, (error) => sendError(res, error, logger), {
      path: url,
      maxBodyBytes,
    });
  }

  /**
   * `/api/**` without Express (docs/adr-load-profile.md, fourth pass): CSRF → guard table → a place (shedder) →
   * session → level → cache → the owning service. Answers and returns true for the paths it owns.
   */
  function handle(req: IncomingMessage, res: BffResponse): boolean {
    if (!owns(res.locals.path)) return false;
    serve(req, res).catch((error: unknown) => sendError(res, error, logger));
    return true;
  }

  return { handle, close: () => Object.values(proxies).forEach((p) => p.close()) };
}
export type ApiGateway = ReturnType<typeof createApiGateway>;
