import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@linhagem/embedded-mongo';
import { MongoClient } from 'mongodb';
import { writeBackup } from '../scripts/backup/backup';
import { runScheduledBackup } from '../scripts/backup/schedule';
import { root } from './workspaces';

// The data directory and the backups hold every family's personal data: readable by their owner only.
const modeOf = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);

/** Every folder and file at or under `dir` with its mode, and the mode each should have (0700, 0600). */
function modes(dir: string) {
  const found = [{ name: '.', mode: modeOf(dir), want: '700' }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push({
      name: path.relative(dir, full),
      mode: modeOf(full),
      want: entry.isDirectory() ? '700' : '600',
    });
  }
  return found;
}
const expectOwnerOnly = (dir: string) => {
  const found = modes(dir);
  expect(found.length).toBeGreaterThan(3);
  for (const { name, mode, want } of found) expect({ name, mode }).toEqual({ name, mode: want });
};

let tmp: string;
beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-owner-only-'))));
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('npm start makes DATA_DIR 0700 (an existing one narrowed) and what its boxes create owner-only', () => {
  const fresh = path.join(tmp, 'fresh', 'data');
  const old = path.join(tmp, 'old');
  fs.mkdirSync(old, { mode: 0o755 });
  fs.chmodSync(old, 0o755);
  // scripts/start.mjs's own step, run as it runs it (its umask is the child's alone)
  const code = `import fs from 'node:fs';
import { prepareDataDir } from ${JSON.stringify(path.join(root, 'scripts/dataDir.mjs'))};
process.umask(0o022);
for (const dir of ${JSON.stringify([fresh, old])}) {
  prepareDataDir(dir);
  fs.writeFileSync(dir + '/created-later.json', '{}');
  fs.mkdirSync(dir + '/files');
}`;
  execFileSync(process.execPath, ['--input-type=module', '-e', code]);
  for (const dir of [fresh, old])
    expect(modes(dir)).toEqual(
      expect.arrayContaining([
        { name: '.', mode: '700', want: '700' },
        { name: 'created-later.json', mode: '600', want: '600' },
        { name: 'files', mode: '700', want: '700' },
      ]),
    );
});

test('a backup, by hand or daily, writes its folders 0700 and its files 0600 whatever the umask', async () => {
  const mongo = await startEmbeddedMongo();
  const client = await new MongoClient(mongo.uri).connect();
  const previous = process.umask(0o002);
  try {
    await client.db('clients').collection('clients').insertOne({ name: 'Maria Rossi', cpf: '52998224725' });
    await client.db('protocols').collection('protocols').insertOne({ code: '2026/1' });
    const byHand = path.join(tmp, 'out', 'linhagem-manual');
    await writeBackup(client, { dir: byHand, databases: ['clients', 'protocols'], gzip: true });
    expectOwnerOnly(byHand);
    expect(modeOf(path.join(tmp, 'out'))).toBe('700');

    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true, mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'backups'), 0o755);
    const status = await runScheduledBackup({ dataDir, uri: mongo.uri, port: 0, keep: 2, key: 'k' });
    expect(status.ok).toBe(true);
    expectOwnerOnly(path.join(dataDir, 'backups'));
  } finally {
    process.umask(previous);
    await client.close();
    await mongo.stop();
  }
});
