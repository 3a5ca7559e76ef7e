import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../index';

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** Every folder and file under `dir`, with its permission bits. */
function modesUnder(dir: string): Record<string, number> {
  const modes: Record<string, number> = { '.': modeOf(dir) };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes[path.relative(dir, full)] = modeOf(full);
  }
  return modes;
}

const expectOwnerOnly = (dir: string) => {
  const modes = modesUnder(dir);
  expect(Object.keys(modes).length).toBeGreaterThan(2);
  for (const [name, mode] of Object.entries(modes))
    expect({ name, mode: mode.toString(8) }).toEqual({
      name,
      mode: fs.statSync(path.join(dir, name)).isDirectory() ? '700' : '600',
    });
};

describe('the data directory is readable by its owner only', () => {
  let tmp: string;
  beforeEach(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'))));
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  async function writeAndCompact(dataDir: string) {
    // a tiny compaction threshold: the snapshot and a new journal generation are written too
    const mongo = await startEmbeddedMongo({ dataDir, compactAtBytes: 256 });
    const client = await new MongoClient(mongo.uri).connect();
    try {
      const people = client.db('clients').collection('clients');
      for (let k = 0; k < 20; k++) await people.insertOne({ name: `Pessoa ${k}`, cpf: '52998224725' });
    } finally {
      await client.close();
      await mongo.stop();
    }
  }

  it('creates its folders 0700 and its journal, snapshot and lock 0600, whatever the umask', async () => {
    const previous = process.umask(0o002);
    try {
      const dataDir = path.join(tmp, 'data', 'mongo');
      await writeAndCompact(dataDir);
      expect(modeOf(path.join(tmp, 'data'))).toBe(0o700);
      expectOwnerOnly(dataDir);
    } finally {
      process.umask(previous);
    }
  });

  it('narrows a directory an earlier version made readable by everyone', async () => {
    const dataDir = path.join(tmp, 'mongo');
    await writeAndCompact(dataDir);
    fs.chmodSync(dataDir, 0o755);
    for (const name of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, name), 0o644);
    await writeAndCompact(dataDir);
    expectOwnerOnly(dataDir);
  });
});
