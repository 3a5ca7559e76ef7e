import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  BACKUP_NOTICE_INTERNAL,
  NOTIFICATION_API,
  backupFailedBodySchema,
  notificationListQuerySchema,
  objectIdSchema,
} from '@linhagem/contracts';
import { internal, read, route, write } from '@linhagem/service-kit';
import { noticeBackupFailed } from './backupFailed';
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
  /** `npm start`'s daily backup failed (scripts/backup/schedule.ts): the administrators' bell. */
  route(
    router,
    {
      method: 'post',
      path: BACKUP_NOTICE_INTERNAL.backupFailedPath,
      access: internal,
      body: backupFailedBodySchema,
    },
    ({ body }) => noticeBackupFailed(connection, body),
  );
  return router;
}
