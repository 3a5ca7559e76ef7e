import Router from '@koa/router';
import { z } from 'zod';
import {
  forwardBodySchema,
  paginationQuerySchema,
  protocolAuditFilterSchema,
  protocolBodySchema,
  protocolFilterSchema,
  quickProtocolBodySchema,
  PROTOCOL_ACTIONS,
} from '@linhagem/contracts';
import { authenticate, listAudit, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import { dashboardFigures } from '../dashboard/service';
import { quickCreateProtocol } from '../quickCreate/service';
import { applyProtocolAction } from './actions';
import { clientIdParams, protocolIdParams } from './params';
import {
  ENTITY,
  getProtocol,
  listClientProtocols,
  paginateProtocols,
  saveProtocol,
  type Deps,
  type Kind,
} from './service';

const noBody = z.object({}).strict();

/**
 * `/api/protocol` and `/api/budget` (spec 6): reads need LIMITED, every write NORMAL. Fixed paths are
 * declared before `/:id`.
 */
export function protocolRoutes(deps: Deps, kind: Kind): Router {
  const router = new Router({ prefix: `/api/${kind}` });
  router.use(authenticate);
  const read = requireLevel('LIMITED');
  const write = requireLevel('NORMAL');
  const caller = (state: Record<string, unknown>) => state.caller as Caller;
  const { connection, remotes } = deps;

  router.post(
    '/pagination',
    read,
    validate({ query: paginationQuerySchema, body: protocolFilterSchema }),
    async (ctx) => {
      ctx.body = await paginateProtocols(connection, kind, ctx.state.body, ctx.state.query);
    },
  );
  router.post(
    '/audit',
    read,
    validate({ query: paginationQuerySchema, body: protocolAuditFilterSchema }),
    async (ctx) => {
      const { protocolId, ...filter } = ctx.state.body as z.infer<typeof protocolAuditFilterSchema>;
      ctx.body = await listAudit(connection, ENTITY, { entityId: protocolId, ...filter }, ctx.state.query);
    },
  );
  /** whom a protocol can be forwarded to: the active staff */
  router.get('/staff', write, async (ctx) => {
    ctx.body = (await remotes.staff()).map(({ id, name, userName }) => ({ id, name, userName }));
  });
  if (kind === 'protocol') {
    /** the client's Protocols tab: protocols and budgets together */
    router.get('/client/:clientId', read, validate({ params: clientIdParams }), async (ctx) => {
      ctx.body = await listClientProtocols(connection, ctx.state.params.clientId);
    });
    router.get('/dashboard', read, async (ctx) => {
      ctx.body = await dashboardFigures(deps, caller(ctx.state));
    });
  }
  router.post('/quick-create', write, validate({ body: quickProtocolBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await quickCreateProtocol(deps, caller(ctx.state), kind, ctx.state.body);
  });
  router.get('/:id', read, validate({ params: protocolIdParams }), async (ctx) => {
    ctx.body = await getProtocol(connection, caller(ctx.state), ctx.state.params.id);
  });
  router.get('/:id/financial', read, validate({ params: protocolIdParams }), async (ctx) => {
    ctx.body = (await getProtocol(connection, caller(ctx.state), ctx.state.params.id)).financial;
  });
  router.post('/', write, validate({ body: protocolBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await saveProtocol(deps, caller(ctx.state), kind, ctx.state.body);
  });
  for (const action of PROTOCOL_ACTIONS) {
    const body = action === 'forward' ? forwardBodySchema : noBody;
    router.post(`/:id/${action}`, write, validate({ params: protocolIdParams, body }), async (ctx) => {
      const userId = (ctx.state.body as { userId?: string }).userId;
      ctx.body = await applyProtocolAction(deps, caller(ctx.state), ctx.state.params.id, action, userId);
    });
  }
  router.post(
    '/:id',
    write,
    validate({ params: protocolIdParams, body: protocolBodySchema }),
    async (ctx) => {
      ctx.body = await saveProtocol(deps, caller(ctx.state), kind, ctx.state.body, ctx.state.params.id);
    },
  );
  return router;
}
