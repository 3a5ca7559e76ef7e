import { createLogger, runMain, startService, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';
import { removeOrphanFiles } from './storage/removeOrphanFiles';

async function buildAfterRepair(database: Database) {
  // a previous process killed between an upload's file and its record left a file nobody sees
  const removed = await removeOrphanFiles(database.connection, new Date());
  if (removed.files || removed.chunks)
    createLogger('documents').warn('removed what interrupted uploads left', removed);
  return buildApp(database);
}

runMain(() => startService({ name: 'documents', buildApp: buildAfterRepair }));
