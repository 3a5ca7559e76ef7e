import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { NOTIFICATION_API, notificationListQuerySchema, objectIdSchema } from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { listNotifications, markAllRead, markRead } from './service';

const noBody = z.object({}).strict();

/**
 * `/api/notification`: the signed-in staff member's family messages (the bell), or every one for an administrator
 * (`?scope=all`), marked read one or all at once (only the caller's own).
 */
export function notificationRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: NOTIFICATION_API.list,
      access: read('notification'),
      query: notificationListQuerySchema,
    },
    ({ query, caller, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return listNotifications(connection, caller, query.scope);
    },
  );
  route(
    router,
    { method: 'post', path: NOTIFICATION_API.readAll, access: write('notification'), body: noBody },
    ({ caller }) => markAllRead(connection, caller),
  );
  route(
    router,
    {
      method: 'post',
      path: NOTIFICATION_API.readRoute,
      access: write('notification'),
      params: z.object({ id: objectIdSchema }).strict(),
      body: noBody,
    },
    ({ params, caller }) => markRead(connection, caller, params.id),
  );
  return router;
}
