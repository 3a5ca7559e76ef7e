import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from '../index';

const root = path.resolve(__dirname, '../..');

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
}

type Child = { proc: ChildProcess; uri: string; stderr: () => string };

/** Spawns the CLI (from source) and waits for its one "listening" line. */
function spawnCli(dataDir: string): Promise<Child> {
  const proc = spawn(
    process.execPath,
    [path.join(root, 'test/run-ts.cjs'), path.join(root, 'src/cli.ts'), '--port', '0', '--data-dir', dataDir],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    proc.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
      const match = /^embedded-mongo listening on (mongodb:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout);
      if (match) resolve({ proc, uri: match[1] + '/', stderr: () => stderr });
    });
    proc.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${stderr}`)));
  });
}

function exited(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
}

const EventSchema = new Schema({ seq: Number, payload: String });

test('kill -9 in the middle of a write stream loses no acknowledged write; a torn tail is cut off and reported', async () => {
  const dir = tempDir();
  const first = await spawnCli(dir);
  const conn = await mongoose
    .createConnection(first.uri, { dbName: 'journal', serverSelectionTimeoutMS: 2000 })
    .asPromise();
  const Event = conn.model('Event', EventSchema);
  await Event.init();
  const acknowledged = new Set<number>();
  let counterAck = 0;
  let killed = false;
  const writer = async (w: number): Promise<void> => {
    for (let i = 0; !killed; i++) {
      const seq = i * 4 + w;
      try {
        await Event.create({ seq, payload: 'x'.repeat(200) });
        acknowledged.add(seq);
        const r = await conn
          .collection('counters')
          .findOneAndUpdate(
            { _id: 'c' as never },
            { $inc: { n: 1 } },
            { upsert: true, returnDocument: 'after' },
          );
        counterAck = Math.max(counterAck, Number(r?.n ?? 0));
      } catch {
        return;
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  while (acknowledged.size < 300) await new Promise((r) => setTimeout(r, 5));
  first.proc.kill('SIGKILL');
  killed = true;
  await exited(first.proc);
  await Promise.all(writers);
  await conn.close(true).catch(() => undefined);

  const journal = fs.readdirSync(dir).find((f) => f.startsWith('journal-'));
  expect(journal).toBeDefined();
  const torn = Buffer.alloc(12);
  torn.writeUInt32LE(5000, 0);
  fs.appendFileSync(path.join(dir, journal!), torn);
  expect(fs.readFileSync(path.join(dir, 'mongod.lock'), 'utf8')).toBe(String(first.proc.pid));

  const second = await spawnCli(dir);
  expect(second.stderr()).toMatch(/torn tail of 12 bytes/);
  const conn2 = await mongoose.createConnection(second.uri, { dbName: 'journal' }).asPromise();
  const stored = new Set((await conn2.model('Event', EventSchema).find().lean()).map((e) => e.seq));
  for (const seq of acknowledged) expect(stored.has(seq)).toBe(true);
  const counter = await conn2.collection('counters').findOne({ _id: 'c' as never });
  expect(Number(counter?.n)).toBeGreaterThanOrEqual(counterAck);
  expect((await conn2.collection('events').indexes()).length).toBe(1);
  await conn2.close();
  second.proc.kill('SIGTERM');
  expect(await exited(second.proc)).toBe(0);
  expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a second process on the same data dir is refused with a clear message', async () => {
  const dir = tempDir();
  const first = await spawnCli(dir);
  await expect(spawnCli(dir)).rejects.toThrow(new RegExp(`already in use by process ${first.proc.pid}`));
  await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(/already in use/);
  first.proc.kill('SIGINT');
  expect(await exited(first.proc)).toBe(0);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('compaction writes a snapshot and a new journal; a crash copy of the files replays both; indexes survive', async () => {
  const dir = tempDir();
  const server = await startEmbeddedMongo({ dataDir: dir, compactAtBytes: 64 * 1024 });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'compact' }).asPromise();
  const Model = conn.model('Thing', new Schema({ code: { type: String, unique: true }, n: Number }));
  await Model.init();
  for (let i = 0; i < 20; i++)
    await Model.insertMany(Array.from({ length: 50 }, (_, j) => ({ code: `c${i * 50 + j}`, n: i })));
  await Model.updateMany({ n: { $lt: 5 } }, { $inc: { n: 100 } });
  await Model.deleteMany({ n: 19 });
  await Promise.all([
    Model.create({ code: 'during', n: -2 }),
    server.compact(),
    Model.create({ code: 'during2', n: -2 }),
  ]);
  await Model.create({ code: 'last', n: -1 });
  const files = fs.readdirSync(dir);
  expect(files).toContain('snapshot.bson');
  expect(files.filter((f) => f.startsWith('journal-'))).toEqual([
    expect.stringMatching(/^journal-[1-9]\d*\.log$/),
  ]);
  expect(
    fs.statSync(
      path.join(
        dir,
        files.find((f) => f.startsWith('journal-'))!,
      ),
    ).size,
  ).toBeGreaterThan(0);

  // The files as a crash would leave them: copied while the server runs, lock left out.
  const crashCopy = tempDir();
  for (const f of files) if (f !== 'mongod.lock') fs.copyFileSync(path.join(dir, f), path.join(crashCopy, f));
  await conn.close();
  await server.stop();

  const again = await startEmbeddedMongo({ dataDir: crashCopy });
  expect(again.recovery).toMatchObject({ truncatedBytes: 0 });
  expect(again.recovery!.snapshotOps).toBeGreaterThan(0);
  expect(again.recovery!.journalOps).toBeGreaterThan(0);
  const conn2 = await mongoose.createConnection(again.uri, { dbName: 'compact' }).asPromise();
  const Reloaded = conn2.model('Thing', new Schema({ code: String, n: Number }));
  expect(await Reloaded.countDocuments()).toBe(953);
  expect(await Reloaded.countDocuments({ n: { $gte: 100 } })).toBe(250);
  expect(await Reloaded.exists({ code: 'last' })).toBeTruthy();
  await expect(Reloaded.create({ code: 'c1' })).rejects.toMatchObject({ code: 11000 });
  await conn2.close();
  await again.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(crashCopy, { recursive: true, force: true });
});

test('a stale lock of a dead process is taken over', async () => {
  const dir = tempDir();
  const dead = spawn(process.execPath, ['-e', '0']);
  await exited(dead);
  fs.writeFileSync(path.join(dir, 'mongod.lock'), String(dead.pid));
  const server = await startEmbeddedMongo({ dataDir: dir });
  expect(fs.readFileSync(path.join(dir, 'mongod.lock'), 'utf8')).toBe(String(process.pid));
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
