import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@linhagem/embedded-mongo';
import { NOTIFICATION_API, type StaffNotificationList } from '@linhagem/contracts';
import { callerHeaders, requestJson, startTestService } from '@linhagem/service-kit/testing';
import { MongoClient } from 'mongodb';
import { notifyAdministrators } from '../scripts/backup/notifyFailure';
import { verifyBackup } from '../scripts/backup/restore';
import {
  backupName,
  nextRun,
  pruneBackups,
  runScheduledBackup,
  scheduleDaily,
  type Clock,
  type ScheduledBackupOutcome,
} from '../scripts/backup/schedule';
import { buildApp as buildProtocols } from '../services/protocols/src/app';

/** A clock the test moves: timers fire when `advance` passes their time. */
function fakeClock(start: string) {
  let now = Date.parse(start);
  const timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      const timer = { at: now + ms, run, id: ++ids };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      const i = timers.findIndex((t) => t.id === handle);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  return {
    clock,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const timer = timers[0];
        if (!timer || timer.at > until) break;
        timers.shift();
        now = timer.at;
        timer.run();
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve)); // let the run settle
      }
      now = until;
    },
  };
}

test('the next backup is at 02:00 office time (05:00 UTC in São Paulo), today or tomorrow', () => {
  expect(new Date(nextRun(Date.parse('2026-11-27T04:59:00Z'), '02:00')).toISOString()).toBe(
    '2026-11-27T05:00:00.000Z',
  );
  expect(new Date(nextRun(Date.parse('2026-11-27T05:00:00Z'), '02:00')).toISOString()).toBe(
    '2026-11-28T05:00:00.000Z',
  );
  expect(new Date(nextRun(Date.parse('2026-11-27T23:30:00Z'), '21:15')).toISOString()).toBe(
    '2026-11-28T00:15:00.000Z',
  );
  expect(() => nextRun(0, '25:00')).toThrow(/HH:MM/);
});

test('a daily schedule on a faked clock runs once a day at BACKUP_AT and goes on after a failure', async () => {
  const { clock, advance } = fakeClock('2026-11-26T12:00:00Z');
  const runs: string[] = [];
  const schedule = scheduleDaily(
    '02:00',
    async () => {
      runs.push(new Date(clock.now()).toISOString());
      if (runs.length === 1) throw new Error('disk full');
    },
    clock,
  );
  expect(schedule.next().toISOString()).toBe('2026-11-27T05:00:00.000Z');
  await advance(16 * 3600_000); // 04:00 UTC: not yet
  expect(runs).toEqual([]);
  await advance(3 * 24 * 3600_000);
  expect(runs).toEqual(['2026-11-27T05:00:00.000Z', '2026-11-28T05:00:00.000Z', '2026-11-29T05:00:00.000Z']);
  schedule.stop();
  await advance(2 * 24 * 3600_000);
  expect(runs).toHaveLength(3);
});

test("a daily schedule follows the office's time zone the configuration names, read again for each run", async () => {
  const { clock, advance } = fakeClock('2026-11-26T12:00:00Z');
  const runs: string[] = [];
  let zone = 'America/Sao_Paulo';
  const schedule = scheduleDaily(
    '02:00',
    async () => {
      runs.push(new Date(clock.now()).toISOString());
      zone = 'Europe/Lisbon'; // an administrator moved the office while the first backup ran
    },
    clock,
    () => zone,
  );
  await advance(2 * 24 * 3600_000);
  // 02:00 in São Paulo (05:00 UTC), then 02:00 in Lisbon (02:00 UTC in winter)
  expect(runs).toEqual(['2026-11-27T05:00:00.000Z', '2026-11-28T02:00:00.000Z']);
  schedule.stop();
});

test('retention keeps the last BACKUP_KEEP backups and clears half-written ones', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-keep-'));
  try {
    const names = [1, 2, 3, 4, 5].map((d) => backupName(new Date(Date.UTC(2026, 10, d, 5))));
    for (const name of [...names, 'linhagem-20261106T050000Z.partial', 'notes.txt'])
      fs.mkdirSync(path.join(dir, name));
    pruneBackups(dir, 3);
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a scheduled backup writes under DATA_DIR/backups, encrypted with BACKUP_KEY, and records its outcome', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-daily-'));
  const mongo = await startEmbeddedMongo();
  const client = await new MongoClient(mongo.uri).connect();
  try {
    await client.db('clients').collection('clients').insertOne({ name: 'Maria Rossi' });
    const { clock } = fakeClock('2026-11-27T05:00:00Z');
    const status = await runScheduledBackup({ dataDir, uri: mongo.uri, port: 0, keep: 2, key: 'k', clock });
    expect(status).toMatchObject({ ok: true, at: '2026-11-27T05:00:00.000Z' });
    expect(status.dir).toBe(path.join(dataDir, 'backups/linhagem-20261127T050000Z'));
    expect(status.bytes).toBeGreaterThan(0);
    expect((await verifyBackup(status.dir!, 'k')).databases.clients.clients.count).toBe(1);
    const failed = await runScheduledBackup({
      dataDir,
      uri: 'mongodb://127.0.0.1:1/',
      port: 0,
      keep: 2,
      clock,
      selectionTimeoutMs: 200,
    });
    expect(failed.ok).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'backups/last-backup.json'), 'utf8'))).toMatchObject(
      { ok: false },
    );
  } finally {
    await client.close();
    await mongo.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a failed daily backup puts one notification per failed day in every administrator’s bell', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-daily-bell-'));
  const protocols = await startTestService(`protocols-backup-bell-${process.pid}`, (database) =>
    buildProtocols(database),
  );
  const bell = async (level: 'ADMINISTRATOR' | 'NORMAL', sub: string) =>
    (
      await requestJson(`${protocols.url}${NOTIFICATION_API.list}`, {
        headers: callerHeaders(level, { sub }),
      })
    ).body as StaffNotificationList;
  try {
    const { clock, advance } = fakeClock('2026-11-26T12:00:00Z');
    const runs: Promise<ScheduledBackupOutcome>[] = [];
    const backup = (protocolsUrl = protocols.url) =>
      runScheduledBackup({
        dataDir,
        uri: 'mongodb://127.0.0.1:1/', // no engine answers: the backup fails
        port: 0,
        keep: 2,
        clock,
        selectionTimeoutMs: 200,
        notifyFailure: notifyAdministrators(protocolsUrl),
      });
    const schedule = scheduleDaily(
      '02:00',
      () => {
        const run = backup();
        runs.push(run);
        return run;
      },
      clock,
    );
    await advance(24 * 3600_000); // 27 Nov 02:00 office time
    expect(runs).toHaveLength(1);
    const first = await runs[0]!;
    expect(first).toMatchObject({ ok: false, at: '2026-11-27T05:00:00.000Z' });
    expect(first.notifyError).toBeUndefined();
    for (const admin of ['admin-1', 'admin-2']) {
      const list = await bell('ADMINISTRATOR', admin);
      expect(list.unread).toBe(1);
      expect(list.notifications[0]!.backupFailure).toEqual({
        at: '2026-11-27T05:00:00.000Z',
        reason: first.error,
      });
    }
    expect((await bell('NORMAL', 'carla')).notifications).toEqual([]);

    // `npm start` restarted the same day and its backup failed again: no second bell for that day
    await backup();
    expect((await bell('ADMINISTRATOR', 'admin-1')).notifications).toHaveLength(1);

    await advance(24 * 3600_000); // 28 Nov: another failed day, another notification
    await runs[1]!;
    expect((await bell('ADMINISTRATOR', 'admin-1')).unread).toBe(2);
    schedule.stop();

    // protocols cannot be reached: the outcome file is still written and the miss is said, not thrown
    const unheard = await backup('http://127.0.0.1:1');
    expect(unheard.ok).toBe(false);
    expect(unheard.notifyError).toMatch(/internal call failed/);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'backups/last-backup.json'), 'utf8'))).toMatchObject(
      { ok: false },
    );
  } finally {
    await protocols.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
