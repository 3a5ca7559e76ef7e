import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { MAX_JSON_BODY_BYTES } from '@linhagem/contracts';
import { errorHandler } from './errorHandler';
import { requestContext } from './requestContext';
import { rejectOperators } from './rejectOperators';
import { createLogger, type Logger } from './logger';
import type { Database } from './database';
import { knownOfficeTimeZone } from './officeDay';

export type ServiceOptions = {
  name: string;
  /** Routers mounted after the shared middleware, in order. */
  routers: Router[];
  /** Readiness of what the service depends on, reported by GET /healthz. */
  database?: Database;
  logger?: Logger;
};

/** A Koa app with the chain every service shares: request id and log, errors, JSON body, operator guard, /healthz. */
export function createService({ name, routers, database, logger = createLogger(name) }: ServiceOptions): Koa {
  const app = new Koa();
  app.proxy = true;
  app.silent = true; // errorHandler logs what matters
  app.use(requestContext(logger));
  app.use(errorHandler(logger));
  // a multipart body (a document's upload) is the route's to stream: never parsed, never buffered here
  app.use(async (ctx, next) => {
    if (ctx.is('multipart')) ctx.disableBodyParser = true;
    await next();
  });
  app.use(
    bodyParser({
      enableTypes: ['json'],
      // a DELETE may carry a body too (turning off the authenticator asks for the password and a code)
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: `${MAX_JSON_BODY_BYTES}b`,
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  app.use(rejectOperators);
  // keeps the office's time zone fresh for code that reads it at once (knownOfficeTimeZone); never waits for it
  app.use((_ctx, next) => {
    knownOfficeTimeZone();
    return next();
  });

  const health = new Router();
  health.get('/healthz', (ctx) => {
    const ready = !database || database.connection.readyState === 1;
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable', service: name };
  });
  app.use(health.routes());
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
