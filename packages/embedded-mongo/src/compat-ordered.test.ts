import { Binary, type CollationOptions, type Db } from 'mongodb';
import { useCompatEngine } from '../test/compatEngine';

// The operators that order values inside a pipeline, in MongoDB 7's order and shapes
// (`src/storage/orderedAccumulators.ts`): longs by value among numbers, BinData by length, strings collated.
const engine = useCompatEngine('ordered', { client: { useBigInt64: true } });
let db: Db;
beforeAll(async () => {
  db = engine.db;
  await db.collection('c').insertMany([
    { _id: 1, v: 6, l: 5n, s: 'b', b: new Binary(Buffer.from('zz')) },
    { _id: 2, v: 0, l: 2n ** 60n, s: 'a', b: new Binary(Buffer.from('aaa')) },
    { _id: 3, v: 10, l: 3n, s: 'C', b: new Binary(Buffer.from('m')) },
    { _id: 4, v: 5.9, l: 1n, s: 'd' },
  ] as never[]);
});

async function group(accumulator: object, collation?: CollationOptions): Promise<unknown> {
  const [row] = await db
    .collection('c')
    .aggregate([{ $group: { _id: null, x: accumulator } }], collation ? { collation } : {})
    .toArray();
  return row.x;
}

test('$top and $bottom answer the value, not a one-element array', async () => {
  expect(await group({ $top: { sortBy: { v: -1 }, output: '$_id' } })).toBe(3);
  expect(await group({ $bottom: { sortBy: { v: -1 }, output: ['$_id', '$s'] } })).toEqual([2, 'a']);
});

test('sortBy orders longs by value, past 2^53 too', async () => {
  expect(await group({ $top: { sortBy: { l: -1 }, output: '$_id' } })).toBe(2);
  expect(await group({ $topN: { n: 2, sortBy: { l: 1 }, output: '$_id' } })).toEqual([4, 3]);
  expect(await group({ $bottomN: { n: 2, sortBy: { l: 1 }, output: '$_id' } })).toEqual([1, 2]);
  expect(await group({ $topN: { n: 3, sortBy: { b: 1 }, output: '$_id' } })).toEqual([4, 3, 1]);
});

test('$maxN and $minN by value, and by the collation for strings', async () => {
  expect(await group({ $maxN: { n: 2, input: '$l' } })).toEqual([2n ** 60n, 5n]);
  expect(await group({ $minN: { n: 3, input: '$l' } })).toEqual([1n, 3n, 5n]);
  expect(await group({ $maxN: { n: 2, input: '$s' } })).toEqual(['d', 'b']);
  expect(await group({ $maxN: { n: 2, input: '$s' } }, { locale: 'en' })).toEqual(['d', 'C']);
  const [row] = await db
    .collection('c')
    .aggregate([{ $limit: 1 }, { $project: { m: { $minN: { n: 2, input: [3n, 2n ** 60n, 1] } } } }])
    .toArray();
  expect(row.m).toEqual([1, 3n]);
});

test('$sortArray in MongoDB order: across types, longs by value, strings collated', async () => {
  const sorted = async (
    input: unknown[],
    sortBy: unknown,
    collation?: CollationOptions,
  ): Promise<unknown> => {
    const [row] = await db
      .collection('c')
      .aggregate(
        [{ $limit: 1 }, { $project: { s: { $sortArray: { input, sortBy } } } }],
        collation ? { collation } : {},
      )
      .toArray();
    return row.s;
  };
  expect(await sorted([3, 'a', 1n, null, 2n ** 60n], 1)).toEqual([null, 1n, 3, 2n ** 60n, 'a']);
  expect(await sorted(['b', 'C', 'a'], -1)).toEqual(['b', 'a', 'C']);
  expect(await sorted(['b', 'C', 'a'], 1, { locale: 'en' })).toEqual(['a', 'b', 'C']);
  expect(await sorted([{ k: 2n ** 60n }, { k: 7 }], { k: 1 })).toEqual([{ k: 7 }, { k: 2n ** 60n }]);
});

test('$bucket: a value on a boundary opens its bucket, and empty buckets are left out', async () => {
  const rows = await db
    .collection('c')
    .aggregate([{ $bucket: { groupBy: '$v', boundaries: [0, 6, 8, 11] } }])
    .toArray();
  expect(rows).toEqual([
    { _id: 0, count: 2 },
    { _id: 6, count: 1 },
    { _id: 8, count: 1 },
  ]);
  const refused = await db
    .collection('c')
    .aggregate([{ $bucket: { groupBy: '$v', boundaries: [1, 6] } }])
    .toArray()
    .then(
      () => undefined,
      (e: { code: number }) => e.code,
    );
  expect(refused).toBe(40066);
});
