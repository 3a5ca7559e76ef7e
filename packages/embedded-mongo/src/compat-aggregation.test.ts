import { Decimal128, Long, type CollationOptions, type Db, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

// Aggregations as MongoDB 7 answers them where 64-bit longs are involved (exact past 2^53, results typed as
// MongoDB types them) and where a collation applies to comparisons inside the pipeline. The driver reads with
// `useBigInt64`, so a long comes back as a bigint and an int or a double as a number: the tests see the type.
const engine = useCompatEngine('aggregation', { client: { useBigInt64: true } });
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

const BIG = 2n ** 53n + 1n;
const L = (n: bigint | number): Long => Long.fromBigInt(BigInt(n));

describe('longs in $group accumulators', () => {
  beforeAll(async () => {
    await db.collection('acc').insertMany([
      { _id: 1, g: 'big', n: L(BIG) },
      { _id: 2, g: 'big', n: L(BIG + 2n) },
      { _id: 3, g: 'big', n: L(1) },
      { _id: 4, g: 'small', n: L(5) },
      { _id: 5, g: 'small', n: L(7) },
      { _id: 6, g: 'mixed', n: L(BIG) },
      { _id: 7, g: 'mixed', n: 0.5 },
      { _id: 8, g: 'ints', n: 2 },
      { _id: 9, g: 'ints', n: 3 },
      { _id: 10, g: 'over', n: L(2n ** 62n) },
      { _id: 11, g: 'over', n: L(2n ** 62n) },
      { _id: 12, g: 'intlong', n: 2 },
      { _id: 13, g: 'intlong', n: L(BIG) },
    ] as never[]);
  });

  const group = async (acc: Document): Promise<Record<string, unknown>> => {
    const rows = await db
      .collection('acc')
      .aggregate([{ $group: { _id: '$g', v: acc } }])
      .toArray();
    return Object.fromEntries(rows.map((r) => [r._id, r.v]));
  };

  test('$sum of longs is an exact long; with a double a double; past 2^63 a double', async () => {
    const sums = await group({ $sum: '$n' });
    expect(sums.big).toBe(2n * BIG + 3n);
    expect(sums.small).toBe(12n);
    expect(sums.intlong).toBe(BIG + 2n);
    expect(sums.mixed).toBe(Number(BIG) + 0.5);
    expect(sums.ints).toBe(5);
    expect(sums.over).toBe(2 ** 63);
  });

  test('$avg is a double', async () => {
    const avgs = await group({ $avg: '$n' });
    expect(avgs.small).toBe(6);
    expect(avgs.big).toBe(Number((2n * BIG + 3n) / 3n));
    expect(typeof avgs.big).toBe('number');
  });

  test('$min and $max compare longs exactly and keep them longs', async () => {
    const max = await group({ $max: '$n' });
    const min = await group({ $min: '$n' });
    expect(max.big).toBe(BIG + 2n);
    expect(min.big).toBe(1n);
    expect(max.intlong).toBe(BIG);
    expect(min.intlong).toBe(2);
    expect(max.mixed).toBe(BIG);
    expect(min.mixed).toBe(0.5);
  });

  test('$sum in a mongoose aggregate over a BigInt path', async () => {
    const M = conn.model('Ledger', new Schema({ amount: BigInt, kind: String }), 'ledger');
    await M.create([
      { amount: BIG, kind: 'x' },
      { amount: BIG, kind: 'x' },
    ]);
    const [row] = await M.aggregate<{ total: unknown }>([
      { $group: { _id: '$kind', total: { $sum: '$amount' } } },
    ]);
    // mongoose's driver (without useBigInt64) reads a long past 2^53 as a Long: still exact.
    expect(BigInt(String(row.total))).toBe(2n * BIG);
  });
});

describe('longs in expressions', () => {
  beforeAll(async () => {
    await db.collection('expr').insertOne({
      _id: 1,
      a: L(BIG),
      b: L(2),
      i: 3,
      d: 0.5,
      neg: L(-BIG),
      arr: [L(BIG), L(BIG + 1n), L(1)],
      date: new Date(1000),
    } as never);
  });

  const project = async (fields: Document): Promise<Document> => {
    const [row] = await db
      .collection('expr')
      .aggregate([{ $project: { _id: 0, ...fields } }])
      .toArray();
    return row;
  };

  test('$add, $subtract, $multiply of longs are exact longs; with a double a double', async () => {
    expect(
      await project({
        add: { $add: ['$a', '$b'] },
        addInt: { $add: ['$a', '$i'] },
        addDouble: { $add: ['$b', '$d'] },
        sub: { $subtract: ['$a', '$b'] },
        mul: { $multiply: ['$a', '$b'] },
        mulSmall: { $multiply: ['$b', '$i'] },
        overflow: { $multiply: ['$a', '$a'] },
        date: { $add: ['$date', '$b'] },
      }),
    ).toEqual({
      add: BIG + 2n,
      addInt: BIG + 3n,
      addDouble: 2.5,
      sub: BIG - 2n,
      mul: BIG * 2n,
      mulSmall: 6n,
      overflow: Number(BIG) * Number(BIG),
      date: new Date(1002),
    });
  });

  test('$abs, and the array forms of $sum, $avg, $min, $max', async () => {
    expect(
      await project({
        abs: { $abs: '$neg' },
        sum: { $sum: '$arr' },
        sumArgs: { $sum: ['$a', '$b', '$i'] },
        avg: { $avg: '$arr' },
        min: { $min: '$arr' },
        max: { $max: '$arr' },
        maxArgs: { $max: ['$a', '$i'] },
      }),
    ).toEqual({
      abs: BIG,
      sum: 2n * BIG + 2n,
      sumArgs: BIG + 5n,
      avg: Number(2n * BIG + 2n) / 3,
      min: 1n,
      max: BIG + 1n,
      maxArgs: BIG,
    });
  });

  test('$toLong, $toDecimal and $toString of a long', async () => {
    const row = await project({
      long: { $toLong: '$a' },
      fromInt: { $toLong: '$i' },
      fromString: { $toLong: '9007199254740993' },
      dec: { $toDecimal: '$a' },
      str: { $toString: '$a' },
      type: { $type: '$a' },
    });
    expect(row.long).toBe(BIG);
    expect(row.fromInt).toBe(3n);
    expect(row.fromString).toBe(BIG);
    expect(row.dec).toEqual(Decimal128.fromString('9007199254740993'));
    expect(row.str).toBe('9007199254740993');
    expect(row.type).toBe('long');
  });

  test('a long passes through a pipeline as a long', async () => {
    expect(await project({ b: 1, a: 1 })).toEqual({ a: BIG, b: 2n });
  });

  test('operators MongoDB computes in doubles take the long as the nearest double', async () => {
    expect(await project({ q: { $divide: ['$a', 3] }, r: { $sqrt: '$b' } })).toEqual({
      q: Number(BIG) / 3,
      r: Math.SQRT2,
    });
  });

  test('$mod, $pow, $round, $trunc, $ceil, the bitwise operators and $toInt of longs are exact', async () => {
    expect(
      await project({
        mod: { $mod: ['$a', 10] },
        pow: { $pow: ['$b', 62] },
        powOver: { $pow: ['$b', 64] },
        round: { $round: ['$a', -1] },
        trunc: { $trunc: ['$a', -2] },
        ceil: { $ceil: '$a' },
        and: { $bitAnd: ['$a', L(3)] },
        or: { $bitOr: ['$b', 1] },
        toInt: { $toInt: '$b' },
      }),
    ).toEqual({
      mod: BIG % 10n,
      pow: 2n ** 62n,
      powOver: 2 ** 64,
      round: 9007199254740990n,
      trunc: 9007199254740900n,
      ceil: BIG,
      and: BIG & 3n,
      or: 3n,
      toInt: 2,
    });
    const overflow = await serverError(
      db
        .collection('expr')
        .aggregate([{ $project: { v: { $toInt: '$a' } } }])
        .toArray(),
    );
    expect(overflow.code).toBe(241);
  });

  test('an operator the engine cannot make exact answers 115 for a long past 2^53, and works within it', async () => {
    const error = await serverError(
      db
        .collection('expr')
        .aggregate([{ $project: { q: { $toDate: '$a' } } }])
        .toArray(),
    );
    expect(error.code).toBe(115);
    expect(error.message).toMatch(/\$toDate/);
    expect(await project({ q: { $toDate: '$b' } })).toEqual({ q: new Date(2) });
  });
});

describe('longs in stages', () => {
  beforeAll(async () => {
    await db.collection('stages').insertMany([
      { _id: 1, k: L(5), v: L(BIG + 1n) },
      { _id: 2, k: 5, v: 3 },
      { _id: 3, k: L(6), v: L(BIG) },
      { _id: 4, k: 6.5, v: 2.5 },
    ] as never[]);
    await db.collection('stage_refs').insertMany([{ _id: 'five', k: 5 }] as never[]);
  });

  test('$group puts a long and an int of the same value in one group', async () => {
    const rows = await db
      .collection('stages')
      .aggregate([{ $group: { _id: '$k', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(rows.map((r) => [r._id, r.n])).toEqual([
      [5n, 2],
      [6n, 1],
      [6.5, 1],
    ]);
  });

  test('$sort after another stage orders longs among numbers by value', async () => {
    const rows = await db
      .collection('stages')
      .aggregate([{ $project: { v: 1 } }, { $sort: { v: -1 } }])
      .toArray();
    expect(rows.map((r) => r._id)).toEqual([1, 3, 2, 4]);
  });

  test('$lookup matches a long with an int of the same value; $in too', async () => {
    const rows = await db
      .collection('stages')
      .aggregate([
        { $match: { _id: 1 } },
        { $lookup: { from: 'stage_refs', localField: 'k', foreignField: 'k', as: 'refs' } },
        { $project: { refs: '$refs._id', isIn: { $in: ['$k', [5]] } } },
      ])
      .toArray();
    expect(rows).toEqual([{ _id: 1, refs: ['five'], isIn: true }]);
  });

  test('$bucket places longs by value, past 2^53 too', async () => {
    const rows = await db
      .collection('stages')
      .aggregate([{ $bucket: { groupBy: '$k', boundaries: [0, 5.5, 10] } }])
      .toArray();
    expect(rows).toEqual([
      { _id: 0, count: 2 },
      { _id: 5.5, count: 2 },
    ]);
    const big = await db
      .collection('stages')
      .aggregate([{ $bucket: { groupBy: '$v', boundaries: [0, 10, L(BIG + 1n)], default: 'other' } }])
      .toArray();
    // BIG is below the last boundary, BIG + 1 is the last boundary itself: out of range, so in `default`
    expect(big).toEqual([
      { _id: 0, count: 2 },
      { _id: 10, count: 1 },
      { _id: 'other', count: 1 },
    ]);
  });
});

describe('collation inside aggregations and updates', () => {
  const en2 = { locale: 'en', strength: 2 };
  beforeAll(async () => {
    await db.collection('words').insertMany([
      { _id: 1, g: 1, w: 'a' },
      { _id: 2, g: 1, w: 'A' },
      { _id: 3, g: 1, w: 'B' },
      { _id: 4, g: 1, w: 'b' },
    ] as never[]);
  });

  test('$addToSet keeps strings equal under the collation once', async () => {
    const run = async (collation?: CollationOptions): Promise<unknown[]> => {
      const [row] = await db
        .collection('words')
        .aggregate([{ $group: { _id: '$g', s: { $addToSet: '$w' } } }], collation ? { collation } : {})
        .toArray();
      return (row.s as string[]).map((s) => s.toLowerCase()).sort();
    };
    expect(await run(en2)).toEqual(['a', 'b']);
    expect(await run()).toEqual(['a', 'a', 'b', 'b']);
  });

  test('$max and $min compare strings in the locale order', async () => {
    const minmax = async (collation?: CollationOptions): Promise<Document> => {
      const [row] = await db
        .collection('words')
        .aggregate(
          [
            { $match: { _id: { $in: [1, 3] } } },
            { $group: { _id: null, max: { $max: '$w' }, min: { $min: '$w' } } },
          ],
          collation ? { collation } : {},
        )
        .toArray();
      return { max: row.max, min: row.min };
    };
    expect(await minmax({ locale: 'en' })).toEqual({ max: 'B', min: 'a' });
    expect(await minmax()).toEqual({ max: 'a', min: 'B' });
  });

  test('$sort after another stage sorts in the locale order', async () => {
    const sorted = async (collation?: CollationOptions): Promise<unknown[]> =>
      (
        await db
          .collection('words')
          .aggregate([{ $project: { w: 1 } }, { $sort: { w: 1, _id: 1 } }], collation ? { collation } : {})
          .toArray()
      ).map((d) => d.w);
    expect(await sorted({ locale: 'en' })).toEqual(['a', 'A', 'b', 'B']);
    expect(await sorted()).toEqual(['A', 'B', 'a', 'b']);
  });

  test('$setUnion and $in compare with the collation', async () => {
    const [row] = await db
      .collection('words')
      .aggregate(
        [
          { $match: { _id: 1 } },
          { $project: { u: { $setUnion: [['a', 'b'], ['A']] }, i: { $in: ['A', ['a']] } } },
        ],
        { collation: en2 },
      )
      .toArray();
    expect(row.u).toHaveLength(2);
    expect(row.i).toBe(true);
    const [binary] = await db
      .collection('words')
      .aggregate([{ $match: { _id: 1 } }, { $project: { i: { $in: ['A', ['a']] } } }])
      .toArray();
    expect(binary.i).toBe(false);
  });

  test('$eq, $cmp and $gt expressions compare strings with the collation ($expr too)', async () => {
    const run = async (collation?: CollationOptions): Promise<Document> => {
      const [row] = await db
        .collection('words')
        .aggregate(
          [
            { $match: { _id: 1 } },
            { $project: { eq: { $eq: ['$w', 'A'] }, cmp: { $cmp: ['$w', 'B'] }, gt: { $gt: ['$w', 'B'] } } },
          ],
          collation ? { collation } : {},
        )
        .toArray();
      return row;
    };
    expect(await run(en2)).toEqual({ _id: 1, eq: true, cmp: -1, gt: false });
    expect(await run()).toEqual({ _id: 1, eq: false, cmp: 1, gt: true });
    const found = await db
      .collection('words')
      .find({ $expr: { $eq: ['$w', 'B'] } })
      .collation(en2)
      .toArray();
    expect(found.map((d) => d._id).sort()).toEqual([3, 4]);
  });

  test('$lookup matches localField and foreignField, and its pipeline, with the collation', async () => {
    await db.collection('people').insertMany([{ _id: 1, city: 'lisboa' }] as never[]);
    await db.collection('cities').insertMany([
      { _id: 1, name: 'Lisboa' },
      { _id: 2, name: 'Porto' },
    ] as never[]);
    const lookup = async (stage: Document, collation?: CollationOptions): Promise<unknown[]> => {
      const [row] = await db
        .collection('people')
        .aggregate([{ $lookup: { from: 'cities', as: 'found', ...stage } }], collation ? { collation } : {})
        .toArray();
      return (row.found as Document[]).map((d) => d._id);
    };
    const byField = { localField: 'city', foreignField: 'name' };
    expect(await lookup(byField, en2)).toEqual([1]);
    expect(await lookup(byField)).toEqual([]);
    const byPipeline = { pipeline: [{ $match: { name: 'LISBOA' } }] };
    expect(await lookup(byPipeline, en2)).toEqual([1]);
    expect(await lookup(byPipeline)).toEqual([]);
  });

  test('the $addToSet update operator compares with the update collation', async () => {
    const c = db.collection('tags');
    await c.insertOne({ _id: 1, tags: ['a'] } as never);
    await c.updateOne({ _id: 1 } as never, { $addToSet: { tags: 'A' } } as never, { collation: en2 });
    expect((await c.findOne({ _id: 1 } as never))?.tags).toEqual(['a']);
    await c.updateOne({ _id: 1 } as never, { $addToSet: { tags: { $each: ['B', 'b', 'A'] } } } as never, {
      collation: en2,
    });
    expect((await c.findOne({ _id: 1 } as never))?.tags).toEqual(['a', 'B']);
    await c.updateOne({ _id: 1 } as never, { $addToSet: { tags: 'A' } } as never);
    expect((await c.findOne({ _id: 1 } as never))?.tags).toEqual(['a', 'B', 'A']);
  });

  test('a collection default collation applies to $max and $addToSet', async () => {
    await db.createCollection('defaulted', { collation: en2 });
    const c = db.collection('defaulted');
    await c.insertMany([{ w: 'a' }, { w: 'A' }, { w: 'B' }]);
    const [row] = await c
      .aggregate([{ $group: { _id: null, s: { $addToSet: '$w' }, max: { $max: '$w' } } }])
      .toArray();
    expect(row.s).toHaveLength(2);
    expect(row.max).toBe('B');
  });
});

describe('stages and accumulators where mingo alone answers otherwise', () => {
  beforeAll(async () => {
    await db.collection('shapes').insertMany([
      { _id: 1, a: [1, { c: 2 }], g: 'x', v: 5 },
      { _id: 2, g: 'x' },
      { _id: 3, g: 'y', v: null },
    ] as never[]);
  });
  const run = (pipeline: object[]): Promise<unknown[]> =>
    db.collection('shapes').aggregate(pipeline).toArray();

  test('$project keeps the input order of the fields it includes (_id first), computed fields after', async () => {
    const [doc] = await run([{ $match: { _id: 1 } }, { $project: { n: { $literal: 1 }, v: 1, g: 1 } }]);
    expect(JSON.stringify(doc)).toBe('{"_id":1,"g":"x","v":5,"n":1}');
  });

  test('$sample draws each document at most once', async () => {
    const docs = await run([{ $sample: { size: 10 } }]);
    expect(docs.map((d) => (d as { _id: number })._id).sort()).toEqual([1, 2, 3]);
  });

  test('$push and $addToSet leave missing values out, keep nulls', async () => {
    const [row] = await run([
      { $sort: { _id: 1 } },
      { $group: { _id: null, p: { $push: '$v' }, s: { $addToSet: '$v' } } },
    ]);
    expect(row).toMatchObject({ p: [5, null] });
    expect((row as { s: unknown[] }).s).toHaveLength(2);
  });

  test('$addFields of a dotted path sets it in every element of an array, making scalars documents', async () => {
    const [doc] = await run([{ $match: { _id: 1 } }, { $addFields: { 'a.z': 1 } }, { $project: { a: 1 } }]);
    expect(doc).toEqual({ _id: 1, a: [{ z: 1 }, { c: 2, z: 1 }] });
    const [set] = await run([{ $match: { _id: 2 } }, { $set: { 'n.m': '$g' } }, { $project: { n: 1 } }]);
    expect(set).toEqual({ _id: 2, n: { m: 'x' } });
  });

  test('$replaceRoot and $replaceWith of something else than a document answer 40228', async () => {
    expect((await serverError(run([{ $replaceRoot: { newRoot: '$v' } }]))).code).toBe(40228);
    expect((await serverError(run([{ $replaceWith: '$g' }]))).code).toBe(40228);
  });
});
