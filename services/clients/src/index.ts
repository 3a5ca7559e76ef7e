import {
  createLogger,
  runMain,
  seedsDemoData,
  settleInterruptedImports,
  startService,
  type Database,
} from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoData } from './demo/seedDemoData';
import { clearUnusedSearchWords } from './client/model';
import { settleOnStart } from './pendingLink/settleOnStart';
import { clientImportTarget } from './import/writeClientImport';

async function buildWithDemoData(database: Database) {
  await clearUnusedSearchWords(database.connection);
  if (seedsDemoData()) {
    const created = await seedDemoData(database.connection);
    if (created > 0) createLogger('clients').info('demo data created', { clients: created });
  }
  return buildApp(database);
}

runMain(async () => {
  const startedAt = new Date();
  const { database } = await startService({ name: 'clients', buildApp: buildWithDemoData });
  // a previous process killed between the portal's new person and its link: settled once protocols answers
  void settleOnStart(database.connection, startedAt);
  // an import's apply or undo a previous process left half done (docs/adr-spreadsheet-import.md)
  void settleInterruptedImports(
    database.connection,
    'CLIENT',
    clientImportTarget(database.connection),
    startedAt,
  ).catch((error: unknown) =>
    createLogger('clients').error('could not settle interrupted imports', { reason: String(error) }),
  );
});
