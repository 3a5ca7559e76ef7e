import {
  createLogger,
  repeatUntilDone,
  settleInterruptedImports,
  runMain,
  seedsDemoData,
  startService,
  type Database,
} from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoData } from './demo/seedDemoData';
import { migrateStoredProtocols } from './protocol/model';
import { createRemotes } from './remote/remotes';
import { startDeadlineWatch } from './deadline/notify';
import { protocolImportTarget } from './import/writeProtocolImport';

/** Demo cases need the demo families and type services: this waits for clients and catalog (started beside it). */
async function buildWithDemoData(database: Database) {
  await migrateStoredProtocols(database.connection);
  if (seedsDemoData()) {
    const logger = createLogger('protocols');
    try {
      const created = await seedDemoData(
        { connection: database.connection, remotes: createRemotes() },
        {
          inChargeUserName: process.env.ADMIN_USERNAME || 'admin',
          onSkip: (reason) => logger.info('no demo data', { reason }),
        },
      );
      if (created > 0) logger.info('demo data created', { protocolsAndBudgets: created });
    } catch (error) {
      // the service starts without its demo cases rather than not at all
      logger.error('demo data failed', { error: String(error) });
    }
  }
  // the legal clock's notices (30, 7 and 1 days before a deadline): a periodic pass in the service
  startDeadlineWatch({ connection: database.connection, remotes: createRemotes() });
  return buildApp(database);
}

/**
 * A previous process killed between the portal's new person and its link left a person waiting: once this box
 * listens (the clients box asks it which are linked), the clients box settles those from before this start.
 */
async function settlePendingLinks(startedAt: Date) {
  const logger = createLogger('protocols');
  const settled = await repeatUntilDone(() => createRemotes().settlePendingLinks(startedAt), {
    onFailure: (error, attempt) => {
      if (attempt === 1)
        logger.info('waiting for clients to settle unlinked persons', { reason: String(error) });
    },
  });
  if (!settled) logger.error('could not settle the persons waiting for a link; the next start tries again');
  else if (settled.linked || settled.removed)
    logger.warn('settled what interrupted portal persons left', settled);
}

runMain(async () => {
  const startedAt = new Date();
  const { database } = await startService({ name: 'protocols', buildApp: buildWithDemoData });
  void settlePendingLinks(startedAt);
  // an import's apply or undo a previous process left half done (docs/adr-spreadsheet-import.md)
  const { connection } = database;
  void settleInterruptedImports(connection, 'PROTOCOL', protocolImportTarget(connection), startedAt).catch(
    (error: unknown) =>
      createLogger('protocols').error('could not settle interrupted imports', { reason: String(error) }),
  );
});
