import type { Db, MongoClient } from 'mongodb';
import mongoose, { Schema, Types } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

// MongoDB 7 behaviours that mongoose's users and the shell reach, through the driver and through mongoose.
const engine = useCompatEngine('compat');
let client: MongoClient;
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ client, db, conn } = engine));

describe('$elemMatch projections', () => {
  test('an operator condition on an array of scalars keeps the first matching element', async () => {
    const c = db.collection('elem_scalars');
    const [a, b, x] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    await c.insertOne({ _id: 1 as never, ids: [a, b], n: 'one' });
    await c.insertOne({ _id: 2 as never, ids: [a], n: 'two' });
    expect(
      await c
        .find({}, { projection: { ids: { $elemMatch: { $in: [b, x] } } } })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual([{ _id: 1, ids: [b] }, { _id: 2 }]);
    expect(
      await c.findOne({ _id: 1 as never }, { projection: { n: 1, ids: { $elemMatch: { $gte: a } } } }),
    ).toEqual({
      _id: 1,
      n: 'one',
      ids: [a],
    });
  });

  test('a condition on subdocuments, beside an exclusion, through mongoose', async () => {
    const M = conn.model(
      'ElemSchool',
      new Schema({ zip: String, students: [{ name: String, school: Number, age: Number }] }),
    );
    await M.create({
      zip: '63109',
      students: [
        { name: 'john', school: 102, age: 10 },
        { name: 'jess', school: 102, age: 11 },
        { name: 'jeff', school: 108, age: 15 },
      ],
    });
    const found = await M.findOne({ zip: '63109' })
      .select({ students: { $elemMatch: { school: 102, age: { $gt: 10 } } } })
      .lean();
    expect(found?.zip).toBeUndefined();
    expect(found?.students).toEqual([expect.objectContaining({ name: 'jess', school: 102, age: 11 })]);
    const excluded = await M.findOne({ zip: '63109' })
      .select({ zip: 0, students: { $elemMatch: { age: { $gte: 15 } } } })
      .lean();
    expect(excluded?.zip).toBeUndefined();
    expect(excluded?.students.map((s) => s.name)).toEqual(['jeff']);
    const ids = await M.findOne({})
      .select({ students: { $elemMatch: { name: { $in: ['nobody'] } } } })
      .lean();
    expect(ids?.students).toBeUndefined();
  });
});

describe('$all', () => {
  test('matches a plain field, arrays, regular expressions and $elemMatch', async () => {
    const c = db.collection('all_values');
    await c.insertMany([
      { _id: 1 as never, name: 'Zilda', tags: ['alpha', 'beta'] },
      { _id: 2 as never, name: 'Ângela', tags: ['alpha'] },
      { _id: 3 as never, name: 'Zé', tags: 'alpha', items: [{ q: 5 }, { q: 1 }] },
    ]);
    const ids = async (filter: object) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ name: { $all: ['Zilda'] } })).toEqual([1]);
    expect(await ids({ tags: { $all: ['alpha'] } })).toEqual([1, 2, 3]);
    expect(await ids({ tags: { $all: ['alpha', 'beta'] } })).toEqual([1]);
    expect(await ids({ tags: { $all: [/^al/, /ta$/] } })).toEqual([1]);
    expect(await ids({ name: { $all: [/^z/i] } })).toEqual([1, 3]);
    expect(await ids({ items: { $all: [{ $elemMatch: { q: { $gt: 4 } } }] } })).toEqual([3]);
    expect(await ids({ tags: { $all: [] } })).toEqual([]);
    const M = conn.model('AllPerson', new Schema({ name: String }), 'all_values');
    expect(await M.countDocuments({ name: { $all: ['Zilda'] } })).toBe(1);
    expect(await c.aggregate([{ $match: { name: { $all: [/^Z/] } } }, { $count: 'n' }]).toArray()).toEqual([
      { n: 2 },
    ]);
  });
});

describe('arrayFilters', () => {
  test('sets sibling fields of the same filtered element', async () => {
    const c = db.collection('array_filters');
    await c.insertOne({ _id: 1 as never, kids: [{ n: 1 }, { n: 2 }, { n: 1 }], other: [{ n: 1 }] });
    const res = await c.updateOne(
      { _id: 1 as never },
      { $set: { 'kids.$[k].n': 10, 'kids.$[k].seen': true }, $inc: { 'other.$[].n': 1 } },
      { arrayFilters: [{ 'k.n': 1 }] },
    );
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      kids: [{ n: 10, seen: true }, { n: 2 }, { n: 10, seen: true }],
      other: [{ n: 2 }],
    });
    await c.updateOne({ 'kids.n': 2 }, { $set: { 'kids.$.n': 3, 'kids.$.at': 'x' } });
    expect((await c.findOne({ _id: 1 as never }))?.kids[1]).toEqual({ n: 3, at: 'x' });
    const conflict = await serverError(
      c.updateOne(
        { _id: 1 as never },
        { $set: { 'kids.$[a].n': 1, 'kids.$[b].n': 2 } },
        {
          arrayFilters: [{ 'a.n': 10 }, { 'b.seen': true }],
        },
      ),
    );
    expect(conflict.code).toBe(40);
    const unused = await serverError(
      c.updateOne(
        { _id: 1 as never },
        { $set: { 'kids.$[a].n': 1, 'kids.$[a].m': 2 } },
        {
          arrayFilters: [{ 'a.n': 10 }, { 'z.n': 1 }],
        },
      ),
    );
    expect(unused.code).toBe(9);
  });

  test('through mongoose, with findOneAndUpdate', async () => {
    const M = conn.model('Family', new Schema({ kids: [{ n: Number, seen: Boolean }] }));
    const doc = await M.create({ kids: [{ n: 1 }, { n: 5 }] });
    const updated = await M.findOneAndUpdate(
      { _id: doc._id },
      { $set: { 'kids.$[k].n': 6, 'kids.$[k].seen': true } },
      { arrayFilters: [{ 'k.n': { $gte: 5 } }], new: true },
    ).lean();
    expect(updated?.kids.map(({ n, seen }) => ({ n, seen }))).toEqual([
      { n: 1, seen: undefined },
      { n: 6, seen: true },
    ]);
  });
});

describe("a collection's default collation", () => {
  test('applies to queries, counts, sorts, aggregation and unique indexes', async () => {
    await db.createCollection('people_pt', { collation: { locale: 'pt', strength: 1 } });
    const c = db.collection('people_pt');
    await c.insertMany([{ n: 'Ângela' }, { n: 'bruno' }, { n: 'Álvaro' }, { n: 'carla' }]);
    expect(await c.countDocuments({ n: 'angela' })).toBe(1);
    expect((await c.findOne({ n: 'ANGELA' }))?.n).toBe('Ângela');
    expect((await c.find({}).sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([
      'Álvaro',
      'Ângela',
      'bruno',
      'carla',
    ]);
    expect(
      await c.aggregate([{ $match: { n: 'alvaro' } }, { $project: { _id: 0, n: 1 } }]).toArray(),
    ).toEqual([{ n: 'Álvaro' }]);
    // An explicit collation wins over the default one.
    expect(await c.countDocuments({ n: 'angela' }, { collation: { locale: 'simple' } })).toBe(0);
    await c.createIndex({ n: 1 }, { unique: true });
    const index = (await c.listIndexes().toArray()).find((i) => i.name === 'n_1');
    expect(index?.collation).toMatchObject({ locale: 'pt', strength: 1 });
    expect((await serverError(c.insertOne({ n: 'CARLA' }))).code).toBe(11000);
    const M = conn.model('PersonPt', new Schema({ n: String }), 'people_pt');
    expect(await M.countDocuments({ n: 'bruno' })).toBe(1);
    expect(await M.findOne({ n: 'BRUNO' }).lean()).toMatchObject({ n: 'bruno' });
    const byId = await M.findById((await M.findOne({ n: 'carla' }).lean())?._id).lean();
    expect(byId?.n).toBe('carla');
  });
});

describe('validators', () => {
  const schema = {
    bsonType: 'object',
    required: ['amountCents', 'currency'],
    properties: {
      amountCents: { bsonType: 'int', minimum: 0, description: 'integer cents' },
      currency: { enum: ['BRL', 'USD'] },
      note: { bsonType: 'string', maxLength: 5 },
    },
  };

  test('$jsonSchema refuses a bad insert with code 121 and MongoDB errInfo', async () => {
    await db.createCollection('ledger', { validator: { $jsonSchema: schema } });
    const c = db.collection('ledger');
    await c.insertOne({ amountCents: 500, currency: 'BRL' });
    const error = await serverError(c.insertOne({ _id: 'bad' as never, amountCents: -1, currency: 'EUR' }));
    expect(error.code).toBe(121);
    expect(error.errInfo).toEqual({
      failingDocumentId: 'bad',
      details: {
        operatorName: '$jsonSchema',
        schemaRulesNotSatisfied: [
          {
            operatorName: 'properties',
            propertiesNotSatisfied: [
              {
                propertyName: 'amountCents',
                description: 'integer cents',
                details: [
                  {
                    operatorName: 'minimum',
                    specifiedAs: { minimum: 0 },
                    reason: 'comparison failed',
                    consideredValue: -1,
                  },
                ],
              },
              {
                propertyName: 'currency',
                details: [
                  {
                    operatorName: 'enum',
                    specifiedAs: { enum: ['BRL', 'USD'] },
                    reason: 'value was not found in enum',
                    consideredValue: 'EUR',
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const missing = await serverError(c.insertOne({ amountCents: 1.5 }));
    expect(missing.errInfo?.details.schemaRulesNotSatisfied).toEqual(
      expect.arrayContaining([
        {
          operatorName: 'required',
          specifiedAs: { required: ['amountCents', 'currency'] },
          missingProperties: ['currency'],
        },
      ]),
    );
    expect(await c.countDocuments()).toBe(1);
    // Updates, upserts and findAndModify are validated too; nothing is written on failure.
    expect((await serverError(c.updateOne({}, { $set: { note: 'too long' } }))).code).toBe(121);
    expect(
      (await serverError(c.updateOne({ x: 1 }, { $set: { amountCents: 1 } }, { upsert: true }))).code,
    ).toBe(121);
    expect((await serverError(c.findOneAndUpdate({}, { $unset: { currency: '' } }))).code).toBe(121);
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([
      { amountCents: 500, currency: 'BRL' },
    ]);
    await c.insertOne({ amountCents: -5 }, { bypassDocumentValidation: true });
    expect(await c.countDocuments({ $jsonSchema: schema })).toBe(1);
  });

  test('query-operator validators, validationLevel and validationAction, collMod', async () => {
    await db.createCollection('ages', { validator: { age: { $gte: 18 }, name: { $type: 'string' } } });
    const c = db.collection('ages');
    await c.insertOne({ _id: 1 as never, name: 'Ana', age: 30 });
    const error = await serverError(c.insertOne({ _id: 2 as never, name: 'Bia', age: 10 }));
    expect(error.code).toBe(121);
    expect(error.errInfo).toEqual({
      failingDocumentId: 2,
      details: {
        operatorName: '$and',
        clausesNotSatisfied: [
          {
            index: 0,
            details: {
              operatorName: '$gte',
              specifiedAs: { age: { $gte: 18 } },
              reason: 'comparison failed',
              consideredValue: 10,
            },
          },
        ],
      },
    });
    await db.command({ collMod: 'ages', validationAction: 'warn' });
    await c.insertOne({ _id: 3 as never, name: 'Caio', age: 5 });
    await db.command({ collMod: 'ages', validationAction: 'error', validationLevel: 'moderate' });
    // Moderate: an existing invalid document may be updated; a valid one may not become invalid.
    await c.updateOne({ _id: 3 as never }, { $set: { age: 6 } });
    expect((await serverError(c.updateOne({ _id: 1 as never }, { $set: { age: 1 } }))).code).toBe(121);
    await db.command({ collMod: 'ages', validator: { age: { $lt: 100 } }, validationLevel: 'strict' });
    await c.insertOne({ _id: 4 as never, age: 7 });
    const [info] = await db.listCollections({ name: 'ages' }).toArray();
    expect(info).toMatchObject({
      options: { validator: { age: { $lt: 100 } }, validationLevel: 'strict', validationAction: 'error' },
    });
    expect((await serverError(db.command({ collMod: 'nope', validationLevel: 'off' }))).code).toBe(26);
    expect((await serverError(db.command({ collMod: 'ages', bogus: 1 }))).code).toBe(40415);
    expect((await serverError(db.command({ collMod: 'ages', validationLevel: 'sometimes' }))).code).toBe(2);
    expect(
      (
        await serverError(
          db.createCollection('bad_schema', {
            validator: { $jsonSchema: { bsonType: 'object', format: 'x' } },
          }),
        )
      ).code,
    ).toBe(9);
    expect(
      (await serverError(db.createCollection('bad_where', { validator: { $where: 'true' } }))).code,
    ).toBe(2);
  });

  test('through mongoose: a validation failure is a 121 MongoServerError, the document is not saved', async () => {
    await db.createCollection('payments', { validator: { $jsonSchema: schema } });
    const Payment = conn.model('Payment', new Schema({ amountCents: Number, currency: String }), 'payments');
    await Payment.create({ amountCents: 100, currency: 'USD' });
    const error = await Payment.create({ amountCents: 100, currency: 'XXX' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 121, errInfo: { details: { operatorName: '$jsonSchema' } } });
    expect(await Payment.countDocuments()).toBe(1);
  });

  test('collMod changes a TTL index', async () => {
    const c = db.collection('sessions_ttl');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
    const reply = await db.command({
      collMod: 'sessions_ttl',
      index: { keyPattern: { at: 1 }, expireAfterSeconds: 10 },
    });
    expect(reply).toMatchObject({ expireAfterSeconds_old: 60, expireAfterSeconds_new: 10, ok: 1 });
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(10);
    expect(
      (
        await serverError(
          db.command({ collMod: 'sessions_ttl', index: { name: 'x_1', expireAfterSeconds: 1 } }),
        )
      ).code,
    ).toBe(27);
  });
});

describe('capped collections', () => {
  test('max keeps the newest documents in insertion order', async () => {
    await db.createCollection('log', { capped: true, size: 100_000, max: 3 });
    const c = db.collection('log');
    for (let i = 1; i <= 5; i++) await c.insertOne({ i });
    expect((await c.find().toArray()).map((d) => d.i)).toEqual([3, 4, 5]);
    expect((await c.find().sort({ $natural: -1 }).toArray()).map((d) => d.i)).toEqual([5, 4, 3]);
    expect(await db.command({ collStats: 'log' })).toMatchObject({ capped: true, max: 3, count: 3 });
    const [info] = await db.listCollections({ name: 'log' }).toArray();
    expect(info).toMatchObject({ options: { capped: true, size: 100_000, max: 3 } });
  });

  test('size evicts the oldest documents by BSON bytes', async () => {
    await db.createCollection('small', { capped: true, size: 4096 });
    const c = db.collection('small');
    const text = 'x'.repeat(1000);
    for (let i = 1; i <= 10; i++) await c.insertOne({ i, text });
    const left = (await c.find().toArray()).map((d) => d.i);
    // Each document is 1,040 BSON bytes: three fit in 4,096.
    expect(left).toEqual([8, 9, 10]);
    const stats = await db.command({ collStats: 'small' });
    expect(stats.size).toBeLessThanOrEqual(4096);
    expect(stats.maxSize).toBe(4096);
  });

  test('through mongoose, and the size is required', async () => {
    const Event = conn.model('Event', new Schema({ i: Number }, { capped: { size: 8192, max: 2 } }));
    await Event.init();
    await Event.create({ i: 1 });
    await Event.create({ i: 2 });
    await Event.create({ i: 3 });
    expect((await Event.find().lean()).map((e) => e.i)).toEqual([2, 3]);
    expect((await serverError(db.createCollection('nosize', { capped: true }))).code).toBe(72);
  });
});

describe('dbStats, collStats and $collStats', () => {
  test('report counts and sizes the way the shell reads them', async () => {
    const stats = client.db('stats');
    const c = stats.collection('things');
    await c.insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await c.createIndex({ a: 1 });
    await stats.collection('other').insertOne({ b: 'x' });
    const dbStats = await stats.command({ dbStats: 1 });
    expect(dbStats).toMatchObject({
      db: 'stats',
      collections: 2,
      views: 0,
      objects: 4,
      indexes: 3,
      scaleFactor: 1,
      ok: 1,
    });
    expect(dbStats.dataSize).toBeGreaterThan(0);
    expect(dbStats.totalSize).toBe(dbStats.dataSize + dbStats.indexSize);
    const coll = await stats.command({ collStats: 'things', scale: 1 });
    expect(coll).toMatchObject({ ns: 'stats.things', count: 3, nindexes: 2, capped: false, ok: 1 });
    expect(Object.keys(coll.indexSizes)).toEqual(['_id_', 'a_1']);
    const bsonSize = (await c.find().toArray()).length * 29;
    expect(coll.size).toBe(bsonSize);
    expect(coll.avgObjSize).toBe(29);
    const [stage] = await c.aggregate([{ $collStats: { storageStats: {}, count: {} } }]).toArray();
    expect(stage).toMatchObject({
      ns: 'stats.things',
      count: 3,
      storageStats: { count: 3, size: bsonSize, nindexes: 2 },
    });
    expect(
      await c.aggregate([{ $collStats: { count: {} } }, { $project: { _id: 0, count: 1 } }]).toArray(),
    ).toEqual([{ count: 3 }]);
    expect((await serverError(c.aggregate([{ $match: {} }, { $collStats: {} }]).toArray())).code).toBe(40602);
    expect(
      (
        await serverError(
          stats
            .collection('none')
            .aggregate([{ $collStats: { count: {} } }])
            .toArray(),
        )
      ).code,
    ).toBe(26);
    expect((await serverError(stats.command({ collStats: 'none' }))).code).toBe(26);
  });
});

describe('explain', () => {
  test('aggregate: the planned $cursor stage, then the other stages with their counts', async () => {
    const c = db.collection('explained');
    await c.insertMany([
      { k: 1, g: 'a' },
      { k: 2, g: 'b' },
      { k: 3, g: 'a' },
    ]);
    await c.createIndex({ k: 1 });
    const plan = await c
      .aggregate([{ $match: { k: { $gte: 2 } } }, { $group: { _id: '$g', n: { $sum: 1 } } }])
      .explain('executionStats');
    expect(plan.stages[0].$cursor.queryPlanner.winningPlan).toEqual({
      stage: 'FETCH',
      inputStage: { stage: 'IXSCAN', indexName: 'k_1' },
    });
    expect(plan.stages[0].$cursor.executionStats).toMatchObject({ nReturned: 2, totalDocsExamined: 2 });
    expect(plan.stages[1]).toMatchObject({ $group: { _id: '$g', n: { $sum: 1 } }, nReturned: 2 });
    const pushedDown = await c.aggregate([{ $match: { k: 1 } }]).explain('queryPlanner');
    expect(pushedDown.queryPlanner.namespace).toBe('compat.explained');
    expect(pushedDown.executionStats).toBeUndefined();
    const M = conn.model('Explained', new Schema({ k: Number, g: String }), 'explained');
    const viaMongoose = (await M.aggregate([{ $match: { g: 'a' } }, { $count: 'n' }]).explain(
      'executionStats',
    )) as {
      stages: Array<Record<string, unknown>>;
    };
    expect(viaMongoose.stages[0].$cursor).toMatchObject({
      executionStats: { totalDocsExamined: 3, nReturned: 2 },
    });
    expect(viaMongoose.stages[1]).toMatchObject({ $count: 'n', nReturned: 1 });
  });
});
