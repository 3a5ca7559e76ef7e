import { createService, type Database } from '@linhagem/service-kit';
import { internalRoutes } from './internal/internal.routes';
import { certificateRoutes, checklistSendRoutes } from './checklist/routes';

export function buildApp(database: Database) {
  return createService({
    name: 'protocols',
    routers: [
      internalRoutes(database.connection),
      certificateRoutes(database.connection),
      checklistSendRoutes(database.connection),
    ],
    database,
  });
}
