import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Long, MongoClient, MongoServerError, Timestamp, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';

// What the engine does not support answers a MongoDB error, never a wrong result (README "Not supported").
let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  client = await MongoClient.connect(server.uri);
  db = client.db('unsupported');
  await db
    .collection('c')
    .insertMany([{ a: 1, t: 'hello world', loc: { type: 'Point', coordinates: [0, 0] } }]);
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

async function codeOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof MongoServerError ? (error.code ?? 'no code') : String(error);
  }
  return 'no error';
}

test('$text without a text index answers 27 IndexNotFound, as MongoDB does', async () => {
  expect(
    await codeOf(
      db
        .collection('c')
        .find({ $text: { $search: 'hello' } })
        .toArray(),
    ),
  ).toBe(27);
  expect(await codeOf(db.collection('c').countDocuments({ $text: { $search: 'hello' } }))).toBe(27);
});

test('$near without a geo index answers 291 NoQueryExecutionPlans; $geoNear 27', async () => {
  const near = { loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } };
  expect(await codeOf(db.collection('c').find(near).toArray())).toBe(291);
  expect(
    await codeOf(
      db
        .collection('c')
        .find({ $or: [{ a: 2 }, near] })
        .toArray(),
    ),
  ).toBe(291);
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $geoNear: { near: [0, 0] } }])
        .toArray(),
    ),
  ).toBe(27);
});

test('with a text or geo index MongoDB would answer: the engine says 115 CommandNotSupported', async () => {
  const indexed = db.collection('indexed');
  await indexed.insertOne({ t: 'hello', loc: { type: 'Point', coordinates: [0, 0] } });
  await indexed.createIndex({ t: 'text' });
  await indexed.createIndex({ loc: '2dsphere' });
  expect(await codeOf(indexed.find({ $text: { $search: 'hello' } }).toArray())).toBe(115);
  expect(await codeOf(indexed.find({ loc: { $nearSphere: [0, 0] } }).toArray())).toBe(115);
  expect(await codeOf(indexed.find({ loc: { $geoWithin: { $centerSphere: [[0, 0], 1] } } }).toArray())).toBe(
    115,
  );
});

test('server-side JavaScript is disabled: $where 6108304 (2 in $match), $function 2 BadValue', async () => {
  expect(await codeOf(db.collection('c').find({ $where: 'this.a === 1' }).toArray())).toBe(6108304);
  expect(await codeOf(db.collection('c').deleteMany({ $where: 'true' }))).toBe(6108304);
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $match: { $where: 'this.a === 1' } }])
        .toArray(),
    ),
  ).toBe(2);
  const fn = { $function: { body: 'function () { return true; }', args: [], lang: 'js' } };
  expect(await codeOf(db.collection('c').find({ $expr: fn }).toArray())).toBe(2);
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $project: { x: fn } }])
        .toArray(),
    ),
  ).toBe(2);
  expect(await db.collection('c').countDocuments()).toBe(1);
});

test.each([
  ['$changeStream', 40573],
  ['$search', 31082],
  ['$vectorSearch', 31082],
  ['$currentOp', 73],
  ['$noSuchStage', 40324],
  ['$indexStats', 115],
])('the %s stage answers %d', async (stage, code) => {
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ [stage]: {} }])
        .toArray(),
    ),
  ).toBe(code);
});

test('a stage with two fields answers 40323', async () => {
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $match: {}, $limit: 1 }])
        .toArray(),
    ),
  ).toBe(40323);
});

test('tailable cursors: 2 BadValue on a collection that is not capped, 115 on a capped one', async () => {
  expect(await codeOf(db.collection('c').find({}, { tailable: true }).toArray())).toBe(2);
  await db.createCollection('log', { capped: true, size: 4096 });
  expect(await codeOf(db.collection('log').find({}, { tailable: true, awaitData: true }).toArray())).toBe(
    115,
  );
});

test('views and time-series collections answer 72 InvalidOptions', async () => {
  expect(await codeOf(db.createCollection('v', { viewOn: 'c', pipeline: [] }))).toBe(72);
  expect(await codeOf(db.createCollection('ts', { timeseries: { timeField: 't' } }))).toBe(72);
});

test('transactions answer 20 IllegalOperation, unknown commands 59 CommandNotFound', async () => {
  // The driver itself refuses transactions on a standalone; the server's own answer:
  expect(await codeOf(client.db('admin').command({ commitTransaction: 1 }))).toBe(20);
  expect(await codeOf(db.command({ noSuchCommand: 1 }))).toBe(59);
  expect(await db.collection('c').countDocuments()).toBe(1);
});

test('commands a standalone MongoDB 7 does not have answer 59: MongoDB 8 bulkWrite, mongos listShards', async () => {
  const admin = client.db('admin');
  const bulk = { bulkWrite: 1, ops: [{ insert: 0, document: { a: 1 } }], nsInfo: [{ ns: 'unsupported.c' }] };
  expect(await codeOf(admin.command(bulk))).toBe(59);
  // the driver's client.bulkWrite() wraps the server's answer
  const clientBulk = await client
    .bulkWrite([{ name: 'insertOne', namespace: 'unsupported.c', document: { a: 2 } }])
    .catch((error: { cause?: MongoServerError }) => error.cause);
  expect(clientBulk).toBeInstanceOf(MongoServerError);
  expect((clientBulk as MongoServerError).code).toBe(59);
  expect(await codeOf(admin.command({ listShards: 1 }))).toBe(59);
  expect(await codeOf(admin.command({ getLastError: 1 }))).toBe(59);
  expect(await db.collection('c').countDocuments()).toBe(1);
});

test('replica set commands answer 76 NoReplicationEnabled, authentication 18, user management 115', async () => {
  const admin = client.db('admin');
  expect(await codeOf(admin.command({ replSetGetStatus: 1 }))).toBe(76);
  expect(await codeOf(admin.command({ replSetInitiate: {} }))).toBe(76);
  expect(
    await codeOf(
      admin.command({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload: Buffer.from('n,,n=u,r=abc') }),
    ),
  ).toBe(18);
  expect(await codeOf(db.command({ createUser: 'u', pwd: 'p', roles: [] }))).toBe(115);
  expect(await codeOf(db.command({ usersInfo: 1 }))).toBe(115);
});

test('commands MongoDB 7 has and the engine does not run answer 115 CommandNotSupported', async () => {
  expect(
    await codeOf(
      db.command({ mapReduce: 'c', map: 'function () {}', reduce: 'function () {}', out: { inline: 1 } }),
    ),
  ).toBe(115);
  expect(await codeOf(db.command({ validate: 'c' }))).toBe(115);
  expect(await codeOf(db.command({ convertToCapped: 'c', size: 4096 }))).toBe(115);
  expect(await codeOf(client.db('admin').command({ currentOp: 1 }))).toBe(115);
  expect(await db.collection('c').countDocuments()).toBe(1);
});

test('a write concern that needs replica set members answers 2 BadValue and writes nothing', async () => {
  const c = db.collection('concern');
  expect(await codeOf(c.insertOne({ a: 1 }, { writeConcern: { w: 2 } }))).toBe(2);
  expect(await codeOf(c.insertOne({ a: 1 }, { writeConcern: { w: 'dataCenters' as never } }))).toBe(2);
  expect(await c.countDocuments()).toBe(0);
  await c.insertOne({ a: 1 }, { writeConcern: { w: 'majority', j: true } });
  await c.insertOne({ a: 2 }, { writeConcern: { w: 1 } });
  expect(await c.countDocuments()).toBe(2);
});

test('afterClusterTime (causal consistency) answers as a standalone: 72 without majority, else 20', async () => {
  const find = (readConcern: object) => db.command({ find: 'c', readConcern });
  expect(await codeOf(find({ afterClusterTime: new Timestamp({ t: 0, i: 0 }) }))).toBe(72);
  expect(await codeOf(find({ level: 'majority', afterClusterTime: new Timestamp({ t: 0, i: 0 }) }))).toBe(72);
  expect(await codeOf(find({ level: 'majority', afterClusterTime: new Timestamp({ t: 0, i: 1 }) }))).toBe(20);
  expect((await find({ level: 'majority' })).ok).toBe(1);
  expect((await find({ level: 'local' })).ok).toBe(1);
});

describe('maxTimeMS', () => {
  beforeAll(async () => {
    await db
      .collection('slow')
      .insertMany(Array.from({ length: 20_000 }, (_, i) => ({ i, g: i % 1000, s: `value ${i}` })));
  });
  const heavy = [
    { $group: { _id: '$g', n: { $sum: 1 }, all: { $push: '$s' } } },
    { $sort: { n: -1, _id: 1 } },
  ];

  test('a read that runs over its maxTimeMS answers 50 MaxTimeMSExpired', async () => {
    expect(await codeOf(db.collection('slow').aggregate(heavy, { maxTimeMS: 1 }).toArray())).toBe(50);
    expect(await codeOf(db.collection('slow').find({ s: /9$/ }, { maxTimeMS: 1 }).toArray())).toBe(50);
    expect(await codeOf(db.collection('slow').countDocuments({ s: /9$/ }, { maxTimeMS: 1 }))).toBe(50);
    expect((await client.db('admin').command({ serverStatus: 1 })).ok).toBe(1);
  });

  test('within its time, or with maxTimeMS 0, the read answers', async () => {
    expect(await db.collection('slow').aggregate(heavy, { maxTimeMS: 600_000 }).toArray()).toHaveLength(1000);
    expect(await db.collection('slow').countDocuments({ s: /9$/ }, { maxTimeMS: 0 })).toBe(2000);
  });
});

describe('collection-less aggregate', () => {
  test('$documents runs; any other first stage answers 73; $currentOp and $listLocalSessions 115', async () => {
    expect(
      await db
        .aggregate([{ $documents: [{ x: 1 }, { x: 2 }, { x: 3 }] }, { $match: { x: { $gte: 2 } } }], {
          batchSize: 1,
        })
        .toArray(),
    ).toEqual([{ x: 2 }, { x: 3 }]);
    expect(await codeOf(db.aggregate([{ $match: {} }]).toArray())).toBe(73);
    expect(
      await codeOf(
        client
          .db('admin')
          .aggregate([{ $currentOp: {} }])
          .toArray(),
      ),
    ).toBe(115);
    expect(await codeOf(db.aggregate([{ $currentOp: {} }]).toArray())).toBe(73);
    expect(await codeOf(db.aggregate([{ $listLocalSessions: {} }]).toArray())).toBe(115);
  });
});

describe('renameCollection', () => {
  test('moves documents, indexes and options; errors as MongoDB answers them', async () => {
    const from = db.collection('to_rename');
    await from.insertMany([
      { _id: 1 as never, k: 'a' },
      { _id: 2 as never, k: 'b' },
    ]);
    await from.createIndex({ k: 1 }, { unique: true });
    const renamed = await from.rename('renamed');
    expect(await renamed.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, k: 'a' },
      { _id: 2, k: 'b' },
    ]);
    expect((await renamed.indexes()).map((i) => i.name)).toEqual(['_id_', 'k_1']);
    expect(await codeOf(renamed.insertOne({ k: 'a' }))).toBe(11000);
    expect(await db.listCollections({ name: 'to_rename' }).toArray()).toEqual([]);
    expect(await codeOf(db.collection('missing').rename('x'))).toBe(26);
    await db.collection('other').insertOne({ o: 1 });
    expect(await codeOf(renamed.rename('other'))).toBe(48);
    await renamed.rename('other', { dropTarget: true });
    expect(await db.collection('other').countDocuments()).toBe(2);
    expect(await codeOf(db.command({ renameCollection: 'unsupported.other', to: 'unsupported.x' }))).toBe(13);
  });

  test('a renamed collection is durable, across databases too', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-rename-'));
    const disk = await startEmbeddedMongo({ dataDir });
    const diskClient = await MongoClient.connect(disk.uri);
    await diskClient
      .db('a')
      .collection('from')
      .insertMany([{ _id: 1 as never, k: 1 }]);
    await diskClient.db('a').collection('from').createIndex({ k: 1 }, { unique: true });
    await diskClient.db('admin').command({ renameCollection: 'a.from', to: 'b.to' });
    await diskClient.close();
    await disk.stop();
    const again = await startEmbeddedMongo({ dataDir });
    const againClient = await MongoClient.connect(again.uri);
    try {
      expect(await againClient.db('b').collection('to').find().toArray()).toEqual([{ _id: 1, k: 1 }]);
      expect((await againClient.db('b').collection('to').indexes()).map((i) => i.name)).toEqual([
        '_id_',
        'k_1',
      ]);
      expect(await againClient.db('a').listCollections().toArray()).toEqual([]);
    } finally {
      await againClient.close();
      await again.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test('aggregation operators the engine cannot make exact for longs answer 115 past 2^53, never a rounded value', async () => {
  const c = db.collection('longs');
  await c.insertOne({ _id: 1 as never, big: Long.fromBigInt(2n ** 53n + 1n), small: Long.fromNumber(6) });
  const project = (expr: object) => c.aggregate([{ $project: { v: expr } }]).toArray();
  // a date that many milliseconds away is past what JavaScript's Date holds
  expect(await codeOf(project({ $toDate: '$big' }))).toBe(115);
  expect(await codeOf(project({ $convert: { input: '$big', to: 'date' } }))).toBe(115);
  expect(
    await codeOf(project({ $dateAdd: { startDate: new Date(0), unit: 'millisecond', amount: '$big' } })),
  ).toBe(115);
  // within 2^53 they answer, as MongoDB does
  expect(await project({ $toDate: '$small' })).toEqual([{ _id: 1, v: new Date(6) }]);
});

test('the other answers 115 the README lists: $meta, $bucketAuto and the window operators with a long they cannot keep exact', async () => {
  const c = db.collection('longs115');
  await c.insertMany([
    { _id: 1 as never, big: Long.fromBigInt(2n ** 53n + 1n), t: 1, n: Long.fromNumber(3) },
    { _id: 2 as never, big: Long.fromBigInt(2n ** 53n + 3n), t: 2, n: Long.fromNumber(5) },
  ]);
  expect(await codeOf(c.aggregate([{ $project: { s: { $meta: 'textScore' } } }]).toArray())).toBe(115);
  expect(await codeOf(c.aggregate([{ $bucketAuto: { groupBy: '$big', buckets: 2 } }]).toArray())).toBe(115);
  expect(
    await codeOf(
      c
        .aggregate([
          {
            $setWindowFields: {
              sortBy: { t: 1 },
              output: { d: { $derivative: { input: '$big' }, window: { documents: [-1, 0] } } },
            },
          },
        ])
        .toArray(),
    ),
  ).toBe(115);
  expect(
    await codeOf(c.aggregate([{ $densify: { field: 'n', range: { step: 1, bounds: 'full' } } }]).toArray()),
  ).toBe(115);
});
