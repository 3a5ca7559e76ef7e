import { Double, Int32, MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { Schema, Types } from 'mongoose';
import { serverError, useCompatEngine, withRestarts } from '../test/compatEngine';

// A whole-valued BSON double (`new Double(1)`, mongoose's `Schema.Types.Double`, a shell's `1.0`) stays a double,
// as in MongoDB 7: `$type: 'double'` finds it, `$type: 'int'` does not, a `promoteValues: false` client reads back a
// Double; by value it is the number it holds (equality, `$in`, indexes, sorts, uniqueness).
const engine = useCompatEngine('doubles');
let db: Db;
let raw: MongoClient;
beforeAll(async () => {
  db = engine.db;
  raw = await MongoClient.connect(engine.server.uri, { promoteValues: false });
});
afterAll(async () => {
  await raw?.close();
});

/** The collection through the `promoteValues: false` client: values come back as Int32/Double boxes. */
const rawOf = (c: Collection): Collection => raw.db('doubles').collection(c.collectionName);
const typeName = (v: unknown): string => (v as object).constructor.name;
const ids = async (c: Collection, filter: Document): Promise<unknown[]> =>
  (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

describe('a whole double is stored as a double', () => {
  let c: Collection;
  beforeAll(async () => {
    c = db.collection('types');
    await c.insertMany([
      { _id: 1, n: new Double(1) },
      { _id: 2, n: new Int32(1) },
      { _id: 3, n: 1.5 },
      { _id: 4, n: [new Double(2), 'x'] },
      { _id: 5, n: new Double(-0) },
    ] as never[]);
  });

  test('$type double, int and number', async () => {
    expect(await ids(c, { n: { $type: 'double' } })).toEqual([1, 3, 4, 5]);
    expect(await ids(c, { n: { $type: 1 } })).toEqual([1, 3, 4, 5]);
    expect(await ids(c, { n: { $type: 'int' } })).toEqual([2]);
    expect(await ids(c, { n: { $type: 'number' } })).toEqual([1, 2, 3, 4, 5]);
  });

  test('reads back as a Double through promoteValues: false, as the number 1 otherwise', async () => {
    const docs = await rawOf(c).find({}).sort({ _id: 1 }).toArray();
    expect(docs.slice(0, 3).map((d) => typeName(d.n))).toEqual(['Double', 'Int32', 'Double']);
    expect(typeName(docs[3].n[0])).toBe('Double');
    expect((await c.findOne({ _id: 1 as never }))?.n).toBe(1);
  });

  test('equality, $in, ranges and $ne with 1 and Double(1)', async () => {
    expect(await ids(c, { n: 1 })).toEqual([1, 2]);
    expect(await ids(c, { n: new Double(1) })).toEqual([1, 2]);
    expect(await ids(c, { n: { $in: [new Double(1)] } })).toEqual([1, 2]);
    expect(await ids(c, { n: { $in: [1, 2] } })).toEqual([1, 2, 4]);
    expect(await ids(c, { n: { $gt: 0.5, $lt: 1.2 } })).toEqual([1, 2]);
    expect(await ids(c, { n: { $gte: new Double(2) } })).toEqual([4]);
    expect(await ids(c, { n: { $ne: 1 } })).toEqual([3, 4, 5]);
    expect(await ids(c, { n: 2 })).toEqual([4]);
    expect(await ids(c, { n: { $elemMatch: { $gte: 2 } } })).toEqual([4]);
    expect(await ids(c, { n: { $exists: true }, _id: { $lte: 2 } })).toEqual([1, 2]);
    expect(await ids(c, { $expr: { $eq: ['$n', 1] } })).toEqual([1, 2]);
    expect(await ids(c, { _id: { $lte: 3 }, $expr: { $eq: [{ $add: ['$n', 1] }, 2] } })).toEqual([1, 2]);
    expect(await ids(c, { n: { $bitsAllSet: [0] } })).toEqual([1, 2]);
    expect(await ids(c, { n: { $mod: [2, 1] } })).toEqual([1, 2]);
  });

  test('$jsonSchema bsonType double', async () => {
    // (an array is of type array here: $jsonSchema does not look into its elements)
    expect(await ids(c, { $jsonSchema: { properties: { n: { bsonType: 'double' } } } })).toEqual([1, 3, 5]);
    expect(await ids(c, { $jsonSchema: { properties: { n: { bsonType: 'int' } } } })).toEqual([2]);
    expect(await ids(c, { $jsonSchema: { properties: { n: { bsonType: 'number' } } } })).toEqual([
      1, 2, 3, 5,
    ]);
  });

  test('distinct treats Double(1) and 1 as one value', async () => {
    expect(await c.distinct('n', { _id: { $lte: 3 } } as never)).toEqual([1, 1.5]);
  });

  test('projections keep the box: $slice and $elemMatch', async () => {
    const [doc] = await rawOf(c)
      .find({ _id: 4 } as never, { projection: { n: { $slice: 1 } } })
      .toArray();
    expect(doc.n).toEqual([new Double(2)]);
    expect(typeName(doc.n[0])).toBe('Double');
    const [matched] = await rawOf(c)
      .find({ _id: 4 } as never, { projection: { n: { $elemMatch: { $eq: 2 } } } })
      .toArray();
    expect(typeName(matched.n[0])).toBe('Double');
  });
});

describe('indexes and sorts', () => {
  test('a unique index refuses Double(1) after 1, and the index finds both types', async () => {
    const c = db.collection('unique');
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertOne({ _id: 1, k: 1 } as never);
    const error = await serverError(c.insertOne({ _id: 2, k: new Double(1) } as never));
    expect(error.code).toBe(11000);
    await c.insertOne({ _id: 3, k: new Double(2) } as never);
    expect(await ids(c, { k: 2 })).toEqual([3]);
    expect(await ids(c, { k: new Double(1) })).toEqual([1]);
    expect(await ids(c, { k: { $type: 'double' } })).toEqual([3]);
  });

  test('a sort of mixed Double(2), 1 and 1.5 orders by value, with or without an index', async () => {
    const c = db.collection('sorted');
    await c.insertMany([
      { _id: 'a', v: new Double(2) },
      { _id: 'b', v: 1 },
      { _id: 'c', v: 1.5 },
      { _id: 'd', v: new Double(0) },
    ] as never[]);
    const order = async (dir: 1 | -1): Promise<unknown[]> =>
      (await c.find().sort({ v: dir }).toArray()).map((d) => d._id);
    expect(await order(1)).toEqual(['d', 'b', 'c', 'a']);
    expect(await order(-1)).toEqual(['a', 'c', 'b', 'd']);
    const collated = await c.find().sort({ v: 1 }).collation({ locale: 'pt', strength: 1 }).toArray();
    expect(collated.map((d) => d._id)).toEqual(['d', 'b', 'c', 'a']);
    await c.createIndex({ v: 1 });
    expect(await order(1)).toEqual(['d', 'b', 'c', 'a']);
    expect(
      (
        await c
          .find({ v: { $gte: 1 } })
          .sort({ v: -1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual(['a', 'c', 'b']);
  });
});

describe('updates follow the type promotion of MongoDB', () => {
  let c: Collection;
  beforeEach(async () => {
    c = db.collection('updates');
    await c.deleteMany({});
    await c.insertOne({ _id: 1, d: new Double(1), i: 1, arr: [new Double(1)] } as never);
  });
  const stored = async (): Promise<Document> => (await rawOf(c).findOne({ _id: new Int32(1) })) as Document;

  test('$inc: double + int is a double, int + double is a double, int + int an int', async () => {
    await c.updateOne({ _id: 1 as never }, { $inc: { d: 1, i: new Double(1) } });
    let doc = await stored();
    expect(doc.d).toEqual(new Double(2));
    expect(typeName(doc.d)).toBe('Double');
    expect(typeName(doc.i)).toBe('Double');
    expect(doc.i.valueOf()).toBe(2);
    await c.updateOne({ _id: 1 as never }, { $set: { j: 1 } });
    await c.updateOne({ _id: 1 as never }, { $inc: { j: 1 } });
    doc = await stored();
    expect(typeName(doc.j)).toBe('Int32');
    expect(doc.j.valueOf()).toBe(2);
  });

  test('$inc of a missing field by a Double creates a double; int overflow becomes a long', async () => {
    await c.updateOne({ _id: 1 as never }, { $inc: { m: new Double(3) } });
    expect(typeName((await stored()).m)).toBe('Double');
    await c.updateOne({ _id: 1 as never }, { $set: { big: 2 ** 31 - 1 } });
    await c.updateOne({ _id: 1 as never }, { $inc: { big: 1 } });
    expect(typeName((await stored()).big)).toBe('Long');
  });

  test('$mul, $min and $max with doubles', async () => {
    await c.updateOne({ _id: 1 as never }, { $mul: { i: new Double(3) }, $max: { d: 5 } });
    let doc = await stored();
    expect(typeName(doc.i)).toBe('Double');
    expect(doc.i.valueOf()).toBe(3);
    // $max keeps the operand's type when the operand wins
    expect(typeName(doc.d)).toBe('Int32');
    expect(doc.d.valueOf()).toBe(5);
    await c.updateOne({ _id: 1 as never }, { $min: { i: new Double(1) } });
    doc = await stored();
    expect(typeName(doc.i)).toBe('Double');
    expect(doc.i.valueOf()).toBe(1);
    await c.updateOne({ _id: 1 as never }, { $max: { i: 7 } });
    expect(typeName((await stored()).i)).toBe('Int32');
  });

  test('$set, $push and $addToSet keep the box; $addToSet of 1 into [Double(1)] adds nothing', async () => {
    await c.updateOne(
      { _id: 1 as never },
      { $set: { s: new Double(4), 'o.x': new Double(5) }, $push: { arr: new Double(6) } as never },
    );
    let doc = await stored();
    expect(typeName(doc.s)).toBe('Double');
    expect(typeName(doc.o.x)).toBe('Double');
    expect(doc.arr.map(typeName)).toEqual(['Double', 'Double']);
    await c.updateOne({ _id: 1 as never }, { $addToSet: { arr: 1 } });
    doc = await stored();
    expect(doc.arr).toHaveLength(2);
    await c.updateOne({ _id: 1 as never }, { $addToSet: { arr: { $each: [new Double(6), 7] } } });
    doc = await stored();
    expect(doc.arr.map((v: unknown) => Number(v))).toEqual([1, 6, 7]);
    await c.updateOne({ _id: 1 as never }, {
      $push: { arr: { $each: [1.5], $sort: -1, $slice: 3 } },
    } as never);
    doc = await stored();
    expect(doc.arr.map((v: unknown) => Number(v))).toEqual([7, 6, 1.5]);
    expect(typeName(doc.arr[1])).toBe('Double');
    await c.updateOne({ _id: 1 as never }, { $push: { arr: { $each: [1], $sort: 1 } } } as never);
    await c.updateOne({ _id: 1 as never }, { $pull: { arr: 1.5 } } as never);
    doc = await stored();
    expect(doc.arr.map(typeName)).toEqual(['Int32', 'Double', 'Int32']);
    // 6 equals the Double 6 by value
    await c.updateOne({ _id: 1 as never }, { $pull: { arr: 6 } } as never);
    doc = await stored();
    expect(doc.arr.map((v: unknown) => Number(v))).toEqual([1, 7]);
    expect(doc.arr.map(typeName)).toEqual(['Int32', 'Int32']);
  });

  test('an upsert keeps a Double of its filter; a replacement keeps its boxes', async () => {
    await c.updateOne({ _id: 2 as never, u: new Double(3) }, { $set: { w: 1 } }, { upsert: true });
    const up = await rawOf(c).findOne({ _id: new Int32(2) });
    expect(typeName(up?.u)).toBe('Double');
    await c.replaceOne({ _id: 2 as never }, { r: new Double(8) });
    expect(typeName((await rawOf(c).findOne({ _id: new Int32(2) }))?.r)).toBe('Double');
  });

  test('positional paths: $inc of a Double element by an int stays a double', async () => {
    await c.updateOne({ _id: 1 as never }, { $set: { arr: [new Double(5), 6] } });
    await c.updateOne({ _id: 1 as never, arr: 5 } as never, { $inc: { 'arr.$': 1 } } as never);
    await c.updateOne({ _id: 1 as never }, { $inc: { 'arr.$[]': 1 } } as never);
    const doc = await stored();
    expect(doc.arr.map(typeName)).toEqual(['Double', 'Int32']);
    expect(doc.arr.map(Number)).toEqual([7, 7]);
  });

  test('a pipeline update computes with numbers and keeps the doubles it leaves as they were', async () => {
    await c.updateOne({ _id: 1 as never }, [{ $set: { m: { $add: ['$d', 1] } } }]);
    const doc = await stored();
    expect(typeName(doc.d)).toBe('Double');
    expect(typeName(doc.arr[0])).toBe('Double');
    // README: a whole-valued result of a pipeline comes back as an int
    expect(typeName(doc.m)).toBe('Int32');
    expect(doc.m.valueOf()).toBe(2);
  });

  test('findAndModify returns the box', async () => {
    const after = await rawOf(c).findOneAndUpdate(
      { _id: new Int32(1) },
      { $inc: { d: new Double(1) } },
      { returnDocument: 'after' },
    );
    expect(typeName(after?.d)).toBe('Double');
  });
});

describe('command options sent as doubles', () => {
  test('limit, skip and batchSize given as Double', async () => {
    const c = db.collection('options');
    await c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]);
    const reply = await db.command({
      find: 'options',
      filter: {},
      sort: { _id: new Double(1) },
      limit: new Double(2),
      skip: new Double(0),
      batchSize: new Double(1),
    });
    expect(reply.cursor.firstBatch).toEqual([{ _id: 1 }]);
    const more = await db.command({
      getMore: reply.cursor.id,
      collection: 'options',
      batchSize: new Double(5),
    });
    expect(more.cursor.nextBatch).toEqual([{ _id: 2 }]);
    const counted = await db.command({
      count: 'options',
      query: {},
      limit: new Double(2),
      skip: new Double(1),
    });
    expect(counted.n).toBe(2);
  });

  test('collation strength, a TTL and a capped size given as Double', async () => {
    const c = db.collection('options_collated');
    await c.insertMany([{ _id: 1, s: 'Ana' }] as never[]);
    const found = await c
      .find({ s: 'ana' })
      .collation({ locale: 'pt', strength: new Double(2) as never })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([1]);
    await db.command({
      createIndexes: 'options_collated',
      indexes: [{ key: { at: 1 }, name: 'at_1', expireAfterSeconds: new Double(60) }],
    });
    const ttl = (await c.listIndexes().toArray()).find((i) => i.name === 'at_1');
    expect(ttl?.expireAfterSeconds).toBe(60);
    await db.command({ create: 'options_capped', capped: true, size: new Double(4096), max: new Double(2) });
    const capped = db.collection('options_capped');
    await capped.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]);
    expect((await capped.find().toArray()).map((d) => d._id)).toEqual([2, 3]);
  });
});

describe('aggregation', () => {
  test('a leading $match sees the type; later stages see numbers', async () => {
    const c = db.collection('agg');
    await c.insertMany([
      { _id: 1, n: new Double(1) },
      { _id: 2, n: 2 },
    ] as never[]);
    const matched = await c.aggregate([{ $match: { n: { $type: 'double' } } }]).toArray();
    expect(matched.map((d) => d._id)).toEqual([1]);
    const [sum] = await c.aggregate([{ $group: { _id: null, total: { $sum: '$n' } } }]).toArray();
    expect(sum.total).toBe(3);
    const [added] = await c
      .aggregate([{ $match: { _id: 1 } }, { $project: { m: { $add: ['$n', 1] } } }])
      .toArray();
    expect(added.m).toBe(2);
  });
});

describe('through mongoose: Schema.Types.Double', () => {
  test('a whole double is found by $type double and read as a Double', async () => {
    const { conn } = engine;
    const Test = conn.model('DoubleTest', new Schema({ myDouble: Schema.Types.Double }));
    await Test.create({ myDouble: '42' as never });
    await Test.create({ myDouble: 1.5 as never });
    const doc = await Test.findOne({ myDouble: { $type: 'double' } }).sort({ myDouble: -1 });
    expect(doc?.myDouble).toEqual(new Types.Double(42));
    expect(await Test.countDocuments({ myDouble: { $type: 'double' } })).toBe(2);
    expect(await Test.countDocuments({ myDouble: { $type: 'int' } })).toBe(0);
    const fortyTwo = { myDouble: 42 } as never;
    expect(await Test.countDocuments(fortyTwo)).toBe(1);
    await Test.updateOne(fortyTwo, { $inc: { myDouble: 1 } } as never);
    // stays a double, and the document holds the Double 43
    expect((await Test.findById(doc?._id))?.myDouble).toEqual(new Types.Double(43));
    expect(await Test.countDocuments({ myDouble: { $type: 'double' }, _id: doc?._id })).toBe(1);
  });
});

describe('through the journal and snapshot', () => {
  test('a whole double stays a double after a restart', async () => {
    await withRestarts('doubles-', { promoteValues: false }, async (disk) => {
      await disk
        .client()
        .db('d')
        .collection('v')
        .insertOne({ _id: new Int32(1), d: new Double(1), i: new Int32(1), a: [new Double(2)] } as never);
      await disk.restart();
      // replayed from the snapshot; the second one from the journal on the next start
      await disk
        .client()
        .db('d')
        .collection('v')
        .insertOne({ _id: new Int32(2), d: new Double(3) } as never);
      const check = async (): Promise<void> => {
        const docs = await disk.client().db('d').collection('v').find({}).sort({ _id: 1 }).toArray();
        expect(typeName(docs[0].d)).toBe('Double');
        expect(typeName(docs[0].i)).toBe('Int32');
        expect(typeName(docs[0].a[0])).toBe('Double');
        expect(typeName(docs[1].d)).toBe('Double');
        expect(
          Number(
            await disk
              .client()
              .db('d')
              .collection('v')
              .countDocuments({ d: { $type: 'double' } }),
          ),
        ).toBe(2);
      };
      await check();
      await disk.restart();
      await check();
    });
  });
});
