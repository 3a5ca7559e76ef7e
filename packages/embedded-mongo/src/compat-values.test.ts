import { Binary, Double, Int32, Long, MongoClient, ObjectId, UUID, type Db } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { serverError, useCompatEngine, withRestarts } from '../test/compatEngine';

// MongoDB 7's document size limit and its BSON value types (Binary subtypes, Int32/Long/Double), through the
// driver and mongoose.
const engine = useCompatEngine('values');
let client: MongoClient;
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ client, db, conn } = engine));

const MiB = 1024 * 1024;
/** A string that makes a document just over 16 MiB on its own. */
const big = (): string => 'x'.repeat(16 * MiB);

describe('documents over 16 MiB', () => {
  // MongoDB 7's answers: an insert 2 BadValue `object to insert too large` (a write error at the document's
  // index), an update or replacement 17419, an upsert 17420; nothing is stored.
  test('insert is refused and nothing is stored', async () => {
    const c = db.collection('size_insert');
    // Over 16 MiB but under the 48 MB message: the driver lets it through, the server refuses it.
    const error = await serverError(c.insertOne({ _id: 1 as never, s: big() }));
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/^object to insert too large\. size in bytes: \d+, max size: 16777216$/);
    expect(await c.countDocuments()).toBe(0);
  });

  test('in a batch the too-large document is a write error at its index', async () => {
    const insert = (name: string, ordered: boolean): Promise<Record<string, unknown>> =>
      db.command({ insert: name, documents: [{ _id: 1 }, { _id: 2, s: big() }, { _id: 3 }], ordered });
    const ordered = await insert('size_bulk_ordered', true);
    expect(ordered.n).toBe(1);
    expect(ordered.writeErrors).toEqual([expect.objectContaining({ index: 1, code: 2 })]);
    expect(await db.collection('size_bulk_ordered').find().toArray()).toEqual([{ _id: 1 }]);
    const unordered = await insert('size_bulk_unordered', false);
    expect(unordered.n).toBe(2);
    expect(unordered.writeErrors).toEqual([expect.objectContaining({ index: 1, code: 2 })]);
    expect(await db.collection('size_bulk_unordered').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1 },
      { _id: 3 },
    ]);
  });

  test('an update that grows a document past the limit is refused and the document unchanged', async () => {
    const c = db.collection('size_update');
    const half = 'y'.repeat(9 * MiB);
    await c.insertOne({ _id: 1 as never, a: half });
    const error = await serverError(c.updateOne({ _id: 1 as never }, { $set: { b: half } }));
    expect(error.code).toBe(17419);
    expect(error.message).toBe('Resulting document after update is larger than 16777216');
    const stored = await c.findOne({ _id: 1 as never });
    expect(stored?.b).toBeUndefined();
    expect(stored?.a).toHaveLength(9 * MiB);
  });

  test('replace, upsert and findAndModify are refused too', async () => {
    const c = db.collection('size_other');
    // Each command stays under the driver's own 17 MiB buffer.
    const half = 'z'.repeat(8.2 * MiB);
    await c.insertOne({ _id: 1 as never, n: 1, a: half });
    expect((await serverError(c.replaceOne({ _id: 1 as never }, { s: big() }))).code).toBe(17419);
    const upsert = await serverError(
      c.updateOne({ _id: 2 as never }, { $set: { a: half, b: half } }, { upsert: true }),
    );
    expect([upsert.code, upsert.message]).toEqual([17420, 'Document to upsert is larger than 16777216']);
    const modify = await serverError(c.findOneAndUpdate({ _id: 1 as never }, { $set: { b: half } }));
    expect(modify.code).toBe(17419);
    expect(modify.message).toMatch(/^Plan executor error during findAndModify :: caused by :: Resulting/);
    expect(
      (
        await serverError(
          c.findOneAndUpdate({ _id: 3 as never }, { $set: { a: half, b: half } }, { upsert: true }),
        )
      ).code,
    ).toBe(17420);
    expect(await c.find({}, { projection: { a: 0 } }).toArray()).toEqual([{ _id: 1, n: 1 }]);
  });

  test('mongoose save of a too-large document fails', async () => {
    const M = conn.model('SizeDoc', new Schema({ s: String }));
    await expect(M.create({ s: big() })).rejects.toThrow(/object to insert too large/);
    const doc = await M.create({ s: 'small' });
    doc.s = big();
    await expect(doc.save()).rejects.toThrow(/larger than 16777216/);
    expect((await M.find().lean()).map((d) => d.s)).toEqual(['small']);
  });
});

describe('Binary subtypes', () => {
  test('a user-defined subtype 128 stays 128 and equality compares bytes and subtype', async () => {
    const c = db.collection('bin_subtype');
    const bytes = Buffer.from([1, 2, 3]);
    await c.insertMany([
      { _id: 1, b: new Binary(bytes, 128) },
      { _id: 2, b: new Binary(bytes, 0) },
    ] as never[]);
    const one = await c.findOne({ _id: 1 as never });
    expect(one?.b).toBeInstanceOf(Binary);
    expect(one?.b.sub_type).toBe(128);
    const ids = async (filter: object): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ b: new Binary(bytes, 128) })).toEqual([1]);
    expect(await ids({ b: { $eq: new Binary(bytes, 0) } })).toEqual([2]);
    expect(await ids({ b: { $in: [new Binary(bytes, 128)] } })).toEqual([1]);
    expect(await ids({ b: { $nin: [new Binary(bytes, 128)] } })).toEqual([2]);
    expect(await ids({ b: { $ne: new Binary(bytes, 128) } })).toEqual([2]);
    // Through an update (mingo clones the document) the subtype stays.
    await c.updateOne({ _id: 1 as never }, { $set: { n: 1 } });
    expect((await c.findOne({ _id: 1 as never }))?.b.sub_type).toBe(128);
  });

  test('an index lookup tells subtypes apart', async () => {
    const c = db.collection('bin_index');
    await c.createIndex({ b: 1 }, { unique: true });
    const bytes = Buffer.from([9, 9]);
    await c.insertMany([
      { _id: 1, b: new Binary(bytes, 128) },
      { _id: 2, b: new Binary(bytes, 4) },
    ] as never[]);
    expect((await c.find({ b: new Binary(bytes, 4) }).toArray()).map((d) => d._id)).toEqual([2]);
  });

  test('$bitsAllSet and friends on BinData, and with a BinData mask', async () => {
    const c = db.collection('bin_bits');
    // 0b00000101 0b00000000: bits 0 and 2 set (little-endian bit order, as MongoDB reads BinData).
    await c.insertMany([
      { _id: 1, b: new Binary(Buffer.from([0b101, 0])) },
      { _id: 2, b: new Binary(Buffer.from([0b001, 0b1])) },
      { _id: 3, u: new UUID('00000000-0000-0000-0000-000000000001') },
    ] as never[]);
    const ids = async (filter: object): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ b: { $bitsAllSet: [0, 2] } })).toEqual([1]);
    expect(await ids({ b: { $bitsAnySet: [8] } })).toEqual([2]);
    expect(await ids({ b: { $bitsAllClear: [1, 2] } })).toEqual([2]);
    expect(await ids({ b: { $bitsAnyClear: [0, 2] } })).toEqual([2]);
    expect(await ids({ b: { $bitsAllSet: new Binary(Buffer.from([0b101])) } })).toEqual([1]);
    expect(await ids({ b: { $bitsAllSet: 5 } })).toEqual([1]);
    // The UUID's last byte is 1: bit 120 of its 16 bytes.
    expect(await ids({ u: { $bitsAllSet: [120] } })).toEqual([3]);
    expect(await ids({ u: { $bitsAnySet: [0] } })).toEqual([]);
  });
});

describe('numbers: Int32, Long and Double', () => {
  test('a Long is stored and read back as a 64-bit long, exactly', async () => {
    const c = db.collection('long_exact');
    const value = 2n ** 62n + 1n;
    await c.insertMany([
      { _id: 1, n: Long.fromBigInt(value) },
      { _id: 2, n: Long.fromBigInt(2n ** 62n) },
      { _id: 3, n: Long.fromNumber(5) },
    ] as never[]);
    const reader = client.db('values').collection('long_exact');
    const docs = await reader.find({}, { useBigInt64: true }).sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d.n)).toEqual([value, 2n ** 62n, 5n]);
    // Equality, ranges and sorts tell 2^62 from 2^62 + 1.
    expect((await c.find({ n: Long.fromBigInt(value) }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ n: { $gt: Long.fromBigInt(2n ** 62n) } }).toArray()).map((d) => d._id)).toEqual([
      1,
    ]);
    expect((await c.find().sort({ n: -1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
    // A Long compares with numbers as a number.
    expect((await c.find({ n: 5 }).toArray()).map((d) => d._id)).toEqual([3]);
    expect((await c.find({ n: { $lt: 10 } }).toArray()).map((d) => d._id)).toEqual([3]);
  });

  test('a unique index tells 2^62 from 2^62 + 1', async () => {
    const c = db.collection('long_unique');
    await c.createIndex({ n: 1 }, { unique: true });
    await c.insertOne({ n: Long.fromBigInt(2n ** 62n) });
    await c.insertOne({ n: Long.fromBigInt(2n ** 62n + 1n) });
    expect(await c.countDocuments({ n: { $gte: Long.fromBigInt(2n ** 62n + 1n) } })).toBe(1);
    // A long and a number of the same value are the same key.
    await c.insertOne({ n: Long.fromNumber(7) });
    expect((await serverError(c.insertOne({ n: 7 }))).code).toBe(11000);
  });

  test('a mongoose BigInt path reads back exactly', async () => {
    const M = conn.model('BigIntDoc', new Schema({ n: BigInt }));
    const value = 2n ** 62n + 1n;
    const { _id } = await M.create({ n: value });
    await M.create({ n: 3n });
    // lean() hands over what the driver reads: a Long past 2^53, as from MongoDB.
    expect((await M.findById(_id).lean())?.n).toEqual(Long.fromBigInt(value));
    expect((await M.findById(_id))?.n).toBe(value);
    expect((await M.findOne({ n: value }))?._id).toEqual(_id);
    expect((await M.find().sort({ n: 1 })).map((d) => d.n)).toEqual([3n, value]);
  });

  test('$inc on a Long stays a Long', async () => {
    const c = db.collection('long_inc');
    await c.insertOne({ _id: 1 as never, n: Long.fromBigInt(2n ** 62n) });
    await c.updateOne({ _id: 1 as never }, { $inc: { n: Long.fromNumber(1) } });
    const [doc] = await c.find({}, { useBigInt64: true }).toArray();
    expect(doc.n).toBe(2n ** 62n + 1n);
  });

  test('$type tells int, long and double apart', async () => {
    const c = db.collection('num_types');
    // The doubles here are a fraction and a whole number past the int32 range, which the driver writes as
    // doubles from plain numbers (a whole double in the int32 range: src/compat-doubles.test.ts).
    await c.insertMany([
      { _id: 1, n: new Int32(1) },
      { _id: 2, n: Long.fromNumber(1) },
      { _id: 3, n: new Double(1.5) },
      { _id: 4, n: 2 ** 40 },
      { _id: 5, n: '1' },
      { _id: 6, n: [new Int32(2), 'x'] },
    ] as never[]);
    const ids = async (type: unknown): Promise<unknown[]> =>
      (
        await c
          .find({ n: { $type: type as 'int' } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id);
    expect(await ids('int')).toEqual([1, 6]);
    expect(await ids('long')).toEqual([2]);
    expect(await ids('double')).toEqual([3, 4]);
    expect(await ids('number')).toEqual([1, 2, 3, 4, 6]);
    expect(await ids(['long', 'string'])).toEqual([2, 5, 6]);
    expect(await ids(16)).toEqual([1, 6]);
    expect(await ids(18)).toEqual([2]);
    expect(await ids(1)).toEqual([3, 4]);
    expect(await ids('array')).toEqual([6]);
    // The int and the long still equal 1 as numbers.
    expect((await c.find({ n: 1 }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    // And come back with their types.
    const raw = await c
      .find({ _id: { $lte: 4 } as never }, { promoteValues: false })
      .sort({ _id: 1 })
      .toArray();
    expect(raw.map((d) => d.n.constructor.name)).toEqual(['Int32', 'Long', 'Double', 'Double']);
    expect((await serverError(c.find({ n: { $type: 'boolean' as 'int' } }).toArray())).code).toBe(2);
  });

  test('$type on ObjectIds and BinData', async () => {
    const c = db.collection('other_types');
    await c.insertMany([
      { _id: 1, v: new ObjectId() },
      { _id: 2, v: new Binary(Buffer.from([1])) },
    ] as never[]);
    expect((await c.find({ v: { $type: 'objectId' } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ v: { $type: 'binData' } }).toArray()).map((d) => d._id)).toEqual([2]);
  });
});

describe('values through the journal and snapshot', () => {
  test('Binary subtype 128, Long and Double survive a restart', async () => {
    await withRestarts('values-', {}, async (disk) => {
      await disk
        .client()
        .db('d')
        .collection('v')
        .insertOne({
          _id: 1 as never,
          b: new Binary(Buffer.from([7]), 128),
          l: Long.fromBigInt(2n ** 62n + 1n),
          s: Long.fromNumber(5),
          d: new Double(2.5),
        });
      // Replayed from the snapshot written on stop; then from the journal after a second write.
      await disk.restart();
      await disk
        .client()
        .db('d')
        .collection('v')
        .insertOne({ _id: 2 as never, b: new Binary(Buffer.from([8]), 129), s: Long.fromNumber(6) });
      const check = async (): Promise<void> => {
        const docs = await disk
          .client()
          .db('d')
          .collection('v')
          .find({}, { promoteValues: false })
          .sort({ _id: 1 })
          .toArray();
        expect(docs[0].b.sub_type).toBe(128);
        expect(docs[0].l).toEqual(Long.fromBigInt(2n ** 62n + 1n));
        expect(docs[0].s).toBeInstanceOf(Long);
        expect(docs[0].d).toBeInstanceOf(Double);
        expect(docs[1].b.sub_type).toBe(129);
        expect(docs[1].s).toBeInstanceOf(Long);
      };
      await check();
      // Stop without a snapshot is not offered; a restart replays the snapshot the stop wrote.
      await disk.restart();
      await check();
    });
  });
});

describe('longs in aggregations', () => {
  test('$sum, $group and $match count longs as the numbers they are', async () => {
    const c = db.collection('long_aggregate');
    await c.insertMany([
      { _id: 1, g: 'a', n: Long.fromNumber(5) },
      { _id: 2, g: 'a', n: 7 },
      { _id: 3, g: 'b', n: Long.fromNumber(1) },
    ] as never[]);
    expect(
      await c
        .aggregate([
          { $match: { n: { $gte: Long.fromNumber(5) } } },
          { $group: { _id: '$g', t: { $sum: '$n' } } },
        ])
        .toArray(),
    ).toEqual([{ _id: 'a', t: 12 }]);
  });
});

describe('longs in expressions', () => {
  test('$expr compares a long with numbers by value', async () => {
    const c = db.collection('long_expr');
    await c.insertMany([
      { _id: 1, n: Long.fromBigInt(2n ** 62n + 1n), m: 3 },
      { _id: 2, n: Long.fromNumber(2), m: 3 },
    ] as never[]);
    const ids = async (filter: object): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ $expr: { $gt: ['$n', '$m'] } })).toEqual([1]);
    expect(await ids({ $expr: { $lt: ['$n', 3] } })).toEqual([2]);
    expect(await ids({ $expr: { $eq: ['$n', Long.fromBigInt(2n ** 62n + 1n)] } })).toEqual([1]);
  });
});
