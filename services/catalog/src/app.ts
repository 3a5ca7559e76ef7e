import { createService, type Database } from '@linhagem/service-kit';
import { configurationRoutes } from './configuration/configuration.routes';

export function buildApp(database: Database) {
  return createService({ name: 'catalog', routers: [configurationRoutes(database.connection)], database });
}
