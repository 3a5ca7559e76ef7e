import Router from '@koa/router';
import { Types, type Connection } from 'mongoose';
import { z } from 'zod';
import {
  PROTOCOLS_INTERNAL,
  objectIdText,
  type ClientProtocolCount,
  type TypeServiceUsage,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { clientLinkWhere, protocolModel } from '../protocol/model';

const objectId = objectIdText('Not an id');
const clientIdParams = z.object({ clientId: objectId });
const typeServiceIdParams = z.object({ typeServiceId: objectId });

/** The API other services call with a service token; the BFF never routes here. */
export function internalRoutes(connection: Connection): Router {
  const Protocol = protocolModel(connection);
  const router = new Router();

  /** Asked by services/clients before deleting a client ("There is some protocol for this client"). */
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_INTERNAL.clientProtocolCountRoute,
      access: internal,
      params: clientIdParams,
    },
    async ({ params }): Promise<ClientProtocolCount> => ({
      count: await Protocol.countDocuments(clientLinkWhere(new Types.ObjectId(params.clientId))),
    }),
  );

  /** Asked by services/catalog before deleting a type service (spec 8: a type service linked to a protocol). */
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_INTERNAL.typeServiceUsageRoute,
      access: internal,
      params: typeServiceIdParams,
    },
    async ({ params }): Promise<TypeServiceUsage> => {
      const id = new Types.ObjectId(params.typeServiceId);
      return {
        count: await Protocol.countDocuments({ $or: [{ 'services.typeService': id }, { mainService: id }] }),
      };
    },
  );
  return router;
}
