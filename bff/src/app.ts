import http from 'node:http';
import express from 'express';
import { createLogger, type Logger } from '@linhagem/service-kit/core';
import type { BffConfig } from './config';
import { errorResponder } from './errors';
import { requestContext } from './http/requestContext';
import { csrfGuard } from './security/csrf';
import { createLoadShedder } from './security/loadShedder';
import { createLoginLimiter, createRedisLoginLimiter } from './security/loginLimiter';
import { createRedisResponseCache, createResponseCache } from './cache/responseCache';
import { connectRedis } from './shared/redis';
import { createIdentityClient } from './auth/identityClient';
import { createSessionResolver } from './auth/sessionResolver';
import { authRoutes } from './auth/authRoutes';
import { createApiRoutes } from './proxy/apiRoutes';
import { createFrontendGateway } from './proxy/frontendGateway';

/**
 * The gateway: same-origin entry for pages, remotes and the API (DESIGN "The shape in one picture"), one Express
 * pipeline for every path: request context → CSRF → sign-in routes → the API (guards, shedder, session, cache,
 * services) → pages and remotes, each upstream behind http-proxy-middleware; errors answered by errors.ts.
 */
export function createBffApp(config: BffConfig, logger: Logger = createLogger('bff')) {
  const identity = createIdentityClient(config.services.identity, config.upstreamTimeoutMs);
  const sessions = createSessionResolver(identity, config.jwtSecret, config.sessionCheckTtlMs);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const cache = redis ? createRedisResponseCache(redis, config.cache) : createResponseCache(config.cache);
  const limiter = redis
    ? createRedisLoginLimiter(redis, config.loginLimits)
    : createLoginLimiter(config.loginLimits);
  const shedder = createLoadShedder(config.shedding);
  const api = createApiRoutes({ config, sessions, cache, shedder, logger });
  const frontends = createFrontendGateway(config, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  app.use(requestContext(logger));
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
  app.use(api);
  app.use(frontends);
  app.use(errorResponder(logger));

  return {
    app,
    /** an HTTP server on `port` (0: a free one) answering with the pipeline */
    listen: (port: number, host: string) => {
      const server = http.createServer(app);
      if (config.devReload) server.on('upgrade', frontends.upgrade);
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
