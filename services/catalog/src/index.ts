import { createLogger, runMain, seedsDemoData, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoData } from './demo/seedDemoData';
import { migrateStoredTypeServices } from './typeService/model';

async function buildWithDemoData(database: Database) {
  await migrateStoredTypeServices(database.connection);
  if (seedsDemoData()) {
    const created = await seedDemoData(database.connection);
    if (created > 0) createLogger('catalog').info('demo data created', { typeServices: created });
  }
  return buildApp(database);
}

runMain(() => startService({ name: 'catalog', buildApp: buildWithDemoData }));
