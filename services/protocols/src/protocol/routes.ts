import Router from '@koa/router';
import { z } from 'zod';
import {
  PROTOCOL_API,
  PROTOCOL_KIND_API,
  forwardBodySchema,
  paginationQuerySchema,
  protocolAuditFilterSchema,
  protocolBodySchema,
  protocolFilterSchema,
  quickProtocolBodySchema,
  PROTOCOL_ACTIONS,
} from '@linhagem/contracts';
import { listAudit, read, route, write } from '@linhagem/service-kit';
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
 * `/api/protocol` and `/api/budget` (spec 6): the kind's family levels, reads LIMITED and every write NORMAL.
 * Fixed paths are declared before `/:id`.
 */
export function protocolRoutes(deps: Deps, kind: Kind): Router {
  const router = new Router();
  const paths = PROTOCOL_KIND_API[kind];
  const { connection, remotes } = deps;

  route(
    router,
    {
      method: 'post',
      path: paths.pagination,
      access: read(kind),
      query: paginationQuerySchema,
      body: protocolFilterSchema,
    },
    ({ body, query }) => paginateProtocols(connection, kind, body, query),
  );
  route(
    router,
    {
      method: 'post',
      path: paths.audit,
      access: read(kind),
      query: paginationQuerySchema,
      body: protocolAuditFilterSchema,
    },
    ({ body: { protocolId, ...filter }, query }) =>
      listAudit(connection, ENTITY, { entityId: protocolId, ...filter }, query),
  );
  /** whom a protocol can be forwarded to: the active staff, for who may forward (a write) */
  route(router, { method: 'get', path: paths.staff, access: write(kind) }, async () =>
    (await remotes.staff()).map(({ id, name, userName }) => ({ id, name, userName })),
  );
  if (kind === 'protocol') {
    /** the client's Protocols tab: protocols and budgets together */
    route(
      router,
      {
        method: 'get',
        path: PROTOCOL_API.clientProtocolsRoute,
        access: read('protocol'),
        params: clientIdParams,
      },
      ({ params }) => listClientProtocols(connection, params.clientId),
    );
    route(router, { method: 'get', path: PROTOCOL_API.dashboard, access: read('protocol') }, ({ caller }) =>
      dashboardFigures(deps, caller),
    );
  }
  route(
    router,
    {
      method: 'post',
      path: paths.quickCreate,
      access: write(kind),
      body: quickProtocolBodySchema,
      status: 201,
    },
    ({ body, caller }) => quickCreateProtocol(deps, caller, kind, body),
  );
  route(
    router,
    { method: 'get', path: paths.itemRoute, access: read(kind), params: protocolIdParams },
    ({ params, caller }) => getProtocol(connection, caller, params.id),
  );
  route(
    router,
    { method: 'get', path: paths.financialRoute, access: read(kind), params: protocolIdParams },
    async ({ params, caller }) => (await getProtocol(connection, caller, params.id)).financial,
  );
  route(
    router,
    { method: 'post', path: paths.collection, access: write(kind), body: protocolBodySchema, status: 201 },
    ({ body, caller }) => saveProtocol(deps, caller, kind, body),
  );
  for (const action of PROTOCOL_ACTIONS) {
    if (action === 'forward')
      route(
        router,
        {
          method: 'post',
          path: paths.actionRoute(action),
          access: write(kind),
          params: protocolIdParams,
          body: forwardBodySchema,
        },
        ({ params, body, caller }) => applyProtocolAction(deps, caller, params.id, action, body.userId),
      );
    else
      route(
        router,
        {
          method: 'post',
          path: paths.actionRoute(action),
          access: write(kind),
          params: protocolIdParams,
          body: noBody,
        },
        ({ params, caller }) => applyProtocolAction(deps, caller, params.id, action),
      );
  }
  route(
    router,
    {
      method: 'post',
      path: paths.itemRoute,
      access: write(kind),
      params: protocolIdParams,
      body: protocolBodySchema,
    },
    ({ params, body, caller }) => saveProtocol(deps, caller, kind, body, params.id),
  );
  return router;
}
