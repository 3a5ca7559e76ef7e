import { createService, type Database } from '@linhagem/service-kit';
import { clientRoutes, type ClientRoutesOptions } from './client/routes';
import { clientExportRoutes } from './client/clientExport.routes';
import { countryRoutes } from './country/routes';
import { gedcomRoutes, type GedcomRoutesOptions } from './gedcom/gedcom.routes';
import { clientImportRoutes, type ClientImportRoutesOptions } from './import/clientImport.routes';
import { internalRoutes } from './internal/internal.routes';
import { lgpdRoutes, type LgpdRoutesOptions } from './lgpd/lgpd.routes';
import { pendingLinkRoutes } from './pendingLink/pendingLink.routes';

export type AppOptions = ClientRoutesOptions &
  GedcomRoutesOptions &
  LgpdRoutesOptions &
  ClientImportRoutesOptions;

export function buildApp(database: Database, options: AppOptions = {}) {
  return createService({
    name: 'clients',
    routers: [
      countryRoutes(),
      // before the client routes: `/api/client/gedcom/...` is no client id
      gedcomRoutes(database.connection, options),
      // before the client routes: `/api/client/import` is no client id
      clientImportRoutes(database.connection, options),
      // before the client routes: `/api/client/export` is no client id
      clientExportRoutes(database.connection),
      clientRoutes(database.connection, options),
      internalRoutes(database.connection, options),
      lgpdRoutes(database.connection, options),
      pendingLinkRoutes(database.connection, options),
    ],
    database,
  });
}
