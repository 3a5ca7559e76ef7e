import Router from '@koa/router';
import {
  CASH_ENTRY_API,
  cashEntryBodySchema,
  cashEntryFilterSchema,
  objectIdSchema,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { z } from 'zod';
import { read, route, write } from '@linhagem/service-kit';
import type { Connection } from 'mongoose';
import { createCashEntry, deleteCashEntry, paginateCashEntries } from './service';

/** `/api/cash-entry`: the payments, refunds and expenses of protocols; the family's levels, reads LIMITED, writes NORMAL. */
export function cashEntryRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: CASH_ENTRY_API.pagination,
      access: read('cash-entry'),
      query: paginationQuerySchema,
      body: cashEntryFilterSchema,
    },
    ({ body, query }) => paginateCashEntries(connection, body, query),
  );
  route(
    router,
    {
      method: 'post',
      path: CASH_ENTRY_API.collection,
      access: write('cash-entry'),
      body: cashEntryBodySchema,
      status: 201,
    },
    ({ body, caller }) => createCashEntry(connection, caller, body),
  );
  route(
    router,
    {
      method: 'delete',
      path: CASH_ENTRY_API.itemRoute,
      access: write('cash-entry'),
      params: z.object({ id: objectIdSchema }).strict(),
    },
    async ({ params, caller }) => {
      await deleteCashEntry(connection, caller, params.id);
    },
  );
  return router;
}
