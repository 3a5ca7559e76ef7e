// The daily backup `npm start` takes at BACKUP_AT office time (default 02:00 in the office's time zone of the system
// configuration, DESIGN "The office's day"; America/Sao_Paulo on a new installation), keeping the last
// BACKUP_KEEP (default 14) under DATA_DIR/backups. The clock is injected so tests move time themselves.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_OFFICE_TIME_ZONE, addDaysIso, officeInstant, officeToday } from '@linhagem/contracts';
import { writeBackup } from './backup';
import { ownerOnlyDir, writeOwnerOnlyFile } from './format';
import { openDeployment, serviceDatabases } from './deployment';

export type Clock = {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref(); // the orchestrator's children keep it alive, not the schedule
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export const DEFAULT_BACKUP_AT = '02:00';
export const DEFAULT_BACKUP_KEEP = 14;
export const OFFICE_TIME_ZONE = DEFAULT_OFFICE_TIME_ZONE;
const NAME = /^linhagem-\d{8}T\d{6}Z$/;
export const STATUS_FILE = 'last-backup.json';

/** `linhagem-20261127T050000Z`: sorts by time, safe on every file system. */
export const backupName = (at: Date) =>
  `linhagem-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** The next instant after `now` when the office's clock shows `at` (HH:MM), on the office's calendar days. */
export function nextRun(now: number, at: string, timeZone = OFFICE_TIME_ZONE): number {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`BACKUP_AT must be HH:MM (office time), not "${at}"`);
  const today = officeToday(timeZone, now);
  for (let days = 0; days <= 2; days++) {
    const instant = officeInstant(timeZone, addDaysIso(today, days), `${match[1]}:${match[2]}`).getTime();
    if (instant > now) return instant;
  }
  throw new Error('no next backup time'); // unreachable: two days always hold one
}

/** Removes the oldest backups past `keep` (and any copy a stopped backup left half written). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir);
  const removed = entries.filter((name) => name.endsWith('.partial'));
  const backups = entries.filter((name) => NAME.test(name)).sort();
  removed.push(...backups.slice(0, Math.max(0, backups.length - keep)));
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}

export type BackupStatus = { at: string; ok: boolean; dir?: string; bytes?: number; error?: string };

function sizeOf(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

export type ScheduledBackupOptions = {
  dataDir: string;
  uri?: string;
  port: number;
  keep: number;
  key?: string;
  clock?: Clock;
  selectionTimeoutMs?: number;
  /**
   * Tells administrators a backup failed (their bell: `notifyAdministrators`). Its own failure is returned in
   * `notifyError`, never thrown: the outcome file is written either way.
   */
  notifyFailure?: (status: BackupStatus) => Promise<unknown>;
};

export type ScheduledBackupOutcome = BackupStatus & { notifyError?: string };

/** One scheduled backup: written, the old ones pruned, the outcome kept in `last-backup.json` for administrators. */
export async function runScheduledBackup(options: ScheduledBackupOptions): Promise<ScheduledBackupOutcome> {
  const backups = path.join(options.dataDir, 'backups');
  const at = new Date((options.clock ?? systemClock).now());
  let status: BackupStatus;
  try {
    const dir = path.join(backups, backupName(at));
    const deployment = await openDeployment(options);
    try {
      await writeBackup(deployment.client, { dir, databases: serviceDatabases(), key: options.key });
    } finally {
      await deployment.close();
    }
    pruneBackups(backups, options.keep);
    status = { at: at.toISOString(), ok: true, dir, bytes: sizeOf(dir) };
  } catch (error) {
    status = { at: at.toISOString(), ok: false, error: (error as Error).message };
  }
  ownerOnlyDir(backups);
  writeOwnerOnlyFile(path.join(backups, STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
  if (status.ok || !options.notifyFailure) return status;
  try {
    await options.notifyFailure(status);
    return status;
  } catch (error) {
    return { ...status, notifyError: (error as Error).message };
  }
}

export type DailySchedule = { next(): Date; stop(): void };

/**
 * Calls `run` every day at `at` office time; a failing run is reported by `run` and never stops the schedule.
 * `timeZone` may be a function: the office's zone as last read from the configuration, asked again for each run.
 */
export function scheduleDaily(
  at: string,
  run: () => Promise<unknown>,
  clock: Clock = systemClock,
  timeZone: string | (() => string) = OFFICE_TIME_ZONE,
): DailySchedule {
  let stopped = false;
  let handle: unknown;
  const zone = () => (typeof timeZone === 'function' ? timeZone() : timeZone);
  let due = nextRun(clock.now(), at, zone());
  const arm = () => {
    handle = clock.setTimeout(
      () => {
        if (stopped) return;
        void run()
          .catch(() => undefined)
          .finally(() => {
            due = nextRun(Math.max(clock.now(), due), at, zone());
            if (!stopped) arm();
          });
      },
      Math.max(0, due - clock.now()),
    );
  };
  arm();
  return {
    next: () => new Date(due),
    stop() {
      stopped = true;
      clock.clearTimeout(handle);
    },
  };
}
