import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  PROTOCOLS_PERSONAL_DATA_INTERNAL,
  objectIdText,
  protocolsAnonymiseBodySchema,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { anonymiseClient, clientPersonalData } from './personalData';

const clientIdParams = z.object({ clientId: objectIdText('Not an id') });

/** Asked by services/clients for a client's LGPD export and anonymisation (docs/adr-lgpd.md). */
export function personalDataRoutes(router: Router, connection: Connection): void {
  route(
    router,
    {
      method: 'get',
      path: PROTOCOLS_PERSONAL_DATA_INTERNAL.personalDataRoute,
      access: internal,
      params: clientIdParams,
    },
    ({ params }) => clientPersonalData(connection, params.clientId),
  );
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_PERSONAL_DATA_INTERNAL.anonymiseRoute,
      access: internal,
      params: clientIdParams,
      body: protocolsAnonymiseBodySchema,
    },
    ({ params, body }) => anonymiseClient(connection, params.clientId, body),
  );
}
