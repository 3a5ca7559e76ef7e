import { createLogger, runMain, seedsDemoData, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoData } from './demo/seedDemoData';
import { clearUnusedSearchWords } from './client/model';

async function buildWithDemoData(database: Database) {
  await clearUnusedSearchWords(database.connection);
  if (seedsDemoData()) {
    const created = await seedDemoData(database.connection);
    if (created > 0) createLogger('clients').info('demo data created', { clients: created });
  }
  return buildApp(database);
}

runMain(() =>
  startService({
    name: 'clients',
    buildApp: buildWithDemoData,
  }),
);
