import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import { AppError, createLogger, type Logger } from '@linhagem/service-kit/core';
import type { BffConfig } from './config';
import { errorResponder, sendError } from './errors';
import { exchangeStarter } from './http/exchange';
import { csrfGuard } from './security/csrf';
import { createLoadShedder } from './security/loadShedder';
import { createLoginLimiter, createRedisLoginLimiter } from './security/loginLimiter';
import { createRedisResponseCache, createResponseCache } from './cache/responseCache';
import { connectRedis } from './shared/redis';
import { createIdentityClient } from './auth/identityClient';
import { createSessionResolver } from './auth/sessionResolver';
import { authRoutes } from './auth/authRoutes';
import { createApiGateway } from './proxy/apiGateway';
import { createFrontendGateway } from './proxy/frontendGateway';
import { createDevReloadTunnel } from './proxy/devReload';

/**
 * The gateway: same-origin entry for pages, remotes and the API (DESIGN "The shape in one picture"). The API but
 * sign-in is answered by plain node handlers (proxy/apiGateway.ts), everything else by Express; both start the
 * same way (http/exchange.ts) and answer errors the same way (errors.ts `sendError`).
 */
export function createBffApp(config: BffConfig, logger: Logger = createLogger('bff')) {
  const identity = createIdentityClient(config.services.identity, config.upstreamTimeoutMs);
  const sessions = createSessionResolver(identity, config.jwtSecret, config.sessionCheckTtlMs);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const cache = redis ? createRedisResponseCache(redis, config.cache) : createResponseCache(config.cache);
  const limiter = redis
    ? createRedisLoginLimiter(redis, config.loginLimits)
    : createLoginLimiter(config.loginLimits);
  const frontends = createFrontendGateway(config);
  const shedder = createLoadShedder(config.shedding);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  const beginExchange = exchangeStarter(
    logger,
    app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  );
  const api = createApiGateway({ config, sessions, cache, shedder, logger });

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', service: 'bff' });
  });
  // the config does not change while the BFF runs: the answer is built once
  const remotes = { remotes: config.remotes.map((r) => ({ name: r.name, entry: r.manifest })) };
  app.get('/mf-remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes);
  });

  app.use(csrfGuard);
  app.use(authRoutes({ config, identity, sessions, limiter }));
  // proxies stream the body untouched: no body parser runs before them
  app.use(frontends);
  app.use(errorResponder(logger));

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const exchange = beginExchange(req, res);
    // a path, as browsers send (RFC 9112 3.2.1): an absolute or `*` target is not routed, by either path
    if (!req.url?.startsWith('/'))
      return sendError(exchange, AppError.badRequest('Bad request target'), logger);
    if (!api.handle(req, exchange)) app(req, exchange);
  };

  return {
    handler,
    /** an HTTP server on `port` (0: a free one) answering with `handler` */
    listen: (port: number, host: string) => {
      const server = http.createServer(handler);
      if (config.devReload) server.on('upgrade', createDevReloadTunnel(config));
      return server.listen(port, host);
    },
    cache,
    redis,
    shedder,
    close() {
      api.close();
      frontends.close();
      shedder.close();
      redis?.disconnect();
    },
  };
}
export type BffApp = ReturnType<typeof createBffApp>;
