import { createService, type Database } from '@linhagem/service-kit';
import { internalRoutes } from './internal/internal.routes';

export function buildApp(database: Database) {
  return createService({ name: 'protocols', routers: [internalRoutes(database.connection)], database });
}
