import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import { createLogger, type Logger } from '@linhagem/service-kit';
import type { BffConfig } from './config';
import { errorResponder } from './errors';
import { securityHeaders } from './security/headers';
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

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** access codes travel in public portal paths; they never reach the log */
const PUBLIC_PATH = /^(\/api\/public\/[^/]+\/[^/]+\/)[^/]+/;

function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id') ?? '';
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.path === '/healthz') return;
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.path.replace(PUBLIC_PATH, '$1***'),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        user: (res.locals.user as { userName?: string } | undefined)?.userName,
        cache: res.getHeader('x-cache'),
      });
    });
    next();
  };
}

/** The gateway: same-origin entry for pages, remotes and the API (DESIGN "The shape in one picture"). */
export function createBffApp(config: BffConfig, logger: Logger = createLogger('bff')) {
  const identity = createIdentityClient(config.services.identity, config.upstreamTimeoutMs);
  const sessions = createSessionResolver(identity, config.jwtSecret, config.sessionCheckTtlMs);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const cache = redis ? createRedisResponseCache(redis, config.cache) : createResponseCache(config.cache);
  const limiter = redis
    ? createRedisLoginLimiter(redis, config.loginLimits)
    : createLoginLimiter(config.loginLimits);
  const api = createApiGateway(config, sessions, cache);
  const frontends = createFrontendGateway(config);
  const shedder = createLoadShedder(config.shedding);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.use(requestLog(logger));
  app.use(securityHeaders());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', service: 'bff' });
  });
  // the config does not change while the BFF runs: the answer is built once
  const remotes = { remotes: config.remotes.map((r) => ({ name: r.name, entry: r.manifest })) };
  app.get('/mf-remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes);
  });

  app.use(csrfGuard);
  app.use(cookieParser());
  app.use(authRoutes({ config, identity, sessions, limiter }));
  // proxies stream the body untouched: no body parser runs before them
  app.use(shedder);
  app.use(api);
  app.use(frontends);

  app.use(errorResponder(logger));

  return {
    app,
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
