import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { API_FAMILIES, notificationListQuerySchema, objectIdSchema } from '@linhagem/contracts';
import { authenticate, requireRead, requireWrite, validate, type Caller } from '@linhagem/service-kit';
import { listNotifications, markAllRead, markRead } from './service';

const caller = (state: Record<string, unknown>) => state.caller as Caller;
const noBody = z.object({}).strict();

/**
 * `/api/notification`: the signed-in staff member's family messages (the bell), or every one for an administrator
 * (`?scope=all`), marked read one or all at once (only the caller's own).
 */
export function notificationRoutes(connection: Connection): Router {
  const router = new Router({ prefix: API_FAMILIES.notification.prefix });
  router.use(authenticate);
  router.get(
    '/',
    requireRead('notification'),
    validate({ query: notificationListQuerySchema }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listNotifications(connection, caller(ctx.state), ctx.state.query.scope);
    },
  );
  router.post('/read-all', requireWrite('notification'), validate({ body: noBody }), async (ctx) => {
    ctx.body = await markAllRead(connection, caller(ctx.state));
  });
  router.post(
    '/:id/read',
    requireWrite('notification'),
    validate({ params: z.object({ id: objectIdSchema }).strict(), body: noBody }),
    async (ctx) => {
      ctx.body = await markRead(connection, caller(ctx.state), ctx.state.params.id);
    },
  );
  return router;
}
