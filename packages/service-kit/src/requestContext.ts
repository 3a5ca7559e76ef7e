import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Gives every request an id (the BFF's, when it sent one) and logs one line when it ends. */
export function requestContext(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (ctx.path !== '/healthz') {
        logger.info('request', {
          requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          user: (ctx.state.caller as { userName?: string } | undefined)?.userName,
        });
      }
    }
  };
}
