import Router from '@koa/router';
import { Types, type Connection } from 'mongoose';
import { z } from 'zod';
import {
  PROTOCOLS_INTERNAL,
  objectIdText,
  type ClientProtocolCount,
  type TypeServiceUsage,
} from '@linhagem/contracts';
import { authenticate, requireService, validate } from '@linhagem/service-kit';
import { clientLinkWhere, protocolModel } from '../protocol/model';

const objectId = objectIdText('Not an id');
const clientIdParams = z.object({ clientId: objectId });
const typeServiceIdParams = z.object({ typeServiceId: objectId });

/** The API other services call with a service token; the BFF never routes here. */
export function internalRoutes(connection: Connection): Router {
  const Protocol = protocolModel(connection);
  const router = new Router({ prefix: '/internal' });
  router.use(authenticate, requireService);

  /** Asked by services/clients before deleting a client ("There is some protocol for this client"). */
  router.get(
    PROTOCOLS_INTERNAL.clientProtocolCountRoute.replace('/internal', ''),
    validate({ params: clientIdParams }),
    async (ctx) => {
      const clientId = new Types.ObjectId((ctx.state.params as z.infer<typeof clientIdParams>).clientId);
      const count = await Protocol.countDocuments(clientLinkWhere(clientId));
      const body: ClientProtocolCount = { count };
      ctx.body = body;
    },
  );

  /** Asked by services/catalog before deleting a type service (spec 8: a type service linked to a protocol). */
  router.get(
    PROTOCOLS_INTERNAL.typeServiceUsageRoute.replace('/internal', ''),
    validate({ params: typeServiceIdParams }),
    async (ctx) => {
      const id = new Types.ObjectId((ctx.state.params as z.infer<typeof typeServiceIdParams>).typeServiceId);
      const count = await Protocol.countDocuments({
        $or: [{ 'services.typeService': id }, { mainService: id }],
      });
      const body: TypeServiceUsage = { count };
      ctx.body = body;
    },
  );
  return router;
}
