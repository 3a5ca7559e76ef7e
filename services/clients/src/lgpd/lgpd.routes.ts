import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { CLIENT_API } from '@linhagem/contracts';
import { route } from '@linhagem/service-kit';
import { clientIdParamsSchema } from '../client/schema';
import { administrator } from './administrator';
import { anonymiseClient } from './anonymiseClient';
import { exportPersonalData } from './exportPersonalData';
import type { LgpdRoutesOptions } from './boxUrls';

export type { LgpdRoutesOptions };

/** The data subject's rights of LGPD art. 18 for one client (docs/adr-lgpd.md): export and anonymisation. */
export function lgpdRoutes(connection: Connection, options: LgpdRoutesOptions = {}): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: CLIENT_API.personalDataRoute,
      access: administrator,
      params: clientIdParamsSchema,
    },
    ({ ctx, caller, params }) => exportPersonalData(ctx, connection, caller, params.id, options),
  );
  route(
    router,
    {
      method: 'post',
      path: CLIENT_API.anonymiseRoute,
      access: administrator,
      params: clientIdParamsSchema,
    },
    ({ caller, params }) => anonymiseClient(connection, caller, params.id, options),
  );
  return router;
}
