import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import {
  CONFIGURATION_API,
  lastBackupSchema,
  type LastBackup,
  type LastBackupAnswer,
} from '@linhagem/contracts';
import { route, write } from '@linhagem/service-kit';

/** Where `npm start`'s daily backup records its outcome (scripts/backup/schedule.ts, docs/adr-backup.md). */
export const lastBackupFile = (dataDir: string) => path.join(dataDir, 'backups', 'last-backup.json');

/** Null when no backup ran yet (or the system runs without DATA_DIR, as in tests). */
export async function readLastBackup(dataDir = process.env.DATA_DIR): Promise<LastBackup> {
  if (!dataDir) return null;
  try {
    const parsed = lastBackupSchema.safeParse(JSON.parse(await fs.readFile(lastBackupFile(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // none yet
  }
}

/** Administrators see the last backup in system configuration (the backups hold every family's data). */
export function lastBackupRoutes(): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: CONFIGURATION_API.lastBackup, access: write('configuration') },
    async (): Promise<LastBackupAnswer> => ({ last: await readLastBackup() }),
  );
  return router;
}
