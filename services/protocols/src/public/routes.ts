import Router from '@koa/router';
import { z } from 'zod';
import {
  API_FAMILIES,
  objectIdSchema,
  publicPersonBodySchema,
  sendNotificationBodySchema,
} from '@linhagem/contracts';
import { validate } from '@linhagem/service-kit';
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
 * spec 7 "Public portal", behind the BFF's `public` family (no session): every route opens its protocol with
 * the access code of its path first (accessGuard), and only then reads its input.
 */
export function publicRoutes(deps: NotifyDeps, limits?: AccessLimits): Router {
  const router = new Router({ prefix: API_FAMILIES.public.prefix });
  const guard = accessGuard(deps.connection, limits);
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
    validate({ body: sendNotificationBodySchema }),
    async (ctx) => {
      const protocol = protocolOf(ctx.state);
      refuseReadOnly(protocol);
      ctx.status = 201;
      ctx.body = await notifyOffice(deps, protocol, ctx.state.body.message);
    },
  );
  router.post(client, guard, validate({ body: publicPersonBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createPerson(deps, protocolOf(ctx.state), ctx.state.body);
  });
  router.post(
    `${client}/:clientId`,
    guard,
    clientParams,
    validate({ body: publicPersonBodySchema }),
    async (ctx) => {
      ctx.body = await updatePerson(deps, protocolOf(ctx.state), ctx.state.params.clientId, ctx.state.body);
    },
  );
  router.delete(`${client}/protocol-type-service/:id`, guard, linkParams, async (ctx) => {
    await removeUnderageLink(deps, protocolOf(ctx.state), ctx.state.params.id);
    ctx.status = 204;
  });
  router.delete(`${client}/:clientId`, guard, clientParams, async (ctx) => {
    await removePerson(deps, protocolOf(ctx.state), ctx.state.params.clientId);
    ctx.status = 204;
  });
  return router;
}
