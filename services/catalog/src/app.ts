import { createService, setOfficeTimeZoneReader, type Database } from '@linhagem/service-kit';
import { readTimeZone } from './configuration/timeZone';
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
  // the office's day (DESIGN): catalog owns the time zone and reads it from its own database
  setOfficeTimeZoneReader(async () => (await readTimeZone(connection)).timeZone);
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
