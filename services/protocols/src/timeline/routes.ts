import Router from '@koa/router';
import { PROTOCOL_KIND_API, staffNotificationBodySchema } from '@linhagem/contracts';
import { read, route, write } from '@linhagem/service-kit';
import { protocolIdParams } from '../protocol/params';
import { findProtocol, type Kind } from '../protocol/service';
import { mailToFamily, type NotifyDeps } from '../notification/service';
import { listTimeline, sendStaffNotification } from './service';

/** The case's timeline and the office's notifications to the family, under the kind's prefix. */
export function timelineRoutes(deps: NotifyDeps, kind: Kind): Router {
  const { connection } = deps;
  const paths = PROTOCOL_KIND_API[kind];
  const router = new Router();
  route(
    router,
    { method: 'get', path: paths.timelineRoute, access: read(kind), params: protocolIdParams },
    async ({ params }) => listTimeline(connection, await findProtocol(connection, params.id)),
  );
  route(
    router,
    {
      method: 'post',
      path: paths.notificationRoute,
      access: write(kind),
      params: protocolIdParams,
      body: staffNotificationBodySchema,
      status: 201,
    },
    async ({ params, body, caller }) =>
      mailToFamily(deps, await sendStaffNotification(connection, caller, params.id, body.message)),
  );
  return router;
}
