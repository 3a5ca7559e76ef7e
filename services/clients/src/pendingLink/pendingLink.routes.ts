import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CLIENTS_INTERNAL,
  objectIdSchema,
  settlePendingLinksBodySchema,
  type SettledPendingLinks,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { z } from 'zod';
import { clearPendingLink, settlePendingLinks } from './settlePendingLinks';

const clientParams = z.object({ clientId: objectIdSchema }).strict();

/**
 * What services/protocols calls around the public portal's new person: the link is saved (the marker goes), and,
 * once protocols restarted, the persons its previous process left half done are settled.
 */
export function pendingLinkRoutes(connection: Connection, options: { protocolsUrl?: string } = {}): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_INTERNAL.linkedRoute,
      access: internal,
      params: clientParams,
    },
    async ({ params }) => {
      await clearPendingLink(connection, params.clientId);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_INTERNAL.settlePendingLinksPath,
      access: internal,
      body: settlePendingLinksBodySchema,
    },
    ({ body, caller }): Promise<SettledPendingLinks> =>
      settlePendingLinks(connection, new Date(body.before), options.protocolsUrl, caller),
  );
  return router;
}
