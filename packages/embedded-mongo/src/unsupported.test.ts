import { MongoClient, MongoServerError, type Db } from 'mongodb';
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
  ['$out', 115],
  ['$merge', 115],
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

test('a stage with two fields answers 40323; nothing is written by a refused $out', async () => {
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $match: {}, $limit: 1 }])
        .toArray(),
    ),
  ).toBe(40323);
  expect(
    await codeOf(
      db
        .collection('c')
        .aggregate([{ $match: {} }, { $out: 'copy' }])
        .toArray(),
    ),
  ).toBe(115);
  expect(await db.listCollections({ name: 'copy' }).toArray()).toEqual([]);
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
  expect(await codeOf(db.command({ renameCollection: 'unsupported.c', to: 'unsupported.d' }))).toBe(59);
  expect(await codeOf(db.command({ mapReduce: 'c', map: 'function () {}', reduce: 'function () {}' }))).toBe(
    59,
  );
  expect(await db.collection('c').countDocuments()).toBe(1);
});
