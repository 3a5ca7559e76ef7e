import { createService, type Database } from '@linhagem/service-kit';
import { renderRoutes } from './render/render.routes';

/**
 * The documents box: a case's scans, translations and apostilles, their bytes in GridFS (docs/adr-documents.md).
 * For now it answers its health route; the API routes mount here on top of the core (`upload/`, `inspect/`,
 * `preview/`, `document/`).
 */
export function buildApp(database: Database) {
  return createService({ name: 'documents', routers: [renderRoutes()], database });
}
