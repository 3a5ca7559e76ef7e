import Router from '@koa/router';
import { z } from 'zod';
import {
  API_FAMILIES,
  PORTAL_WRITE_LIMIT,
  PUBLIC_ERROR_CODES,
  objectIdSchema,
  publicPersonBodySchema,
  sendNotificationBodySchema,
} from '@linhagem/contracts';
import type { Context, Next } from 'koa';
import { AppError, createRateLimiter, validate } from '@linhagem/service-kit';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { accessGuard, type AccessLimits, type PublicState } from './accessGuard';
import {
  createPerson,
  listPersons,
  listUnderages,
  refuseReadOnly,
  removePerson,
  removeUnderageLink,
  updatePerson,
} from './persons';
import { publicInfo } from './publicInfo';

const clientParams = validate({ params: z.object({ clientId: objectIdSchema }).loose() });
const linkParams = validate({ params: z.object({ id: objectIdSchema }).loose() });
const protocolOf = (state: unknown) => (state as PublicState).protocol;

/**
 * Counts a write against its protocol's `PORTAL_WRITE_LIMIT`, after the guard: only a family that holds the code
 * spends its protocol's writes, and wrong codes have their own limit.
 */
function writeLimit() {
  const limiter = createRateLimiter({
    windowMs: PORTAL_WRITE_LIMIT.windowMs,
    limit: PORTAL_WRITE_LIMIT.perProtocol,
  });
  return async (ctx: Context, next: Next) => {
    const wait = limiter.take(String(protocolOf(ctx.state)._id));
    if (wait > 0)
      throw AppError.tooManyRequests('Too many changes to this protocol; try again shortly', {
        code: PUBLIC_ERROR_CODES.tooManyWrites,
        retryAfterSeconds: wait,
        details: { retryAfterSeconds: wait },
      });
    await next();
  };
}

/**
 * spec 7 "Public portal", behind the BFF's `public` family (no session): every route opens its protocol with
 * the access code of its path first (accessGuard), and only then reads its input.
 */
export function publicRoutes(deps: NotifyDeps, limits?: AccessLimits): Router {
  const router = new Router({ prefix: API_FAMILIES.public.prefix });
  const guard = accessGuard(deps.connection, limits);
  const write = writeLimit();
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  const client = '/client/:protocolId/:accessCode';

  router.get('/protocol/:protocolId/:accessCode', guard, async (ctx) => {
    ctx.body = await publicInfo(deps.connection, protocolOf(ctx.state));
  });
  router.get(client, guard, async (ctx) => {
    ctx.body = await listPersons(deps, protocolOf(ctx.state));
  });
  router.get(`${client}/with-underage`, guard, async (ctx) => {
    ctx.body = await listUnderages(deps, protocolOf(ctx.state));
  });
  router.post(
    `${client}/send-notification`,
    guard,
    write,
    validate({ body: sendNotificationBodySchema }),
    async (ctx) => {
      const protocol = protocolOf(ctx.state);
      refuseReadOnly(protocol);
      ctx.status = 201;
      ctx.body = await notifyOffice(deps, protocol, ctx.state.body.message);
    },
  );
  router.post(client, guard, write, validate({ body: publicPersonBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createPerson(deps, protocolOf(ctx.state), ctx.state.body);
  });
  router.post(
    `${client}/:clientId`,
    guard,
    write,
    clientParams,
    validate({ body: publicPersonBodySchema }),
    async (ctx) => {
      ctx.body = await updatePerson(deps, protocolOf(ctx.state), ctx.state.params.clientId, ctx.state.body);
    },
  );
  router.delete(`${client}/protocol-type-service/:id`, guard, write, linkParams, async (ctx) => {
    await removeUnderageLink(deps, protocolOf(ctx.state), ctx.state.params.id);
    ctx.status = 204;
  });
  router.delete(`${client}/:clientId`, guard, write, clientParams, async (ctx) => {
    await removePerson(deps, protocolOf(ctx.state), ctx.state.params.clientId);
    ctx.status = 204;
  });
  return router;
}
