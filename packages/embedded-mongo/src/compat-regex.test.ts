import { BSONRegExp, type Db } from 'mongodb';
import { serverError, useCompatEngine, withRestarts } from '../test/compatEngine';

// MongoDB's regular expressions are PCRE (`src/storage/pcre.ts`): options and syntax JavaScript reads otherwise
// match as MongoDB matches them, and a regex stored as a value keeps its pattern and options exactly.
const engine = useCompatEngine('regex', { client: { bsonRegExp: true } });
let db: Db;
beforeAll(async () => {
  db = engine.db;
  await db.collection('s').insertMany([
    { _id: 1, s: 'Hello\nWorld' },
    { _id: 2, s: 'abc' },
    { _id: 3, s: ['x', 'ABC'] },
    { _id: 4, s: 'a1' },
  ] as never[]);
});

const ids = async (filter: object): Promise<unknown[]> =>
  (await db.collection('s').find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

test('options: s (dot matches newline) and x (extended) from a BSON regex and from $options', async () => {
  expect(await ids({ s: new BSONRegExp('Hello.World', 's') })).toEqual([1]);
  expect(await ids({ s: new BSONRegExp('Hello.World', '') })).toEqual([]);
  expect(await ids({ s: { $regex: 'a b c  # the letters', $options: 'x' } })).toEqual([2]);
  expect(await ids({ s: new BSONRegExp('^ a \\d $ # a digit', 'x') })).toEqual([4]);
});

test('PCRE syntax: inline options, \\A \\z \\Z, POSIX classes, \\p{…}', async () => {
  expect(await ids({ s: { $regex: '(?i)^abc$' } })).toEqual([2, 3]);
  expect(await ids({ s: { $regex: '\\AWorld' } })).toEqual([]);
  expect(await ids({ s: { $regex: '\\AWorld', $options: 'm' } })).toEqual([]);
  expect(await ids({ s: { $regex: 'World\\z' } })).toEqual([1]);
  expect(await ids({ s: { $regex: '^[[:alpha:]]+$' } })).toEqual([2, 3]);
  expect(await ids({ s: { $regex: '^[[:alpha:]][[:digit:]]$' } })).toEqual([4]);
  expect(await ids({ s: { $regex: '^\\p{Lu}+$' } })).toEqual([3]);
});

test('a pattern JavaScript cannot compile answers 51091; an unknown option 51108', async () => {
  expect((await serverError(ids({ s: { $regex: '(?<' } }))).code).toBe(51091);
  expect((await serverError(ids({ s: { $regex: 'a', $options: 'q' } }))).code).toBe(51108);
});

test('a regex stored as a value keeps its pattern and options, also after a restart', async () => {
  await withRestarts('regex-', { bsonRegExp: true }, async (disk) => {
    await disk
      .client()
      .db('r')
      .collection('v')
      .insertOne({ _id: 1, r: new BSONRegExp('a b # c', 'sx') } as never);
    const read = async (): Promise<unknown> =>
      (
        await disk
          .client()
          .db('r')
          .collection('v')
          .findOne({ _id: 1 as never })
      )?.r;
    expect(await read()).toEqual(new BSONRegExp('a b # c', 'sx'));
    await disk.restart();
    expect(await read()).toEqual(new BSONRegExp('a b # c', 'sx'));
    expect(
      await disk
        .client()
        .db('r')
        .collection('v')
        .countDocuments({ r: { $type: 'regex' } }),
    ).toBe(1);
  });
});
