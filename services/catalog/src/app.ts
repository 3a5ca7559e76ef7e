import { createService, type Database } from '@linhagem/service-kit';

export function buildApp(database: Database) {
  return createService({ name: 'catalog', routers: [], database });
}
