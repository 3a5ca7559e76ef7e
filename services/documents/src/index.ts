import { createLogger, runMain, seedsDemoData, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { seedDemoFormTemplate } from './forms/seedDemoFormTemplate';
import { markOfficeMadeDocuments } from './document/model';
import { removeStaleClaims } from './storage/caseStorage';
import { removeOrphanFiles } from './storage/removeOrphanFiles';
import { ReadingRunner, readingWorkers } from './reading/readingQueue';

async function buildAfterRepair(database: Database) {
  const log = createLogger('documents');
  // a previous process killed between an upload's file and its record left a file nobody sees, and its claim
  const started = new Date();
  const removed = await removeOrphanFiles(database.connection, started);
  const claims = await removeStaleClaims(database.connection, started);
  if (removed.files || removed.chunks || claims)
    log.warn('removed what interrupted uploads left', { ...removed, claims });
  const marked = await markOfficeMadeDocuments(database.connection);
  if (marked) log.info("the office's PDFs marked out of the cases' storage allowance", { documents: marked });
  if (seedsDemoData()) {
    const created = await seedDemoFormTemplate(database.connection);
    if (created > 0) log.info('demo data created', { formTemplates: created });
  }
  // the reading queue (docs/adr-reading.md): resumed from the database at start, `READING_WORKERS` at a time
  const workers = readingWorkers();
  if (workers > 0) new ReadingRunner(database.connection, workers).start();
  else log.info('certificates are not read: READING_WORKERS is 0');
  return buildApp(database);
}

runMain(() => startService({ name: 'documents', buildApp: buildAfterRepair }));
