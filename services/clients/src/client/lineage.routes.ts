import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { CLIENT_API, clientLineageQuerySchema } from '@linhagem/contracts';
import { read, route } from '@linhagem/service-kit';
import { clientLineage } from './clientLineage';
import { clientIdParamsSchema } from './schema';

/** The client's Lineage tab: a read of the client family's records, at its read level (the route table). */
export function clientLineageRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: CLIENT_API.lineageRoute,
      access: read('client'),
      params: clientIdParamsSchema,
      query: clientLineageQuerySchema,
    },
    ({ params, query }) => clientLineage(connection, params.id, query.generations),
  );
  return router;
}
