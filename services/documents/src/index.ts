import { createLogger, runMain, seedsDemoData, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoFormTemplate } from './forms/seedDemoFormTemplate';

async function buildWithDemoData(database: Database) {
  if (seedsDemoData()) {
    const created = await seedDemoFormTemplate(database.connection);
    if (created > 0) createLogger('documents').info('demo data created', { formTemplates: created });
  }
  return buildApp(database);
}

runMain(() => startService({ name: 'documents', buildApp: buildWithDemoData }));
