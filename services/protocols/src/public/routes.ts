import Router from '@koa/router';
import { z } from 'zod';
import {
  PORTAL_WRITE_LIMIT,
  PUBLIC_API,
  PUBLIC_ERROR_CODES,
  objectIdSchema,
  publicPersonBodySchema,
  sendNotificationBodySchema,
} from '@linhagem/contracts';
import { AppError, createRateLimiter, route, type Access } from '@linhagem/service-kit';
import { notifyOffice, type NotifyDeps } from '../notification/service';
import { accessGuard, type AccessLimits, type PortalCaller } from './accessGuard';
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
import { portalPixCode } from '../pix/service';

// the protocol and access code of the path are the guard's, read before these
const clientParams = z.object({ clientId: objectIdSchema }).loose();
const linkParams = z.object({ id: objectIdSchema }).loose();

/**
 * The guard, then a write counted against its protocol's `PORTAL_WRITE_LIMIT`: only a family that holds the code
 * spends its protocol's writes, and wrong codes have their own limit.
 */
function countingWrites(guard: Access<PortalCaller>): Access<PortalCaller> {
  const limiter = createRateLimiter({
    windowMs: PORTAL_WRITE_LIMIT.windowMs,
    limit: PORTAL_WRITE_LIMIT.perProtocol,
  });
  return async (ctx) => {
    const caller = await guard(ctx);
    const wait = limiter.take(String(caller.protocol._id));
    if (wait > 0)
      throw AppError.tooManyRequests('Too many changes to this protocol; try again shortly', {
        code: PUBLIC_ERROR_CODES.tooManyWrites,
        retryAfterSeconds: wait,
        details: { retryAfterSeconds: wait },
      });
    return caller;
  };
}

/**
 * spec 7 "Public portal", behind the BFF's `public` family (no session): every route opens its protocol with
 * the access code of its path first (accessGuard, the route's access), and only then reads its input.
 */
export function publicRoutes(deps: NotifyDeps, limits?: AccessLimits): Router {
  const router = new Router();
  const family = accessGuard(deps.connection, limits);
  const writingFamily = countingWrites(family);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  route(router, { method: 'get', path: PUBLIC_API.protocolRoute, access: family }, ({ caller }) =>
    publicInfo(deps.connection, caller.protocol),
  );
  route(router, { method: 'get', path: PUBLIC_API.pixRoute, access: family }, ({ caller }) =>
    portalPixCode(deps, caller.protocol),
  );
  route(router, { method: 'get', path: PUBLIC_API.clientsRoute, access: family }, ({ caller }) =>
    listPersons(deps, caller.protocol),
  );
  route(router, { method: 'get', path: PUBLIC_API.withUnderageRoute, access: family }, ({ caller }) =>
    listUnderages(deps, caller.protocol),
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_API.sendNotificationRoute,
      access: writingFamily,
      body: sendNotificationBodySchema,
    },
    ({ body, caller: { protocol }, ctx }) => {
      refuseReadOnly(protocol);
      ctx.status = 201;
      return notifyOffice(deps, protocol, body.message);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_API.clientsRoute,
      access: writingFamily,
      body: publicPersonBodySchema,
      status: 201,
    },
    ({ body, caller }) => createPerson(deps, caller.protocol, body),
  );
  route(
    router,
    {
      method: 'post',
      path: PUBLIC_API.clientRoute,
      access: writingFamily,
      params: clientParams,
      body: publicPersonBodySchema,
    },
    ({ params, body, caller }) => updatePerson(deps, caller.protocol, params.clientId, body),
  );
  route(
    router,
    { method: 'delete', path: PUBLIC_API.underageLinkRoute, access: writingFamily, params: linkParams },
    async ({ params, caller }) => {
      await removeUnderageLink(deps, caller.protocol, params.id);
    },
  );
  route(
    router,
    { method: 'delete', path: PUBLIC_API.clientRoute, access: writingFamily, params: clientParams },
    async ({ params, caller }) => {
      await removePerson(deps, caller.protocol, params.clientId);
    },
  );
  return router;
}
