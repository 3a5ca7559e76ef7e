import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from './index';
import { serverError, useCompatEngine } from '../test/compatEngine';

// `$out` and `$merge` as MongoDB 7 runs them: `$out` replaces its target in one step (or leaves it as it was),
// `$merge` writes each result into its target by the `on` fields.
const engine = useCompatEngine('out');
let db: Db;

const SaleSchema = new Schema({ region: String, amount: Number });

beforeAll(async () => {
  ({ db } = engine);
  await db.collection('sales').insertMany([
    { _id: 1 as never, region: 'north', amount: 10 },
    { _id: 2 as never, region: 'south', amount: 5 },
    { _id: 3 as never, region: 'north', amount: 7 },
  ]);
});

const sorted = (docs: Document[]): Document[] =>
  [...docs].sort((a, b) => (String(a._id) < String(b._id) ? -1 : String(a._id) > String(b._id) ? 1 : 0));

/** mongoose's `Aggregate.prototype.out` (defined at run time; mongoose 9's types leave it out). */
type WithOut = { out(name: string): Promise<unknown[]> };
const out = (aggregate: unknown, name: string): Promise<unknown[]> => (aggregate as WithOut).out(name);

const totals = [{ $group: { _id: '$region', total: { $sum: '$amount' } } }];

describe('$out', () => {
  test("mongoose's Model.aggregate([...]).out('name') writes the results, read back from the collection", async () => {
    const Sale = engine.conn.model('Sale', SaleSchema, 'sales');
    const reply = await out(Sale.aggregate(totals), 'totals');
    expect(reply).toEqual([]);
    const Total = engine.conn.model('Total', new Schema({ _id: String, total: Number }), 'totals');
    expect(sorted(await Total.find().lean())).toEqual([
      { _id: 'north', total: 17 },
      { _id: 'south', total: 5 },
    ]);
  });

  test('an existing target is replaced, keeping its indexes and options; its unique indexes hold', async () => {
    await db.createCollection('report', { validator: { total: { $type: 'number' } } });
    const report = db.collection('report');
    await report.insertOne({ _id: 'old' as never, total: 1 });
    await report.createIndex({ total: 1 }, { unique: true, name: 'total_unique' });
    await db
      .collection('sales')
      .aggregate([...totals, { $out: 'report' }])
      .toArray();
    expect(sorted(await report.find().toArray())).toEqual([
      { _id: 'north', total: 17 },
      { _id: 'south', total: 5 },
    ]);
    expect((await report.indexes()).map((i) => i.name)).toEqual(['_id_', 'total_unique']);
    const [info] = (await db.listCollections({ name: 'report' }).toArray()) as Document[];
    expect(info.options).toMatchObject({ validator: { total: { $type: 'number' } } });

    // two results with the same total: the unique index refuses them and the target stays as it was
    const same = [{ $project: { total: { $literal: 1 } } }, { $out: 'report' }];
    expect((await serverError(db.collection('sales').aggregate(same).toArray())).code).toBe(11000);
    // a result the validator refuses: 121, nothing changed
    const bad = [{ $project: { total: 'text' } }, { $out: 'report' }];
    expect((await serverError(db.collection('sales').aggregate(bad).toArray())).code).toBe(121);
    expect(sorted(await report.find().toArray())).toEqual([
      { _id: 'north', total: 17 },
      { _id: 'south', total: 5 },
    ]);
    // bypassDocumentValidation lets them in, as on MongoDB
    const strings = [{ $project: { total: { $toString: '$amount' } } }, { $out: 'report' }];
    await db.collection('sales').aggregate(strings, { bypassDocumentValidation: true }).toArray();
    expect(await report.countDocuments({ total: { $type: 'string' } })).toBe(3);
  });

  test('a duplicate _id among the results answers 11000 and leaves the old target intact', async () => {
    await db.collection('kept').insertOne({ _id: 'x' as never, v: 1 });
    const error = await serverError(
      db
        .collection('sales')
        .aggregate([{ $project: { _id: '$region' } }, { $out: 'kept' }])
        .toArray(),
    );
    expect(error.code).toBe(11000);
    expect(error.message).toMatch(/E11000 duplicate key error/);
    expect(await db.collection('kept').find().toArray()).toEqual([{ _id: 'x', v: 1 }]);
    const names = (await db.listCollections().toArray()).map((c) => c.name);
    expect(names.filter((n) => n.startsWith('tmp.'))).toEqual([]);
  });

  test('{ db, coll } writes into another database, created when missing; results without _id get one', async () => {
    await db
      .collection('sales')
      .aggregate([
        { $match: { region: 'north' } },
        { $project: { _id: 0, amount: 1 } },
        { $out: { db: 'archive', coll: 'north' } },
      ])
      .toArray();
    const docs = await engine.client.db('archive').collection('north').find().sort({ amount: 1 }).toArray();
    expect(docs.map((d) => d.amount)).toEqual([7, 10]);
    for (const doc of docs) expect(doc._id).toBeInstanceOf(mongoose.mongo.ObjectId);
  });

  test('an empty result creates an empty target; the source itself may be the target', async () => {
    await db
      .collection('sales')
      .aggregate([{ $match: { region: 'nowhere' } }, { $out: 'empty' }])
      .toArray();
    expect(await db.listCollections({ name: 'empty' }).toArray()).toHaveLength(1);
    await db.collection('self').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await db
      .collection('self')
      .aggregate([
        { $match: { n: { $gte: 2 } } },
        { $set: { twice: { $multiply: ['$n', 2] } } },
        { $out: 'self' },
      ])
      .toArray();
    const rows = await db
      .collection('self')
      .find({}, { projection: { _id: 0 } })
      .sort({ n: 1 })
      .toArray();
    expect(rows).toEqual([
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ]);
  });

  test('{ aggregate: 1 } with $documents writes too', async () => {
    await db.aggregate([{ $documents: [{ _id: 1, a: 'x' }] }, { $out: 'fromDocuments' }]).toArray();
    expect(await db.collection('fromDocuments').find().toArray()).toEqual([{ _id: 1, a: 'x' }]);
  });

  test('while a backup holds the write lock (fsync lock: true) the write waits; reads go on', async () => {
    const admin = engine.client.db('admin');
    await admin.command({ fsync: 1, lock: true });
    let done = false;
    const writing = db
      .collection('sales')
      .aggregate([{ $match: { _id: 1 } }, { $out: 'locked' }])
      .toArray()
      .then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    expect(await db.listCollections({ name: 'locked' }).toArray()).toEqual([]);
    await admin.command({ fsyncUnlock: 1 });
    await writing;
    expect(await db.collection('locked').countDocuments()).toBe(1);
  });

  test('explain of a pipeline with $out answers without writing', async () => {
    const plan = await db
      .collection('sales')
      .aggregate([{ $match: {} }, { $project: { amount: 1 } }, { $out: 'explained' }])
      .explain('executionStats');
    expect(plan.ok).toBe(1);
    expect(await db.listCollections({ name: 'explained' }).toArray()).toEqual([]);
  });

  test('refusals with MongoDB 7 codes; nothing is written', async () => {
    const codeOf = async (pipeline: Document[]): Promise<number | undefined> =>
      (await serverError(db.collection('sales').aggregate(pipeline).toArray())).code as number;
    expect(await codeOf([{ $out: 'a' }, { $match: {} }])).toBe(40601);
    expect(await codeOf([{ $merge: { into: 'a' } }, { $match: {} }])).toBe(40601);
    expect(await codeOf([{ $lookup: { from: 'x', pipeline: [{ $out: 'a' }], as: 'y' } }])).toBe(51047);
    expect(await codeOf([{ $facet: { f: [{ $out: 'a' }] } }])).toBe(40600);
    expect(await codeOf([{ $unionWith: { coll: 'x', pipeline: [{ $merge: 'a' }] } }])).toBe(31441);
    expect(await codeOf([{ $out: 'system.things' }])).toBe(17385);
    expect(await codeOf([{ $out: 'a$b' }])).toBe(73);
    expect(await codeOf([{ $out: 5 }])).toBe(16990);
    expect(await codeOf([{ $out: { db: 'out', coll: 'ts', timeseries: { timeField: 't' } } }])).toBe(72);
    expect(await codeOf([{ $out: { coll: 'a' } }])).toBe(40414);
    await db.createCollection('ring', { capped: true, size: 4096 });
    expect(await codeOf([{ $out: 'ring' }])).toBe(17152);
    expect(await db.collection('ring').countDocuments()).toBe(0);
    expect(await db.listCollections({ name: 'a' }).toArray()).toEqual([]);
  });
});

describe('$merge', () => {
  let target: ReturnType<Db['collection']>;
  beforeEach(async () => {
    await db
      .collection('merged')
      .drop()
      .catch(() => undefined);
    target = db.collection('merged');
    await target.insertMany([
      { _id: 'north' as never, total: 0, note: 'kept' },
      { _id: 'east' as never, total: 99 },
    ]);
  });
  const merge = (spec: Document): Promise<Document[]> =>
    db
      .collection('sales')
      .aggregate([...totals, { $merge: { into: 'merged', ...spec } }])
      .toArray();
  const rows = async (): Promise<Document[]> => sorted(await target.find().toArray());

  test('defaults: whenMatched merge, whenNotMatched insert, on _id', async () => {
    expect(await merge({})).toEqual([]);
    expect(await rows()).toEqual([
      { _id: 'east', total: 99 },
      { _id: 'north', total: 17, note: 'kept' },
      { _id: 'south', total: 5 },
    ]);
  });

  test('the string form names the target', async () => {
    await db
      .collection('sales')
      .aggregate([...totals, { $merge: 'merged' }])
      .toArray();
    expect((await rows()).map((r) => r.total)).toEqual([99, 17, 5]);
  });

  test('whenMatched replace and keepExisting; whenNotMatched discard', async () => {
    await merge({ whenMatched: 'replace', whenNotMatched: 'discard' });
    expect(await rows()).toEqual([
      { _id: 'east', total: 99 },
      { _id: 'north', total: 17 },
    ]);
    await merge({ whenMatched: 'keepExisting' });
    expect(await rows()).toEqual([
      { _id: 'east', total: 99 },
      { _id: 'north', total: 17 },
      { _id: 'south', total: 5 },
    ]);
  });

  test('whenMatched fail answers 11000; whenNotMatched fail answers 13113', async () => {
    expect((await serverError(merge({ whenMatched: 'fail' }))).code).toBe(11000);
    expect((await serverError(merge({ whenMatched: 'replace', whenNotMatched: 'fail' }))).code).toBe(13113);
  });

  test('whenMatched pipeline with $$new and let', async () => {
    await merge({
      let: { bonus: { $literal: 1000 }, incoming: '$total' },
      whenMatched: [
        { $set: { total: { $add: ['$total', '$$incoming', '$$bonus'] }, seen: '$$new.total' } },
        { $unset: 'note' },
      ],
      whenNotMatched: 'discard',
    });
    expect(await rows()).toEqual([
      { _id: 'east', total: 99 },
      { _id: 'north', total: 1017, seen: 17 },
    ]);
    await merge({ whenMatched: [{ $replaceWith: { $mergeObjects: ['$$ROOT', { last: '$$new.total' }] } }] });
    expect((await rows()).find((r) => r._id === 'north')).toMatchObject({ last: 17 });
    // only the stages of a pipeline-style update: 72 as MongoDB answers
    expect((await serverError(merge({ whenMatched: [{ $match: {} }] }))).code).toBe(72);
  });

  test('__proto__ and constructor stay ordinary fields through $out and a whenMatched pipeline', async () => {
    const odd = db.collection('odd');
    await odd.insertOne(
      JSON.parse('{"_id": "north", "__proto__": {"x": 1}, "constructor": {"y": 2}, "n": 1}') as Document,
    );
    await odd.aggregate([{ $out: 'oddCopy' }]).toArray();
    await db
      .collection('sales')
      .aggregate([
        ...totals,
        {
          $merge: {
            into: 'odd',
            whenMatched: [{ $set: { n: { $add: ['$n', '$$new.total'] } } }],
            whenNotMatched: 'discard',
          },
        },
      ])
      .toArray();
    for (const [name, n] of [
      ['oddCopy', 1],
      ['odd', 18],
    ] as const) {
      const found = (await db.collection(name).findOne({ _id: 'north' as never }))!;
      expect(Object.getOwnPropertyDescriptor(found, '__proto__')?.value).toEqual({ x: 1 });
      expect(found.constructor).toEqual({ y: 2 });
      expect(found.n).toBe(n);
    }
  });

  test('on other fields needs a unique index on them (51183 otherwise); with it, documents match by those fields', async () => {
    await db
      .collection('regions')
      .drop()
      .catch(() => undefined);
    const regions = db.collection('regions');
    await regions.insertOne({ region: 'north', total: 0, since: 2020 });
    const byRegion = [
      { $group: { _id: '$region', total: { $sum: '$amount' } } },
      { $project: { _id: 0, region: '$_id', total: 1 } },
      { $merge: { into: 'regions', on: 'region' } },
    ];
    expect((await serverError(db.collection('sales').aggregate(byRegion).toArray())).code).toBe(51183);
    await regions.createIndex({ region: 1 }, { unique: true });
    await db.collection('sales').aggregate(byRegion).toArray();
    const docs = await regions
      .find({}, { projection: { _id: 0 } })
      .sort({ region: 1 })
      .toArray();
    expect(docs).toEqual([
      { region: 'north', total: 17, since: 2020 },
      { region: 'south', total: 5 },
    ]);
    expect(
      (
        await serverError(
          db
            .collection('sales')
            .aggregate([{ $project: { amount: 1 } }, { $merge: { into: 'regions', on: ['region'] } }])
            .toArray(),
        )
      ).code,
    ).toBe(51132);
  });

  test('the source itself may be the target', async () => {
    await target
      .aggregate([{ $project: { doubled: { $multiply: ['$total', 2] } } }, { $merge: { into: 'merged' } }])
      .toArray();
    expect(await rows()).toEqual([
      { _id: 'east', total: 99, doubled: 198 },
      { _id: 'north', total: 0, note: 'kept', doubled: 0 },
    ]);
  });

  test('a missing target is created, in another database too', async () => {
    await db
      .collection('sales')
      .aggregate([...totals, { $merge: { into: { db: 'archive', coll: 'merged' } } }])
      .toArray();
    expect(await engine.client.db('archive').collection('merged').countDocuments()).toBe(2);
  });
});

describe('on disk', () => {
  test('a $out result survives a restart and a crash copy; a torn swap leaves the old target', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-out-'));
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-out-'));
    const torn = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-out-'));
    const server = await startEmbeddedMongo({ dataDir: dir });
    const conn = await mongoose.createConnection(server.uri, { dbName: 'disk' }).asPromise();
    const Sale = conn.model('Sale', SaleSchema, 'sales');
    await Sale.insertMany([
      { region: 'north', amount: 1 },
      { region: 'south', amount: 2 },
    ]);
    await conn.collection('totals').insertOne({ _id: 'old' as never, total: 0 });
    await conn.collection('totals').createIndex({ total: -1 });
    await out(Sale.aggregate(totals), 'totals');

    // the files as a crash would leave them, and the same with the last record (the swap) torn
    const files = fs.readdirSync(dir).filter((f) => f !== 'mongod.lock');
    for (const f of files) {
      fs.copyFileSync(path.join(dir, f), path.join(copy, f));
      fs.copyFileSync(path.join(dir, f), path.join(torn, f));
    }
    const journal = files.find((f) => f.startsWith('journal-'))!;
    fs.truncateSync(path.join(torn, journal), fs.statSync(path.join(torn, journal)).size - 1);
    await conn.close();
    await server.stop();

    const expected = [
      { _id: 'north', total: 1 },
      { _id: 'south', total: 2 },
    ];
    for (const where of [dir, copy]) {
      const again = await startEmbeddedMongo({ dataDir: where });
      const client = new mongoose.mongo.MongoClient(again.uri);
      const totalsAgain = client.db('disk').collection('totals');
      expect(sorted(await totalsAgain.find().toArray())).toEqual(expected);
      expect((await totalsAgain.indexes()).map((i) => i.name)).toEqual(['_id_', 'total_-1']);
      await client.close();
      await again.stop();
    }

    const recovered = await startEmbeddedMongo({ dataDir: torn });
    expect(recovered.recovery?.truncatedBytes).toBeGreaterThan(0);
    const client = new mongoose.mongo.MongoClient(recovered.uri);
    expect(await client.db('disk').collection('totals').find().toArray()).toEqual([{ _id: 'old', total: 0 }]);
    const names = (await client.db('disk').listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['sales', 'totals']);
    await client.close();
    await recovered.stop();
    for (const d of [dir, copy, torn]) fs.rmSync(d, { recursive: true, force: true });
  });
});

test('an assertion code without a name of its own is named `Location<code>`, as MongoDB names it', async () => {
  const error = await serverError(
    engine.db
      .collection('src')
      .aggregate([{ $out: 'x' }, { $match: {} }])
      .toArray(),
  );
  expect({ code: error.code, codeName: error.codeName }).toEqual({ code: 40601, codeName: 'Location40601' });
});
