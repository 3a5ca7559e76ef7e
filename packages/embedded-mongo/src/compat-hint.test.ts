import { type Collection, type Db, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import type { EmbeddedMongo } from './index';
import { serverError, useCompatEngine } from '../test/compatEngine';

// `hint` as MongoDB 7 honours it: the hinted index decides the access path and, without a sort, the order.
const engine = useCompatEngine('hint');
let server: EmbeddedMongo;
let db: Db;
let c: Collection;

beforeAll(async () => {
  ({ server, db } = engine);
  c = db.collection('people');
  // Inserted in an order that neither index follows.
  await c.insertMany([
    { _id: 1 as never, name: 'Carla', age: 30 },
    { _id: 2 as never, name: 'Ana', age: 50 },
    { _id: 3 as never, name: 'Bruno', age: 10 },
    { _id: 4 as never, name: 'Dora', age: 40 },
  ]);
  await c.createIndex({ name: 1 }, { name: 'by_name' });
  await c.createIndex({ age: -1 });
});

const ids = (docs: Document[]): unknown[] => docs.map((d) => d._id);

describe('find', () => {
  test('without a sort, documents come in the hinted index order (by name or by key pattern)', async () => {
    expect(ids(await c.find({}).hint('by_name').toArray())).toEqual([2, 3, 1, 4]);
    expect(ids(await c.find({}).hint({ name: 1 }).toArray())).toEqual([2, 3, 1, 4]);
    expect(ids(await c.find({}).hint({ age: -1 }).toArray())).toEqual([2, 4, 1, 3]);
    expect(
      ids(
        await c
          .find({ age: { $gte: 30 } })
          .hint('age_-1')
          .toArray(),
      ),
    ).toEqual([2, 4, 1]);
    expect(ids(await c.find({}).hint('by_name').skip(1).limit(2).toArray())).toEqual([3, 1]);
  });

  test('a sort still decides the order', async () => {
    expect(ids(await c.find({}).hint('by_name').sort({ age: 1 }).toArray())).toEqual([3, 1, 4, 2]);
  });

  test('$natural means a collection scan in insertion order, forwards or backwards', async () => {
    expect(ids(await c.find({}).hint({ $natural: 1 }).toArray())).toEqual([1, 2, 3, 4]);
    expect(
      ids(
        await c
          .find({ age: { $gt: 20 } })
          .hint({ $natural: -1 })
          .toArray(),
      ),
    ).toEqual([4, 2, 1]);
  });

  test('a hint naming no index answers 2 BadValue', async () => {
    for (const hint of ['nope', { nope: 1 }, { name: -1 }]) {
      const error = await serverError(c.find({}).hint(hint).toArray());
      expect(error.code).toBe(2);
      expect(error.message).toMatch(/hint provided does not correspond to an existing index/);
    }
  });

  test('explain reports the hinted index', async () => {
    const plan = (await c.find({ age: 10 }).hint('by_name').explain('executionStats')) as {
      queryPlanner: { winningPlan: { inputStage?: { indexName?: string }; stage: string } };
    };
    expect(plan.queryPlanner.winningPlan.inputStage?.indexName).toBe('by_name');
    const natural = (await c.find({ name: 'Ana' }).hint({ $natural: 1 }).explain()) as {
      queryPlanner: { winningPlan: { stage: string } };
    };
    expect(natural.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
  });
});

describe('aggregate and count', () => {
  test('aggregate follows the hinted index and refuses an unknown one', async () => {
    const docs = await c
      .aggregate([{ $match: {} }, { $project: { name: 1 } }], { hint: 'by_name' })
      .toArray();
    expect(ids(docs)).toEqual([2, 3, 1, 4]);
    expect(ids(await c.aggregate([], { hint: { age: -1 } }).toArray())).toEqual([2, 4, 1, 3]);
    expect((await serverError(c.aggregate([], { hint: 'nope' }).toArray())).code).toBe(2);
  });

  test('count and countDocuments take a hint, and refuse an unknown one', async () => {
    expect(await c.countDocuments({ age: { $gt: 20 } }, { hint: 'by_name' })).toBe(3);
    expect(await c.countDocuments({}, { hint: { age: -1 } })).toBe(4);
    expect((await serverError(c.countDocuments({}, { hint: 'nope' }))).code).toBe(2);
    expect((await serverError(db.command({ count: 'people', query: {}, hint: 'nope' }))).code).toBe(2);
    expect((await db.command({ count: 'people', query: { age: 10 }, hint: 'by_name' })).n).toBe(1);
  });

  test('a sparse hinted index sees only the documents it holds, as in MongoDB', async () => {
    const s = db.collection('sparse');
    await s.insertMany([{ _id: 1 as never, tag: 'b' }, { _id: 2 as never }, { _id: 3 as never, tag: 'a' }]);
    await s.createIndex({ tag: 1 }, { sparse: true });
    expect(ids(await s.find({}).hint('tag_1').toArray())).toEqual([3, 1]);
    expect(await s.countDocuments({}, { hint: 'tag_1' })).toBe(2);
  });
});

describe('writes', () => {
  test('update, delete and findAndModify honour the hint and refuse an unknown one', async () => {
    const w = db.collection('writes');
    await w.insertMany([
      { _id: 1 as never, k: 2, n: 0 },
      { _id: 2 as never, k: 1, n: 0 },
    ]);
    await w.createIndex({ k: 1 });
    await w.updateOne({}, { $set: { n: 1 } }, { hint: 'k_1' });
    expect(await w.findOne({ n: 1 })).toEqual({ _id: 2, k: 1, n: 1 });
    expect((await serverError(w.updateOne({}, { $set: { n: 2 } }, { hint: 'nope' }))).code).toBe(2);
    expect((await serverError(w.updateMany({}, { $set: { n: 2 } }, { hint: { z: 1 } }))).code).toBe(2);
    const found = await w.findOneAndUpdate({}, { $inc: { n: 10 } }, { hint: { k: 1 } });
    expect(found?._id).toBe(2);
    expect((await serverError(w.findOneAndDelete({}, { hint: { nope: 1 } }))).code).toBe(2);
    expect((await serverError(w.deleteOne({}, { hint: 'nope' }))).code).toBe(2);
    await w.deleteOne({}, { hint: 'k_1' });
    expect(ids(await w.find({}).toArray())).toEqual([1]);
  });

  test('through mongoose: Query.hint', async () => {
    const conn = await mongoose.createConnection(server.uri, { dbName: 'hint' }).asPromise();
    try {
      const M = conn.model('Hinted', new Schema({ name: String }, { autoIndex: false }), 'people');
      expect((await M.find().hint({ name: 1 }).lean()).map((d) => d.name)).toEqual([
        'Ana',
        'Bruno',
        'Carla',
        'Dora',
      ]);
      await expect(M.find().hint('nope').lean()).rejects.toMatchObject({ code: 2 });
      const schema = new Schema({ name: String, qty: Number });
      schema.index({ qty: -1, name: -1 });
      const Stock = conn.model('HintedStock', schema);
      await Stock.init();
      await Stock.create([
        { name: 'Andrew', qty: 4 },
        { name: 'Betty', qty: 5 },
        { name: 'Charlie', qty: 4 },
      ]);
      const found = await Stock.aggregate().match({}).hint({ qty: -1, name: -1 }).exec();
      expect(found.map((d: { name: string }) => d.name)).toEqual(['Betty', 'Charlie', 'Andrew']);
    } finally {
      await conn.close();
    }
  });
});
