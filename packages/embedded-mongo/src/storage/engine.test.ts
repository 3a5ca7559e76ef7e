import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'bson';
import { Engine } from './engine';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-engine-'));
}

/** The files as a crash would leave them (everything committed so far), without the lock. */
function crashCopy(dir: string): string {
  const copy = tempDir();
  for (const f of fs.readdirSync(dir))
    if (f !== 'mongod.lock') fs.copyFileSync(path.join(dir, f), path.join(copy, f));
  return copy;
}

test('replay restores every kind of write: DDL, inserts, replaces, deletes, dropped indexes and databases', async () => {
  const dir = tempDir();
  const engine = new Engine({ dataDir: dir });
  engine.open();
  const people = engine.ensureCollection('app', 'people', { validator: { name: { $type: 'string' } } });
  engine.createIndex(people, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  engine.createIndex(people, { v: 2, key: { age: -1 }, name: 'age_-1' });
  const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
  ids.forEach((_id, i) => engine.insert(people, { _id, email: `p${i}@x`, age: 20 + i }));
  engine.replace(people, { _id: ids[0], email: 'p0@x', age: 99 });
  engine.remove(people, ids[1]);
  engine.dropIndex(people, 'age_-1');
  engine.insert(engine.ensureCollection('app', 'gone'), { _id: 1 });
  engine.dropCollection('app', 'gone');
  engine.insert(engine.ensureCollection('other', 'x'), { _id: 'a' });
  engine.dropDatabase('other');
  await engine.commit();

  const copy = crashCopy(dir);
  const reopened = new Engine({ dataDir: copy });
  reopened.open();
  expect(reopened.recovery).toMatchObject({ journalOps: 15, truncatedBytes: 0 });
  expect([...reopened.dbs.keys()]).toEqual(['app']);
  const restored = reopened.collection('app', 'people')!;
  expect(restored.options).toEqual({ validator: { name: { $type: 'string' } } });
  expect([...restored.indexes.keys()]).toEqual(['_id_', 'email_1']);
  expect([...restored.docs.values()].map((d) => [d.email, d.age])).toEqual([
    ['p0@x', 99],
    ['p2@x', 22],
  ]);
  expect(() => reopened.insert(restored, { _id: new ObjectId(), email: 'p2@x' })).toThrow(/E11000/);
  await reopened.close();
  await engine.close();
  for (const d of [dir, copy]) fs.rmSync(d, { recursive: true, force: true });
});

test('concurrent writes share fsyncs (group commit)', async () => {
  const dir = tempDir();
  const engine = new Engine({ dataDir: dir });
  engine.open();
  const spy = jest.spyOn(fs, 'fdatasync');
  const items = engine.ensureCollection('app', 'items');
  const writes = Array.from({ length: 200 }, (_, i) => {
    engine.insert(items, { _id: i });
    return engine.commit();
  });
  await Promise.all(writes);
  expect(spy.mock.calls.length).toBeGreaterThan(0);
  expect(spy.mock.calls.length).toBeLessThan(20);
  spy.mockRestore();
  await engine.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
