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

describe('string, date and shape answers as MongoDB gives them', () => {
  beforeAll(async () => {
    await db
      .collection('c')
      .updateOne(
        { _id: 1 as never },
        { $set: { d: new Date('2024-01-07T23:30:00Z'), e: new Date('2024-01-01T12:00:00Z') } },
      );
  });

  test('$toUpper, $toLower and $strcasecmp change the case of ASCII letters only', async () => {
    expect(await project({ $toUpper: 'Ação' })).toBe('AçãO');
    expect(await project({ $toLower: 'ÀB' })).toBe('Àb');
    expect(await project({ $toUpper: 12 })).toBe('12');
    expect(await project({ $strcasecmp: ['ä', 'Ä'] })).toBe(1);
    expect(await project({ $strcasecmp: ['abc', 'ABC'] })).toBe(0);
    expect(await project({ $strcasecmp: ['a', 'B'] })).toBe(-1);
  });

  test('$indexOfBytes counts UTF-8 bytes', async () => {
    expect(await project({ $indexOfBytes: ['Ação', 'o'] })).toBe(5);
    expect(await project({ $indexOfBytes: ['çaça', 'a', 3] })).toBe(5);
    expect(await project({ $indexOfBytes: ['çaça', 'a', 3, 5] })).toBe(-1);
    expect(await project({ $indexOfBytes: ['$missing', 'a'] })).toBeNull();
    expect((await serverError(project({ $indexOfBytes: ['abc', 'a', -1] }))).code).toBe(40097);
  });

  test('$week and %U: Sunday-started weeks from the first Sunday', async () => {
    expect(await project({ $week: '$d' })).toBe(1);
    expect(await project({ $week: '$e' })).toBe(0);
    expect(await project({ $dateToString: { date: '$d', format: '%U %Y %%U' } })).toBe('01 2024 %U');
    expect(await project({ $dateToString: { date: '$d', format: '%U', timezone: '+0100' } })).toBe('01');
  });

  test('$dateToParts with iso8601 lists the ISO fields first', async () => {
    const parts = await project({ $dateToParts: { date: '$d', iso8601: true } });
    expect(Object.keys(parts as object)).toEqual([
      'isoWeekYear',
      'isoWeek',
      'isoDayOfWeek',
      'hour',
      'minute',
      'second',
      'millisecond',
    ]);
  });

  test('$arrayToObject takes its argument in an array and keeps the last value of a repeated field', async () => {
    expect(
      await project({
        $arrayToObject: [
          [
            { k: 'a', v: 1 },
            { k: 'a', v: 2 },
          ],
        ],
      }),
    ).toEqual({ a: 2 });
    expect(
      await project({
        $arrayToObject: {
          $literal: [
            ['a', 1],
            ['b', 2],
            ['a', 3],
          ],
        },
      }),
    ).toEqual({ b: 2, a: 3 });
    expect((await serverError(project({ $arrayToObject: [[['a', 1]], [['b', 2]]] }))).code).toBe(16020);
    expect((await serverError(project({ $arrayToObject: [[[1, 2]]] }))).code).toBe(40395);
  });

  test('$switch without a matching branch or a default fails; $in needs an array', async () => {
    expect((await serverError(project({ $switch: { branches: [{ case: false, then: 1 }] } }))).code).toBe(
      40066,
    );
    expect(await project({ $switch: { branches: [{ case: true, then: 1 }] } })).toBe(1);
    const refused = await serverError(project({ $in: [1, 5] }));
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 40081,
      message: '$in requires an array as a second argument, found: int',
    });
  });
});
