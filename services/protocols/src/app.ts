import { createService, type Database } from '@linhagem/service-kit';
import { cashEntryRoutes } from './cashEntry/routes';
import { internalRoutes } from './internal/internal.routes';
import { certificateRoutes, checklistSendRoutes } from './checklist/routes';
import { protocolRoutes } from './protocol/routes';
import { protocolContractRoutes } from './protocolContract/routes';
import { protocolServiceRoutes } from './protocolServices/routes';
import { timelineRoutes } from './timeline/routes';
import { dossierRoutes } from './dossier/dossier.routes';
import { createRemotes, type RemoteUrls } from './remote/remotes';

export type AppOptions = RemoteUrls;

export function buildApp(database: Database, options: AppOptions = {}) {
  const deps = { connection: database.connection, remotes: createRemotes(options) };
  return createService({
    name: 'protocols',
    routers: [
      protocolServiceRoutes(deps, '/api/protocol'),
      protocolServiceRoutes(deps, '/api/budget'),
      ...(['/api/protocol', '/api/budget'] as const).flatMap((prefix) => [
        protocolContractRoutes(deps, prefix),
        timelineRoutes(deps, prefix),
      ]),
      protocolRoutes(deps, 'protocol'),
      protocolRoutes(deps, 'budget'),
      cashEntryRoutes(database.connection),
      internalRoutes(database.connection),
      certificateRoutes(database.connection),
      checklistSendRoutes(database.connection),
      dossierRoutes(deps),
    ],
    database,
  });
}
