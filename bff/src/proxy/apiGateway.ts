import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { MAX_JSON_BODY_BYTES, hasLevel, type ServiceName, type SessionUser } from '@linhagem/contracts';
import { AppError, INTERNAL_TOKEN_HEADER, signInternalToken } from '@linhagem/service-kit';
import type { BffConfig } from '../config';
import type { SessionResolver } from '../auth/sessionResolver';
import type { CachedResponse, CachePlan, ResponseCache } from '../cache/responseCache';
import { UPLOAD_ROUTES, findGuard, type Guard } from '../routes/guardTable';
import type { SheddingLocals } from '../security/loadShedder';
import { createUpstreamProxy, type UpstreamProxy } from './createUpstreamProxy';

/** Families whose GETs are never cached: the public portal reads live case data by access code. */
const UNCACHED_FAMILIES = new Set(['public']);
/** Reference data, identical for everyone of a level: cached per level, not per user. */
const PER_LEVEL_FAMILIES = new Set(['country', 'configuration']);
const SUSPICIOUS_PATH = /\/\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i;

type Locals = SheddingLocals & { cachePlan?: CachePlan; invalidates?: string[] };

/** A hit is the stored bytes and headers as they came, plus what says it is one (docs/adr-load-profile.md). */
function sendHit(res: Response, hit: CachedResponse) {
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('Vary', 'Cookie, Authorization, Accept-Language');
  res.setHeader('Content-Length', hit.body.length);
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
}

const INTERNAL_TOKEN_SECONDS = 60;

/** `/api/**`: guard table → session → level → cache → proxy to the owning service. */
export function createApiGateway(config: BffConfig, sessions: SessionResolver, cache: ResponseCache) {
  // a signed internal token is reused for a while (it lives 60 s) so the hot path does not sign per request
  const internalTokens = new LRUCache<string, string>({
    max: 20_000,
    ttl: (INTERNAL_TOKEN_SECONDS / 2) * 1000,
  });
  const internalToken = (user: SessionUser) => {
    const key = `${user.id}:${user.typeUser}:${user.userName}:${user.name}`;
    let token = internalTokens.get(key);
    if (!token) {
      token = signInternalToken(
        { kind: 'user', sub: user.id, userName: user.userName, name: user.name, typeUser: user.typeUser },
        INTERNAL_TOKEN_SECONDS,
      );
      internalTokens.set(key, token);
    }
    return token;
  };

  const onResponse = (proxyRes: IncomingMessage, _req: Request, res: Response) => {
    const locals = res.locals as Locals;
    const status = proxyRes.statusCode ?? 0;
    // sent before the answer reaches the browser, so its next read, through any instance, comes after it
    if (locals.invalidates && status >= 200 && status < 300) void cache.invalidate(locals.invalidates);
    const plan = locals.cachePlan;
    if (!plan) return;
    const cacheControl = String(proxyRes.headers['cache-control'] ?? '');
    if (status !== 200 || /no-store/i.test(cacheControl) || proxyRes.headers['set-cookie']) return;
    const chunks: Buffer[] = [];
    proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
    proxyRes.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-encoding', 'cache-control']) {
        const value = proxyRes.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      cache.store(plan, { status, headers, body: Buffer.concat(chunks) });
    });
  };

  const proxies = Object.fromEntries(
    (Object.keys(config.services) as ServiceName[]).map((name) => [
      name,
      createUpstreamProxy({
        target: config.services[name],
        timeoutMs: config.upstreamTimeoutMs,
        what: 'The service',
        onResponse,
      }),
    ]),
  ) as Record<ServiceName, UpstreamProxy>;

  async function gateway(req: Request, res: Response, next: NextFunction) {
    if (!req.path.startsWith('/api/')) return next();
    const requestId = res.locals.requestId as string;
    const guard: Guard | undefined = SUSPICIOUS_PATH.test(req.path)
      ? undefined
      : findGuard(req.method, req.path);
    if (!guard) throw AppError.notFound(`No route for ${req.method} ${req.path}`);

    let user: SessionUser | undefined;
    if (guard.access !== 'PUBLIC') {
      const resolved = await sessions.resolve(req, requestId);
      if (resolved.kind === 'unavailable') throw AppError.upstreamUnavailable('Identity is unavailable');
      if (resolved.kind !== 'user') throw AppError.unauthenticated();
      if (!hasLevel(resolved.user.typeUser, guard.access)) throw AppError.forbidden();
      user = resolved.user;
      res.locals.user = user;
    }

    const { family } = guard.route;
    const locals = res.locals as Locals;
    if (req.method === 'GET' && !UNCACHED_FAMILIES.has(family)) {
      const viewer = !user
        ? 'anonymous'
        : PER_LEVEL_FAMILIES.has(family)
          ? `level:${user.typeUser}`
          : `user:${user.id}`;
      const language = (req.headers['accept-language'] ?? '').slice(0, 64);
      const { hit, plan } = await cache.lookup(family, viewer, language, req.originalUrl);
      if (hit) return sendHit(res, hit);
      locals.cachePlan = plan;
      res.setHeader('X-Cache', 'MISS');
    }

    const upload = UPLOAD_ROUTES.find((u) => u.method === req.method && u.path.test(req.path));
    const maxBodyBytes = upload?.maxBytes ?? MAX_JSON_BODY_BYTES;
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) throw AppError.payloadTooLarge();

    // the browser never speaks for us: its cookies, bearer token and any internal token stay here
    delete req.headers[INTERNAL_TOKEN_HEADER];
    delete req.headers.cookie;
    delete req.headers.authorization;
    req.headers['x-request-id'] = requestId;
    if (user) req.headers[INTERNAL_TOKEN_HEADER] = internalToken(user);
    if (guard.isWrite) locals.invalidates = [family, ...(guard.route.invalidates ?? [])];
    else locals.safeToRetry = true;
    proxies[guard.route.service](req, res, next, { maxBodyBytes });
  }

  return Object.assign(gateway, { close: () => Object.values(proxies).forEach((p) => p.close()) });
}
