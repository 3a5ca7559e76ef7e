// The command lines of `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs).
import path from 'node:path';
import { writeBackup } from './backup';
import { openDeployment, serviceDatabases } from './deployment';
import { backupName } from './schedule';
import { BackupRefused, restoreBackup, verifyBackup } from './restore';

type Env = Record<string, string | undefined>;

export const dataDirOf = (env: Env, root: string) => path.resolve(root, env.DATA_DIR ?? 'data');
const portOf = (env: Env) => Number(env.EMBEDDED_MONGO_PORT ?? 27017);
const say = (line: string) => process.stdout.write(`${line}\n`);

export const UNENCRYPTED_WARNING =
  'backups hold the families’ personal data unencrypted: set BACKUP_KEY to encrypt them (AES-256-GCM)';

/** `npm run backup [-- --out <dir>] [--gzip]` */
export async function backupCommand(args: string[], env: Env, root: string): Promise<number> {
  const outAt = args.indexOf('--out');
  const dataDir = dataDirOf(env, root);
  const dir = path.resolve(
    outAt >= 0 ? args[outAt + 1] : path.join(dataDir, 'backups', backupName(new Date())),
  );
  if (!env.BACKUP_KEY) say(`warning: ${UNENCRYPTED_WARNING}`);
  const deployment = await openDeployment({ uri: env.MONGODB_URI, dataDir, port: portOf(env) });
  try {
    const started = Date.now();
    const manifest = await writeBackup(deployment.client, {
      dir,
      databases: serviceDatabases(),
      gzip: args.includes('--gzip'),
      key: env.BACKUP_KEY,
      log: say,
    });
    const mb = (manifest.totals.bytes / 1024 / 1024).toFixed(1);
    say(
      `backup written to ${dir}: ${manifest.totals.collections} collections, ${manifest.totals.documents} documents, ` +
        `${mb} MB in ${((Date.now() - started) / 1000).toFixed(1)} s (${manifest.consistency})`,
    );
    return 0;
  } finally {
    await deployment.close();
  }
}

/** `npm run restore -- <backup> [--drop]`: with the system stopped. */
export async function restoreCommand(args: string[], env: Env, root: string): Promise<number> {
  const dirArg = args.find((arg) => !arg.startsWith('--'));
  if (!dirArg) {
    say('usage: npm run restore -- <backup folder> [--drop]');
    return 2;
  }
  const dir = path.resolve(dirArg);
  const dataDir = dataDirOf(env, root);
  try {
    const manifest = await verifyBackup(dir, env.BACKUP_KEY);
    say(`backup of ${manifest.createdAt} checked: ${manifest.totals.documents} documents match the manifest`);
    const deployment = await openDeployment({ uri: env.MONGODB_URI, dataDir, port: portOf(env) });
    try {
      if (deployment.kind === 'running') {
        say('the system is running (its database answers): stop npm start, then restore');
        return 1;
      }
      const summary = await restoreBackup(deployment.client, {
        dir,
        drop: args.includes('--drop'),
        key: env.BACKUP_KEY,
        log: say,
      });
      const where = deployment.kind === 'uri' ? 'MONGODB_URI' : path.join(dataDir, 'mongo');
      say(
        `restored ${summary.documents} documents of ${Object.keys(summary.databases).length} databases into ${where}`,
      );
      return 0;
    } finally {
      await deployment.close();
    }
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    say(`refused: ${error.message}`);
    return 1;
  }
}
