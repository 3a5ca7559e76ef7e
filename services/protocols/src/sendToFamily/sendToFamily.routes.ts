import Router from '@koa/router';
import { SEND_TO_FAMILY_API, sendToFamilyBodySchema } from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';
import type { NotifyDeps } from '../notification/service';
import { protocolIdParams } from '../protocol/params';
import { sendToFamily } from './sendToFamily';

/** Where a link to the office's pages starts when the staff page's origin is unknown (a test, a script). */
const FALLBACK_BASE_URL = 'http://localhost:8080';

/** `POST /api/protocol/{id}/send-to-family` (NORMAL: a write of the case, it leaves a timeline entry). */
export function sendToFamilyRoutes(deps: NotifyDeps): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: SEND_TO_FAMILY_API.sendToFamilyRoute,
      access: write('protocol'),
      params: protocolIdParams,
      body: sendToFamilyBodySchema,
    },
    ({ ctx, caller, params, body }) =>
      sendToFamily(deps, {
        caller,
        protocolId: params.id,
        channel: body.channel,
        baseUrl: process.env.PUBLIC_BASE_URL || ctx.get('origin') || FALLBACK_BASE_URL,
      }),
  );
  return router;
}
