import Router from '@koa/router';
import { staffNotificationBodySchema } from '@linhagem/contracts';
import { authenticate, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import { findProtocol } from '../protocol/service';
import { mailToFamily, type NotifyDeps } from '../notification/service';
import { listTimeline, sendStaffNotification } from './service';

/** The case's timeline and the office's notifications to the family, under both prefixes. */
export function timelineRoutes(deps: NotifyDeps, prefix: '/api/protocol' | '/api/budget'): Router {
  const { connection } = deps;
  const router = new Router({ prefix });
  router.use(authenticate);
  const caller = (state: Record<string, unknown>) => state.caller as Caller;

  router.get(
    '/:id/timeline',
    requireLevel('LIMITED'),
    validate({ params: protocolIdParams }),
    async (ctx) => {
      ctx.body = await listTimeline(connection, await findProtocol(connection, ctx.state.params.id));
    },
  );
  router.post(
    '/:id/notification',
    requireLevel('NORMAL'),
    validate({ params: protocolIdParams, body: staffNotificationBodySchema }),
    async (ctx) => {
      ctx.status = 201;
      const event = await sendStaffNotification(
        connection,
        caller(ctx.state),
        ctx.state.params.id,
        ctx.state.body.message,
      );
      ctx.body = await mailToFamily(deps, event);
    },
  );
  return router;
}
