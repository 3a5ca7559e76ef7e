import Router from '@koa/router';
import {
  cashEntryBodySchema,
  cashEntryFilterSchema,
  objectIdSchema,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { z } from 'zod';
import { authenticate, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import type { Connection } from 'mongoose';
import { createCashEntry, deleteCashEntry, paginateCashEntries } from './service';

/** `/api/cash-entry`: the payments, refunds and expenses of protocols; reads LIMITED, writes NORMAL. */
export function cashEntryRoutes(connection: Connection): Router {
  const router = new Router({ prefix: '/api/cash-entry' });
  router.use(authenticate);
  const caller = (state: Record<string, unknown>) => state.caller as Caller;

  router.post(
    '/pagination',
    requireLevel('LIMITED'),
    validate({ query: paginationQuerySchema, body: cashEntryFilterSchema }),
    async (ctx) => {
      ctx.body = await paginateCashEntries(connection, ctx.state.body, ctx.state.query);
    },
  );
  router.post('/', requireLevel('NORMAL'), validate({ body: cashEntryBodySchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createCashEntry(connection, caller(ctx.state), ctx.state.body);
  });
  router.delete(
    '/:id',
    requireLevel('NORMAL'),
    validate({ params: z.object({ id: objectIdSchema }).strict() }),
    async (ctx) => {
      await deleteCashEntry(connection, caller(ctx.state), ctx.state.params.id);
      ctx.status = 204;
    },
  );
  return router;
}
