import { MongoClient, type Db } from 'mongodb';
import { CursorStore } from './commands/cursors';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';
import type { Doc } from './storage/values';

// Cursors hold references to the matching documents and project or clone a batch when it is sent.
let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;
const N = 3000;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  client = await MongoClient.connect(server.uri);
  db = client.db('cursors');
  const docs = Array.from({ length: N }, (_, i) => ({
    _id: i,
    name: `client ${String(N - i).padStart(5, '0')}`,
    group: i % 7,
    secret: 'x'.repeat(20),
    address: { city: `city ${i % 13}`, zip: String(10000 + i) },
  }));
  await db.collection('clients').insertMany(docs as never[]);
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

describe('a large cursor over several getMore batches', () => {
  test('find with an exclusion projection and a sort returns exactly the documents, in order', async () => {
    const found = await db
      .collection('clients')
      .find({ group: { $ne: 3 } }, { projection: { secret: 0, 'address.zip': 0 }, batchSize: 97 })
      .sort({ name: 1 })
      .toArray();
    const expected = Array.from({ length: N }, (_, i) => i)
      .filter((i) => i % 7 !== 3)
      .sort((a, b) => b - a)
      .map((i) => ({
        _id: i,
        name: `client ${String(N - i).padStart(5, '0')}`,
        group: i % 7,
        address: { city: `city ${i % 13}` },
      }));
    expect(found).toEqual(expected);
  });

  test('find with an inclusion projection and getMore without a batch size', async () => {
    const cursor = db.collection('clients').find({}, { projection: { name: 1 } });
    const found = await cursor.toArray();
    expect(found).toHaveLength(N);
    expect(found[0]).toEqual({ _id: 0, name: `client ${String(N).padStart(5, '0')}` });
    expect(found.map((d) => d._id)).toEqual(Array.from({ length: N }, (_, i) => i));
  });

  test('aggregate with stages after the match streams the same results as one batch', async () => {
    const pipeline = [
      { $match: { group: { $lte: 2 } } },
      { $addFields: { label: { $concat: ['$name', ' / ', '$address.city'] } } },
      { $project: { secret: 0 } },
      { $unwind: { path: '$group' } },
    ];
    const batched = await db.collection('clients').aggregate(pipeline, { batchSize: 50 }).toArray();
    const whole = await db.collection('clients').aggregate(pipeline, { batchSize: N }).toArray();
    expect(batched).toEqual(whole);
    expect(batched).toHaveLength(Array.from({ length: N }, (_, i) => i).filter((i) => i % 7 <= 2).length);
    expect(batched[1]).toEqual({
      _id: 1,
      name: `client ${String(N - 1).padStart(5, '0')}`,
      group: 1,
      address: { city: 'city 1', zip: '10001' },
      label: `client ${String(N - 1).padStart(5, '0')} / city 1`,
    });
  });
});

describe('a document changed between two getMores comes back whole, in one version', () => {
  test.each([
    ['find', { projection: { a: 1, b: 1 } }],
    ['find', {}],
    ['aggregate', {}],
  ])('%s %j', async (kind, options) => {
    const pairs = db.collection(`pairs_${kind}_${Object.keys(options).length}`);
    await pairs.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i as never, a: 'v1', b: 'v1' })));
    const cursor =
      kind === 'find'
        ? pairs.find({}, { ...options, batchSize: 5 }).sort({ _id: 1 })
        : pairs.aggregate([{ $sort: { _id: 1 } }, { $addFields: { seen: true } }], { batchSize: 5 });
    const first = await cursor.next();
    expect(first).toMatchObject({ _id: 0, a: 'v1', b: 'v1' });
    await pairs.updateMany({}, { $set: { a: 'v2', b: 'v2' } });
    await pairs.deleteOne({ _id: 19 as never });
    const rest = await cursor.toArray();
    expect(rest.map((d) => d._id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    for (const doc of rest) expect(doc.a).toBe(doc.b);
  });
});

test('a nested exclusion projection leaves the stored documents whole (find and findOneAndUpdate)', async () => {
  const kept = db.collection('kept');
  await kept.insertOne({ _id: 1 as never, address: { city: 'c', zip: 'z' }, list: [{ x: 1, y: 2 }] });
  expect(await kept.findOne({}, { projection: { 'address.zip': 0, 'list.x': 0 } })).toEqual({
    _id: 1,
    address: { city: 'c' },
    list: [{ y: 2 }],
  });
  expect(
    await kept.findOneAndUpdate(
      { _id: 1 as never },
      { $set: { n: 1 } },
      { projection: { 'address.city': 0 }, returnDocument: 'after' },
    ),
  ).toEqual({ _id: 1, address: { zip: 'z' }, list: [{ x: 1, y: 2 }], n: 1 });
  expect(await kept.findOne({})).toEqual({
    _id: 1,
    address: { city: 'c', zip: 'z' },
    list: [{ x: 1, y: 2 }],
    n: 1,
  });
});

describe('errors of a cursor', () => {
  test('an invalid projection answers on find even when the first batch is empty', async () => {
    await expect(
      db
        .collection('clients')
        .find({}, { projection: { name: 1, secret: 0 }, batchSize: 0 })
        .toArray(),
    ).rejects.toMatchObject({ code: 31254 }); // MongoDB 7: "Cannot do exclusion on field secret in inclusion projection"
  });
});

describe('CursorStore', () => {
  test("getMores spend what is left of the command's maxTimeMS; over it, the cursor is closed", () => {
    const store = new CursorStore();
    const docs: Doc[] = Array.from({ length: 10 }, (_, i) => ({ _id: i }));
    const id = Number(store.firstBatch('db.c', docs, 2, 1).cursor.id);
    store.limitTime(id, 100);
    expect(store.spendTime(id, 60)).toBe(true);
    expect(store.getMore(id, 'db.c', 2)?.cursor.nextBatch).toHaveLength(2);
    expect(store.spendTime(id, 60)).toBe(false);
    expect(store.getMore(id, 'db.c', 2)).toBeUndefined();
    const unlimited = Number(store.firstBatch('db.c', docs, 2, 1).cursor.id);
    expect(store.spendTime(unlimited, 1e9)).toBe(true);
  });

  test('projects a batch at a time, never the whole result at once', () => {
    const store = new CursorStore();
    const docs: Doc[] = Array.from({ length: 10_000 }, (_, i) => ({ _id: i }));
    const shaped: number[] = [];
    const shape = (batch: Doc[]): Doc[] => {
      shaped.push(batch.length);
      return batch.map((d) => ({ id: d._id }));
    };
    const first = store.firstBatch('db.c', { docs, shape }, 10, 1);
    expect(first.cursor.firstBatch).toHaveLength(10);
    expect(shaped).toEqual([10]);
    const id = Number(first.cursor.id);
    const more = store.getMore(id, 'db.c', 25);
    expect(more?.cursor.nextBatch[0]).toEqual({ id: 10 });
    expect(shaped).toEqual([10, 25]);
    const all = store.getMore(id, 'db.c', undefined);
    expect(all?.cursor.nextBatch).toHaveLength(10_000 - 35);
    expect(Math.max(...shaped)).toBeLessThanOrEqual(1000);
    expect(Number(all?.cursor.id)).toBe(0);
  });
});
