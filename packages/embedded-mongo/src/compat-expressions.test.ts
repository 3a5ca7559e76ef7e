import { Binary, Long, ObjectId, Timestamp, type Db } from 'mongodb';
import { serverError, useCompatEngine } from '../test/compatEngine';

// MongoDB 7 expression operators that mingo lacks (`storage/extraExpressions.ts`): what MongoDB answers for each,
// values and refusals.
const engine = useCompatEngine('expressions');
let db: Db;
const id = new ObjectId();
beforeAll(async () => {
  db = engine.db;
  await db.collection('c').insertOne({
    _id: 1 as never,
    s: 'ação e canção',
    hex: id.toHexString(),
    bin: new Binary(Buffer.from([1, 2, 3]), 128),
    sub: { a: 1, b: 'x' },
    ts: new Timestamp({ t: 1700000000, i: 7 }),
  });
});

async function project(expression: unknown): Promise<unknown> {
  const [doc] = await db
    .collection('c')
    .aggregate([{ $project: { _id: 0, x: expression } }], { promoteLongs: false })
    .toArray();
  return doc.x;
}

test('$const is $literal', async () => {
  expect(await project({ $const: '$s' })).toBe('$s');
  expect(await project({ $const: { $add: [1, 2] } })).toEqual({ $add: [1, 2] });
});

test('$indexOfCP counts code points, with a start and an end', async () => {
  expect(await project({ $indexOfCP: ['$s', 'canção'] })).toBe(7);
  expect(await project({ $indexOfCP: ['$s', 'ç'] })).toBe(1);
  expect(await project({ $indexOfCP: ['$s', 'ç', 2] })).toBe(10);
  expect(await project({ $indexOfCP: ['$s', 'ç', 2, 10] })).toBe(-1);
  expect(await project({ $indexOfCP: ['$missing', 'a'] })).toBeNull();
  const refused = await serverError(project({ $indexOfCP: ['$s', 'a', -1] }));
  expect(refused.code).toBe(40097);
  expect((await serverError(project({ $indexOfCP: [1, 'a'] }))).code).toBe(40093);
});

test('$toObjectId converts 24 hex digits and refuses the rest with 241', async () => {
  expect(await project({ $toObjectId: '$hex' })).toEqual(id);
  expect(await project({ $toObjectId: '$missing' })).toBeNull();
  const refused = await serverError(project({ $toObjectId: '$s' }));
  expect(refused.code).toBe(241);
  expect(refused.message).toMatch(/^Failed to parse objectId/);
});

test('$binarySize and $bsonSize', async () => {
  expect(await project({ $binarySize: '$s' })).toBe(Buffer.byteLength('ação e canção'));
  expect(await project({ $binarySize: '$bin' })).toBe(3);
  expect(await project({ $bsonSize: '$sub' })).toBe(21); // 4 + (1 + 2 + 4) + (1 + 2 + 4 + 2) + 1
  expect((await serverError(project({ $binarySize: 1 }))).code).toBe(51276);
  expect((await serverError(project({ $bsonSize: 'x' }))).code).toBe(31393);
});

test('$tsSecond and $tsIncrement answer longs', async () => {
  expect(await project({ $tsSecond: '$ts' })).toEqual(Long.fromNumber(1700000000));
  expect(await project({ $tsIncrement: '$ts' })).toEqual(Long.fromNumber(7));
  expect((await serverError(project({ $tsSecond: '$s' }))).code).toBe(5687301);
});
