import { createService, type Database } from '@linhagem/service-kit';
import { clientRoutes, type ClientRoutesOptions } from './client/routes';
import { countryRoutes } from './country/routes';
import { gedcomRoutes, type GedcomRoutesOptions } from './gedcom/gedcom.routes';
import { internalRoutes } from './internal/internal.routes';

export type AppOptions = ClientRoutesOptions & GedcomRoutesOptions;

export function buildApp(database: Database, options: AppOptions = {}) {
  return createService({
    name: 'clients',
    routers: [
      countryRoutes(),
      // before the client routes: `/api/client/gedcom/...` is no client id
      gedcomRoutes(database.connection, options),
      clientRoutes(database.connection, options),
      internalRoutes(database.connection, options),
    ],
    database,
  });
}
