import { createLogger, runMain, seedsDemoData, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoData } from './demo/seedDemoData';
import { migrateStoredProtocols } from './protocol/model';
import { createRemotes } from './remote/remotes';
import { startDeadlineWatch } from './deadline/notify';

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

runMain(() => startService({ name: 'protocols', buildApp: buildWithDemoData }));
