import Router from '@koa/router';
import { protocolServiceBodySchema } from '@linhagem/contracts';
import { authenticate, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import { protocolIdParams, protocolServiceParams } from '../protocol/params';
import type { Deps } from '../protocol/service';
import { addProtocolService, removeProtocolService, repriceProtocolService } from './service';

/** The services of a protocol or budget (spec 2 "add service"), under both prefixes: every route writes (NORMAL). */
export function protocolServiceRoutes(deps: Deps, prefix: '/api/protocol' | '/api/budget'): Router {
  const router = new Router({ prefix });
  router.use(authenticate);
  const write = requireLevel('NORMAL');
  const caller = (state: Record<string, unknown>) => state.caller as Caller;

  router.post(
    '/:id/service',
    write,
    validate({ params: protocolIdParams, body: protocolServiceBodySchema }),
    async (ctx) => {
      ctx.body = await addProtocolService(deps, caller(ctx.state), ctx.state.params.id, ctx.state.body);
    },
  );
  router.delete(
    '/:id/service/:serviceId',
    write,
    validate({ params: protocolServiceParams }),
    async (ctx) => {
      const { id, serviceId } = ctx.state.params;
      ctx.body = await removeProtocolService(deps, caller(ctx.state), id, serviceId);
    },
  );
  router.post(
    '/:id/service/:serviceId/re-price',
    write,
    validate({ params: protocolServiceParams }),
    async (ctx) => {
      const { id, serviceId } = ctx.state.params;
      ctx.body = await repriceProtocolService(deps, caller(ctx.state), id, serviceId);
    },
  );
  return router;
}
