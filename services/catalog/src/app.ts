import { createService, type Database } from '@linhagem/service-kit';
import { configurationRoutes } from './configuration/configuration.routes';
import { lastBackupRoutes } from './configuration/lastBackup.routes';
import { documentRoutes } from './documents/routes';
import { internalRoutes } from './internal/routes';
import { quickProtocolRoutes } from './quickProtocol/routes';
import { renderInternalRoutes } from './render/render.routes';
import { typeServiceRoutes } from './typeService/routes';

export type CatalogOptions = { protocolsUrl?: string };

export function buildApp(database: Database, options: CatalogOptions = {}) {
  const { connection } = database;
  return createService({
    name: 'catalog',
    routers: [
      configurationRoutes(connection),
      typeServiceRoutes(connection, options),
      ...documentRoutes(connection),
      quickProtocolRoutes(connection),
      internalRoutes(connection),
      renderInternalRoutes(connection),
      lastBackupRoutes(),
    ],
    database,
  });
}
