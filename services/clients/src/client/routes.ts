import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  API_FAMILIES,
  clientAuditFilterSchema,
  clientBodySchema,
  clientFilterSchema,
  clientQuickSearchQuerySchema,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { authenticate, requireRead, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import { listClientAudit } from '../audit/service';
import { clientIdParamsSchema, clientListQuerySchema, quickSearchParamsSchema } from './schema';
import { deleteClient, getClient, listClients, paginateClients, quickSearch, saveClient } from './service';

export type ClientRoutesOptions = { protocolsUrl?: string };

/** spec 7 "Client": the client family's levels (reads LIMITED, writes NORMAL). Fixed paths come before `/:id`. */
export function clientRoutes(connection: Connection, options: ClientRoutesOptions = {}): Router {
  const router = new Router({ prefix: API_FAMILIES.client.prefix });
  router.use(authenticate);
  const read = requireRead('client');
  const write = requireWrite('client');
  const caller = (state: Record<string, unknown>) => state.caller as Caller;

  router.get('/', read, validate({ query: clientListQuerySchema }), async (ctx) => {
    ctx.body = await listClients(connection, ctx.state.query.size);
  });
  router.get(
    '/s/:limit',
    read,
    validate({ params: quickSearchParamsSchema, query: clientQuickSearchQuerySchema }),
    async (ctx) => {
      ctx.body = await quickSearch(connection, ctx.state.query.name, ctx.state.params.limit);
    },
  );
  router.post(
    '/pagination',
    read,
    validate({ query: paginationQuerySchema, body: clientFilterSchema }),
    async (ctx) => {
      ctx.body = await paginateClients(connection, ctx.state.body, ctx.state.query);
    },
  );
  router.post(
    '/audit',
    read,
    validate({ query: paginationQuerySchema, body: clientAuditFilterSchema }),
    async (ctx) => {
      ctx.body = await listClientAudit(connection, ctx.state.body, ctx.state.query);
    },
  );
  router.get('/:id', read, validate({ params: clientIdParamsSchema }), async (ctx) => {
    ctx.body = await getClient(connection, ctx.state.params.id);
  });
  router.post('/', write, validate({ body: clientBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await saveClient(connection, caller(ctx.state), ctx.state.body);
  });
  router.post(
    '/:id',
    write,
    validate({ params: clientIdParamsSchema, body: clientBodySchema }),
    async (ctx) => {
      ctx.body = await saveClient(connection, caller(ctx.state), ctx.state.body, ctx.state.params.id);
    },
  );
  router.delete('/:id', write, validate({ params: clientIdParamsSchema }), async (ctx) => {
    await deleteClient(connection, caller(ctx.state), ctx.state.params.id, options.protocolsUrl);
    ctx.status = 204;
  });
  return router;
}
