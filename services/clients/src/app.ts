import {
  catalogTimeZoneReader,
  createService,
  exportAuditRoutes,
  serviceUrl,
  setOfficeTimeZoneReader,
  type Database,
} from '@linhagem/service-kit';
import { clientRoutes, type ClientRoutesOptions } from './client/routes';
import { clientExportRoutes } from './client/clientExport.routes';
import { clientLineageRoutes } from './client/lineage.routes';
import { countryRoutes } from './country/routes';
import { gedcomRoutes, type GedcomRoutesOptions } from './gedcom/gedcom.routes';
import { clientImportRoutes, type ClientImportRoutesOptions } from './import/clientImport.routes';
import { internalRoutes } from './internal/internal.routes';
import { nameVariantRoutes } from './internal/nameVariant.routes';
import { lgpdRoutes, type LgpdRoutesOptions } from './lgpd/lgpd.routes';
import { pendingLinkRoutes } from './pendingLink/pendingLink.routes';

export type AppOptions = ClientRoutesOptions &
  GedcomRoutesOptions &
  LgpdRoutesOptions &
  ClientImportRoutesOptions & {
    /** services/catalog's base URL: the office's time zone (`CATALOG_URL`, else its port) */
    catalogUrl?: string;
  };

export function buildApp(database: Database, options: AppOptions = {}) {
  // the office's day (DESIGN): catalog owns the time zone
  setOfficeTimeZoneReader(catalogTimeZoneReader('clients', options.catalogUrl ?? serviceUrl('catalog')));
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
      // before the client routes: `/api/client/export-audit` is no client id
      exportAuditRoutes(database.connection, 'clients'),
      clientRoutes(database.connection, options),
      clientLineageRoutes(database.connection),
      internalRoutes(database.connection, options),
      nameVariantRoutes(database.connection),
      lgpdRoutes(database.connection, options),
      pendingLinkRoutes(database.connection, options),
    ],
    database,
  });
}
