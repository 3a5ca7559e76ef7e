import { Long, type CollationOptions, type Db, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

// `$setWindowFields`, `$fill` and `$densify` as MongoDB 7 answers them, longs included: the driver reads with
// `useBigInt64`, so a long comes back as a bigint and an int or a double as a number (the tests see the type).
const engine = useCompatEngine('window', { client: { useBigInt64: true } });
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

const BIG = 2n ** 53n + 1n;
const L = (n: bigint | number): Long => Long.fromBigInt(BigInt(n));

const byId = (rows: Document[]): Document[] => [...rows].sort((a, b) => Number(a._id) - Number(b._id));
const insert = (name: string, docs: Document[]): Promise<unknown> =>
  db.collection(name).insertMany(docs as never[]);
const field = (rows: Document[], name: string): unknown[] => byId(rows).map((r) => r[name]);

describe('$setWindowFields', () => {
  beforeAll(async () => {
    await insert('sales', [
      { _id: 1, store: 'A', day: 1, qty: 5 },
      { _id: 2, store: 'A', day: 2, qty: 3 },
      { _id: 3, store: 'A', day: 4, qty: 7 },
      { _id: 4, store: 'A', day: 5, qty: 1 },
      { _id: 5, store: 'B', day: 1, qty: 10 },
      { _id: 6, store: 'B', day: 3, qty: 20 },
    ]);
  });
  const windowed = (stage: Document): Promise<Document[]> =>
    db
      .collection('sales')
      .aggregate([{ $setWindowFields: stage }])
      .toArray();

  test('running sum and moving average by documents, per partition', async () => {
    const rows = await windowed({
      partitionBy: '$store',
      sortBy: { day: 1 },
      output: {
        running: { $sum: '$qty', window: { documents: ['unbounded', 'current'] } },
        moving: { $avg: '$qty', window: { documents: [-1, 1] } },
        total: { $sum: '$qty' },
      },
    });
    expect(field(rows, 'running')).toEqual([5, 8, 15, 16, 10, 30]);
    expect(field(rows, 'moving')).toEqual([4, 5, 11 / 3, 4, 15, 15]);
    expect(field(rows, 'total')).toEqual([16, 16, 16, 16, 30, 30]);
    // MongoDB's order: by partition, then by sortBy
    expect(rows.map((r) => r._id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('range windows take the documents whose sort value is within the bounds', async () => {
    const rows = await windowed({
      partitionBy: '$store',
      sortBy: { day: 1 },
      output: {
        lastTwoDays: { $sum: '$qty', window: { range: [-1, 0] } },
        fromHere: { $sum: '$qty', window: { range: ['current', 'unbounded'] } },
      },
    });
    expect(field(rows, 'lastTwoDays')).toEqual([5, 8, 7, 8, 10, 20]);
    expect(field(rows, 'fromHere')).toEqual([16, 11, 8, 1, 30, 20]);
  });

  test('$rank, $denseRank and $documentNumber, ties sharing a rank', async () => {
    await insert('scores', [
      { _id: 1, points: 30 },
      { _id: 2, points: 50 },
      { _id: 3, points: 50 },
      { _id: 4, points: 10 },
    ]);
    const rows = await db
      .collection('scores')
      .aggregate([
        {
          $setWindowFields: {
            sortBy: { points: -1 },
            output: { rank: { $rank: {} }, dense: { $denseRank: {} }, n: { $documentNumber: {} } },
          },
        },
      ])
      .toArray();
    expect(field(rows, 'rank')).toEqual([3, 1, 1, 4]);
    expect(field(rows, 'dense')).toEqual([2, 1, 1, 3]);
    expect(rows.map((r) => r._id)).toEqual([2, 3, 1, 4]);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });

  test('$shift reads a neighbour, the default past the partition', async () => {
    const rows = await windowed({
      partitionBy: '$store',
      sortBy: { day: 1 },
      output: {
        previous: { $shift: { output: '$qty', by: -1, default: 0 } },
        next: { $shift: { output: '$qty', by: 1 } },
      },
    });
    expect(field(rows, 'previous')).toEqual([0, 5, 3, 7, 0, 10]);
    expect(field(rows, 'next')).toEqual([3, 7, 1, null, 20, null]);
  });

  test('$derivative, $integral and $expMovingAvg', async () => {
    const rows = await windowed({
      partitionBy: '$store',
      sortBy: { day: 1 },
      output: {
        slope: { $derivative: { input: '$qty' }, window: { documents: [-1, 0] } },
        area: { $integral: { input: '$qty' }, window: { documents: ['unbounded', 'current'] } },
        ema: { $expMovingAvg: { input: '$qty', N: 2 } },
      },
    });
    expect(field(rows, 'slope')).toEqual([null, -2, 2, -6, null, 5]);
    expect(field(rows, 'area')).toEqual([0, 4, 14, 18, 0, 30]);
    const ema = field(rows, 'ema') as number[];
    expect(ema[0]).toBe(5);
    expect(ema[1]).toBeCloseTo(3 * (2 / 3) + 5 / 3);
    expect(ema[4]).toBe(10);
  });

  test('sortBy strings follows the command collation', async () => {
    await insert('names', [
      { _id: 1, name: 'b' },
      { _id: 2, name: 'A' },
      { _id: 3, name: 'a' },
      { _id: 4, name: 'C' },
    ]);
    const run = (collation?: CollationOptions): Promise<Document[]> =>
      db
        .collection('names')
        .aggregate(
          [
            {
              $setWindowFields: {
                sortBy: { name: 1 },
                output: { n: { $documentNumber: {} }, r: { $rank: {} } },
              },
            },
          ],
          collation ? { collation } : {},
        )
        .toArray();
    expect((await run()).map((r) => r.name)).toEqual(['A', 'C', 'a', 'b']);
    expect((await run({ locale: 'en' })).map((r) => r.name)).toEqual(['a', 'A', 'b', 'C']);
    const folded = await run({ locale: 'en', strength: 2 });
    expect(folded.map((r) => r.r)).toEqual([1, 1, 3, 4]);
    expect(folded.slice(2).map((r) => r.name)).toEqual(['b', 'C']);
  });

  test('sortBy longs (mixed with ints) orders by value; running sums of longs are exact longs', async () => {
    await insert('ledger', [
      { _id: 1, at: L(BIG + 2n), amount: L(BIG) },
      { _id: 2, at: 3, amount: 1 },
      { _id: 3, at: L(BIG), amount: L(2) },
      { _id: 4, at: L(10), amount: 4 },
      { _id: 5, at: 2.5, amount: L(BIG) },
    ]);
    const rows = await db
      .collection('ledger')
      .aggregate([
        {
          $setWindowFields: {
            sortBy: { at: 1 },
            output: {
              running: { $sum: '$amount', window: { documents: ['unbounded', 'current'] } },
              rank: { $rank: {} },
              high: { $max: '$amount', window: { documents: ['unbounded', 'current'] } },
              near: { $count: {}, window: { range: [-1, 1] } },
            },
          },
        },
      ])
      .toArray();
    expect(rows.map((r) => r._id)).toEqual([5, 2, 4, 3, 1]);
    expect(rows.map((r) => r.running)).toEqual([BIG, BIG + 1n, BIG + 5n, BIG + 7n, 2n * BIG + 7n]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.high)).toEqual([BIG, BIG, BIG, BIG, BIG]);
    // BIG and BIG + 2 are 2 apart exactly: neither is within 1 of the other
    expect(rows.map((r) => r.near)).toEqual([2, 2, 1, 1, 1]);
  });

  test('a window operator that cannot be exact on a long past 2^53 answers 115 naming it', async () => {
    const error = await serverError(
      db
        .collection('ledger')
        .aggregate([
          {
            $setWindowFields: {
              sortBy: { at: 1 },
              output: { slope: { $derivative: { input: '$amount' }, window: { documents: [-1, 0] } } },
            },
          },
        ])
        .toArray(),
    );
    expect(error.code).toBe(115);
    expect(error.message).toContain('$derivative');
  });

  test('range windows by a time unit, and `current` as the current document (not its value)', async () => {
    const day = (d: number): Date => new Date(Date.UTC(2024, 0, d));
    await insert('visits', [
      { _id: 1, at: day(1), n: 1 },
      { _id: 2, at: day(2), n: 2 },
      { _id: 3, at: day(2), n: 4 },
      { _id: 4, at: day(5), n: 8 },
    ]);
    const rows = await db
      .collection('visits')
      .aggregate([
        {
          $setWindowFields: {
            sortBy: { at: 1 },
            output: {
              twoDays: { $sum: '$n', window: { range: [-1, 0], unit: 'day' } },
              upToHere: { $sum: '$n', window: { range: ['unbounded', 'current'], unit: 'day' } },
            },
          },
        },
      ])
      .toArray();
    expect(field(rows, 'twoDays')).toEqual([1, 7, 7, 8]);
    expect(field(rows, 'upToHere')).toEqual([1, 3, 7, 15]);
  });

  test('partitions: a long and an int of the same value are one; covariance and averages of longs', async () => {
    await insert('pairs', [
      { _id: 1, g: L(5), x: L(1), y: L(2) },
      { _id: 2, g: 5, x: L(3), y: L(6) },
      { _id: 3, g: 6, x: 1, y: 1 },
    ]);
    const rows = await db
      .collection('pairs')
      .aggregate([
        {
          $setWindowFields: {
            partitionBy: '$g',
            output: {
              n: { $count: {} },
              cov: { $covariancePop: ['$x', '$y'] },
              avg: { $avg: '$x' },
              total: { $sum: '$x' },
            },
          },
        },
      ])
      .toArray();
    expect(field(rows, 'n')).toEqual([2, 2, 1]);
    expect(field(rows, 'cov')).toEqual([2, 2, 0]);
    expect(field(rows, 'avg')).toEqual([2, 2, 1]);
    expect(field(rows, 'total')).toEqual([4n, 4n, 1]);
  });

  test('a range window needs a numeric sortBy value, sorted ascending', async () => {
    await insert('labels', [{ _id: 1, name: 'a', n: 1 }]);
    const run = (sortBy: Document): Promise<unknown> =>
      db
        .collection('labels')
        .aggregate([
          { $setWindowFields: { sortBy, output: { s: { $sum: '$n', window: { range: [-1, 1] } } } } },
        ])
        .toArray();
    expect((await serverError(run({ name: 1 }))).message).toContain(
      'Expected the sortBy field to be a number',
    );
    expect((await serverError(run({ n: -1 }))).message).toContain('ascending');
  });

  test("users' JavaScript inside a window is still refused", async () => {
    const fn = { $function: { body: 'function () { return 1; }', args: [], lang: 'js' } };
    const error = await serverError(
      windowed({ sortBy: { day: 1 }, output: { x: { $sum: fn, window: { documents: [-1, 0] } } } }),
    );
    expect(error.code).toBe(2);
    expect(error.message).toContain('$function');
  });

  test('through mongoose', async () => {
    const Sale = conn.model(
      'Sale',
      new Schema({ _id: Number, store: String, day: Number, qty: Number }),
      'sales',
    );
    const rows = await Sale.aggregate<{ _id: number; running: number }>([
      {
        $setWindowFields: {
          partitionBy: '$store',
          sortBy: { day: 1 },
          output: { running: { $sum: '$qty', window: { documents: ['unbounded', 'current'] } } },
        },
      },
    ]);
    expect(rows.map((r) => r.running)).toEqual([5, 8, 15, 16, 10, 30]);
  });
});

describe('$fill', () => {
  beforeAll(async () => {
    await insert('readings', [
      { _id: 1, sensor: 'x', t: 1, temp: 10, status: 'ok' },
      { _id: 2, sensor: 'x', t: 2, temp: null },
      { _id: 3, sensor: 'x', t: 3 },
      { _id: 4, sensor: 'x', t: 4, temp: 40, status: null },
      { _id: 5, sensor: 'y', t: 1, temp: 7 },
      { _id: 6, sensor: 'y', t: 2 },
    ]);
  });

  test('linear interpolation and a value', async () => {
    const rows = await db
      .collection('readings')
      .aggregate([
        {
          $fill: {
            partitionBy: '$sensor',
            sortBy: { t: 1 },
            output: { temp: { method: 'linear' }, status: { value: 'unknown' } },
          },
        },
      ])
      .toArray();
    expect(field(rows, 'temp')).toEqual([10, 20, 30, 40, 7, null]);
    expect(field(rows, 'status')).toEqual(['ok', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  test('last observation carried forward, per partition', async () => {
    const rows = await db
      .collection('readings')
      .aggregate([
        { $fill: { partitionByFields: ['sensor'], sortBy: { t: 1 }, output: { temp: { method: 'locf' } } } },
      ])
      .toArray();
    expect(field(rows, 'temp')).toEqual([10, 10, 10, 40, 7, 7]);
  });
  test('linear filling keeps a long present as a long; a long past 2^53 answers 115', async () => {
    await insert('counters', [
      { _id: 1, t: 1, c: L(10) },
      { _id: 2, t: 2, c: null },
      { _id: 3, t: 3, c: L(30) },
    ]);
    const fill = (): Promise<Document[]> =>
      db
        .collection('counters')
        .aggregate([{ $fill: { sortBy: { t: 1 }, output: { c: { method: 'linear' } } } }])
        .toArray();
    expect(field(await fill(), 'c')).toEqual([10n, 20, 30n]);
    await db.collection('counters').updateOne({ _id: 3 as never }, { $set: { c: L(BIG) } });
    const error = await serverError(fill());
    expect(error.code).toBe(115);
    expect(error.message).toContain('$linearFill');
  });
});

describe('$densify', () => {
  test('numbers, step 1 over the full range', async () => {
    await insert('levels', [
      { _id: 1, n: 1 },
      { _id: 2, n: 4 },
      { _id: 3, n: 2 },
    ]);
    const rows = await db
      .collection('levels')
      .aggregate([
        { $densify: { field: 'n', range: { step: 1, bounds: 'full' } } },
        { $project: { _id: 1, n: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([{ _id: 1, n: 1 }, { _id: 3, n: 2 }, { n: 3 }, { _id: 2, n: 4 }]);
  });

  test('dates by a unit, within bounds', async () => {
    const day = (d: number): Date => new Date(Date.UTC(2024, 0, d));
    await insert('days', [
      { _id: 1, at: day(1) },
      { _id: 2, at: day(4) },
    ]);
    const rows = await db
      .collection('days')
      .aggregate([{ $densify: { field: 'at', range: { step: 1, unit: 'day', bounds: [day(1), day(6)] } } }])
      .toArray();
    expect(rows.map((r) => (r.at as Date).toISOString().slice(0, 10))).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
    ]);
  });

  test("per partition, between each partition's own bounds", async () => {
    await insert('shelves', [
      { _id: 1, g: 'a', n: 1 },
      { _id: 2, g: 'a', n: 3 },
      { _id: 3, g: 'b', n: 10 },
      { _id: 4, g: 'b', n: 12 },
    ]);
    const rows = await db
      .collection('shelves')
      .aggregate([
        { $densify: { field: 'n', partitionByFields: ['g'], range: { step: 1, bounds: 'partition' } } },
        { $project: { _id: 0, g: 1, n: 1 } },
      ])
      .toArray();
    expect(rows.map((r) => `${r.g}${r.n}`)).toEqual(['a1', 'a2', 'a3', 'b10', 'b11', 'b12']);
  });

  test('a long field answers 115 rather than a wrong order', async () => {
    await insert('longLevels', [{ n: L(BIG) }, { n: L(BIG + 4n) }]);
    const error = await serverError(
      db
        .collection('longLevels')
        .aggregate([{ $densify: { field: 'n', range: { step: 1, bounds: 'full' } } }])
        .toArray(),
    );
    expect(error.code).toBe(115);
    expect(error.message).toContain('$densify');
  });
});
