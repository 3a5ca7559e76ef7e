import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CLIENT_API,
  clientAuditFilterSchema,
  clientBodySchema,
  clientFilterSchema,
  clientQuickSearchQuerySchema,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { listClientAudit } from '../audit/service';
import { clientIdParamsSchema, clientListQuerySchema, quickSearchParamsSchema } from './schema';
import { deleteClient, getClient, listClients, paginateClients, quickSearch, saveClient } from './service';

export type ClientRoutesOptions = { protocolsUrl?: string };

/** spec 7 "Client": the client family's levels (reads LIMITED, writes NORMAL). Fixed paths come before `/:id`. */
export function clientRoutes(connection: Connection, options: ClientRoutesOptions = {}): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: CLIENT_API.collection, access: read('client'), query: clientListQuerySchema },
    ({ query }) => listClients(connection, query.size),
  );
  route(
    router,
    {
      method: 'get',
      path: CLIENT_API.quickSearchRoute,
      access: read('client'),
      params: quickSearchParamsSchema,
      query: clientQuickSearchQuerySchema,
    },
    ({ params, query }) => quickSearch(connection, query.name, params.limit),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.pagination,
      access: read('client'),
      query: paginationQuerySchema,
      body: clientFilterSchema,
    },
    ({ body, query }) => paginateClients(connection, body, query),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.audit,
      access: read('client'),
      query: paginationQuerySchema,
      body: clientAuditFilterSchema,
    },
    ({ body, query }) => listClientAudit(connection, body, query),
  );
  route(
    router,
    { method: 'get', path: CLIENT_API.itemRoute, access: read('client'), params: clientIdParamsSchema },
    ({ params }) => getClient(connection, params.id),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.collection,
      access: write('client'),
      body: clientBodySchema,
      status: 201,
    },
    ({ body, caller }) => saveClient(connection, caller, body),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.itemRoute,
      access: write('client'),
      params: clientIdParamsSchema,
      body: clientBodySchema,
    },
    ({ params, body, caller }) => saveClient(connection, caller, body, params.id),
  );
  route(
    router,
    { method: 'delete', path: CLIENT_API.itemRoute, access: write('client'), params: clientIdParamsSchema },
    async ({ params, caller }) => {
      await deleteClient(connection, caller, params.id, options.protocolsUrl);
    },
  );
  return router;
}
