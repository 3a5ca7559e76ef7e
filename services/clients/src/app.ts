import { createService, type Database } from '@linhagem/service-kit';
import { clientRoutes, type ClientRoutesOptions } from './client/routes';
import { countryRoutes } from './country/routes';
import { internalRoutes } from './internal/internal.routes';

export type AppOptions = ClientRoutesOptions;

export function buildApp(database: Database, options: AppOptions = {}) {
  return createService({
    name: 'clients',
    routers: [
      countryRoutes(),
      clientRoutes(database.connection, options),
      internalRoutes(database.connection, options),
    ],
    database,
  });
}
