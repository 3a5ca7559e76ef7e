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

test.each([
  ['$text', { $text: { $search: 'hello' } }],
  ['$where', { $where: 'this.a === 1' }],
  ['$near', { loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } }],
  ['$geoWithin', { loc: { $geoWithin: { $centerSphere: [[0, 0], 1] } } }],
  ['$function', { $expr: { $function: { body: 'function () { return true; }', args: [], lang: 'js' } } }],
])('%s in a query answers 2 BadValue', async (_name, filter) => {
  expect(await codeOf(db.collection('c').find(filter).toArray())).toBe(2);
});

test.each(['$out', '$merge', '$geoNear', '$search', '$changeStream', '$currentOp', '$indexStats'])(
  'the %s stage answers 2 BadValue',
  async (stage) => {
    expect(
      await codeOf(
        db
          .collection('c')
          .aggregate([{ [stage]: {} }])
          .toArray(),
      ),
    ).toBe(2);
  },
);

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
