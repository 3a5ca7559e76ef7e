import Router from '@koa/router';
import { PROTOCOL_KIND_API, protocolServiceBodySchema } from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';
import { protocolIdParams, protocolServiceParams } from '../protocol/params';
import type { Deps, Kind } from '../protocol/service';
import { addProtocolService, removeProtocolService, repriceProtocolService } from './service';

/** The services of a protocol or budget (spec 2 "add service"), under the kind's prefix: every route writes. */
export function protocolServiceRoutes(deps: Deps, kind: Kind): Router {
  const paths = PROTOCOL_KIND_API[kind];
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: paths.servicesRoute,
      access: write(kind),
      params: protocolIdParams,
      body: protocolServiceBodySchema,
    },
    ({ params, body, caller }) => addProtocolService(deps, caller, params.id, body),
  );
  route(
    router,
    { method: 'delete', path: paths.serviceRoute, access: write(kind), params: protocolServiceParams },
    ({ params, caller }) => removeProtocolService(deps, caller, params.id, params.serviceId),
  );
  route(
    router,
    { method: 'post', path: paths.repriceRoute, access: write(kind), params: protocolServiceParams },
    ({ params, caller }) => repriceProtocolService(deps, caller, params.id, params.serviceId),
  );
  return router;
}
