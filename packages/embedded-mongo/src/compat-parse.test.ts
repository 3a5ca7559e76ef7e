import { Long, type Db, type Document } from 'mongodb';
import { serverError, useCompatEngine } from '../test/compatEngine';

// MongoDB 7 parses a request before it runs it: a malformed option, query operator, update path, pipeline stage
// or expression is refused with the parser's code and message, also on an empty or missing collection. The engine
// answered a result (or mingo's wording under 2 BadValue) where the server answers an error; each row below is one
// request sent raw with `db.command` (the driver refuses some of them client-side) and the error MongoDB 7 gives.
const engine = useCompatEngine('parse');
let db: Db;
beforeAll(async () => {
  db = engine.db;
  await db.collection('c').insertMany([
    { _id: 1 as never, a: 1, s: 'x', arr: [1, 2], d: '2024-01-02' },
    { _id: 2 as never, a: 2, s: 'abc', arr: [] },
  ]);
  await db.collection('other').insertOne({ _id: 1 as never, b: 1 });
});

type Row = [name: string, command: Document, code: number, message: string | RegExp];

const find = (extra: Document, collection = 'c'): Document => ({ find: collection, ...extra });
const filter = (f: Document, collection = 'c'): Document => find({ filter: f }, collection);
const agg = (pipeline: Document[], collection = 'c'): Document => ({
  aggregate: collection,
  pipeline,
  cursor: {},
});
const expr = (expression: unknown): Document => agg([{ $project: { x: expression } }]);
const update = (u: Document): Document => ({ update: 'c', updates: [{ q: { _id: 1 }, u }] });

async function expectRefused([, command, code, message]: Row): Promise<void> {
  const error = await serverError(db.command(command));
  expect({ code: error.code, message: error.message }).toEqual({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

describe('find options', () => {
  const rows: Row[] = [
    ['skip -1', find({ skip: -1 }), 51024, "BSON field 'skip' value must be >= 0, actual value '-1'"],
    [
      'batchSize -1',
      find({ batchSize: -1 }),
      51024,
      "BSON field 'batchSize' value must be >= 0, actual value '-1'",
    ],
    ['limit -2', find({ limit: -2 }), 51024, "BSON field 'limit' value must be >= 0, actual value '-2'"],
    ['skip on a missing collection', find({ skip: -1 }, 'none'), 51024, /BSON field 'skip'/],
    ['count of skip -1', { count: 'c', skip: -1 }, 9, 'Expected a non-negative number in: skip: -1'],
    ['count of skip "x"', { count: 'c', skip: 'x' }, 2, 'skip value is not a valid number'],
    ['sort by a string', find({ sort: { a: 'x' } }), 15974, 'Illegal key in $sort specification: a: "x"'],
    [
      'sort by 2',
      find({ sort: { a: 2 } }),
      15975,
      '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
    ],
    [
      'sort by 0',
      find({ sort: { a: 0 } }),
      15975,
      '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
    ],
    [
      'sort by an object without $meta',
      find({ sort: { a: { x: 1 } } }),
      17312,
      '$meta is the only expression supported by $sort right now',
    ],
  ];
  test.each(rows)('%s', async (...row) => expectRefused(row));

  test('valid options still answer', async () => {
    const reply = await db.command(find({ sort: { a: -1 }, skip: 0, batchSize: 0, limit: 1 }));
    expect(reply.cursor.firstBatch).toEqual([]);
    const all = await db.command(find({ sort: { a: -1, _id: 1 }, batchSize: 10 }));
    expect(all.cursor.firstBatch.map((d: Document) => d._id)).toEqual([2, 1]);
    expect((await db.command({ count: 'c', skip: 1, limit: -5 })).n).toBe(1);
    const long = await db.command(find({ sort: { a: Long.fromNumber(-1) } }));
    expect(long.cursor.firstBatch.map((d: Document) => d._id)).toEqual([2, 1]);
  });
});

describe('query operator arguments', () => {
  const rows: Row[] = [
    ['$size -1', filter({ arr: { $size: -1 } }), 2, '$size may not be negative'],
    ['$size 1.5', filter({ arr: { $size: 1.5 } }), 2, '$size must be a whole number'],
    ['$size "x"', filter({ arr: { $size: 'x' } }), 2, '$size needs a number'],
    ['$mod [0, 1]', filter({ a: { $mod: [0, 1] } }), 2, 'divisor cannot be 0'],
    ['$mod [1]', filter({ a: { $mod: [1] } }), 2, 'malformed mod, not enough elements'],
    ['$mod [1, 2, 3]', filter({ a: { $mod: [1, 2, 3] } }), 2, 'malformed mod, too many elements'],
    ['$mod 1', filter({ a: { $mod: 1 } }), 2, 'malformed mod, needs to be an array'],
    ['$mod ["x", 1]', filter({ a: { $mod: ['x', 1] } }), 2, 'malformed mod, divisor not a number'],
    ['$and []', filter({ $and: [] }), 2, '$and/$or/$nor must be a nonempty array'],
    ['$or []', filter({ $or: [] }), 2, '$and/$or/$nor must be a nonempty array'],
    ['$nor []', filter({ $nor: [] }), 2, '$and/$or/$nor must be a nonempty array'],
    ['$and {}', filter({ $and: { a: 1 } }), 2, '$and must be an array'],
    ['$or of a number', filter({ $or: [1] }), 2, '$or/$and/$nor entries need to be full objects'],
    ['$in 1', filter({ a: { $in: 1 } }), 2, '$in needs an array'],
    ['$nin 1', filter({ a: { $nin: 1 } }), 2, '$nin needs an array'],
    ['$all 1', filter({ a: { $all: 1 } }), 2, '$all needs an array'],
    ['$in with an operator', filter({ a: { $in: [{ $gt: 1 }] } }), 2, 'cannot nest $ under $in'],
    ['$elemMatch 1', filter({ arr: { $elemMatch: 1 } }), 2, '$elemMatch needs an Object'],
    ['$not 1', filter({ a: { $not: 1 } }), 2, '$not needs a regex or a document'],
    ['$not {}', filter({ a: { $not: {} } }), 2, '$not cannot be empty'],
    ['$regex 1', filter({ s: { $regex: 1 } }), 2, '$regex has to be a string'],
    ['$options without $regex', filter({ s: { $options: 'i' } }), 2, '$options needs a $regex'],
    [
      '$regex options z',
      filter({ s: { $regex: 'x', $options: 'z' } }),
      51108,
      'invalid flag in regex options: z',
    ],
    ['nested in $or', filter({ $or: [{ arr: { $size: -1 } }] }), 2, '$size may not be negative'],
    ['on a missing collection', filter({ arr: { $size: -1 } }, 'none'), 2, '$size may not be negative'],
    ['count', { count: 'c', query: { a: { $mod: [0, 1] } } }, 2, 'divisor cannot be 0'],
    ['in a $match', agg([{ $match: { $or: [] } }]), 2, '$and/$or/$nor must be a nonempty array'],
  ];
  test.each(rows)('%s', async (...row) => expectRefused(row));

  test('valid arguments still match ($exists takes any value, as MongoDB reads its truth)', async () => {
    const ids = async (f: Document): Promise<unknown[]> =>
      (await db.collection('c').find(f).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ arr: { $size: 2 } })).toEqual([1]);
    expect(await ids({ arr: { $size: 0.0 } })).toEqual([2]);
    expect(await ids({ a: { $mod: [2, 0] } })).toEqual([2]);
    expect(await ids({ a: { $mod: [2.5, 1] } })).toEqual([1]);
    expect(await ids({ $or: [{ a: 1 }, { a: 2 }] })).toEqual([1, 2]);
    expect(await ids({ a: { $exists: 'yes' } })).toEqual([1, 2]);
    expect(await ids({ s: { $not: /^a/ } })).toEqual([1]);
    expect(await ids({ s: { $regex: 'X', $options: 'i' } })).toEqual([1]);
  });
});

describe('update paths', () => {
  const rows: Row[] = [
    ['$unset of ""', update({ $unset: { '': 1 } }), 56, 'An empty update path is not valid.'],
    ['$set of ""', update({ $set: { '': 1 } }), 56, 'An empty update path is not valid.'],
    [
      '$set of a..b',
      update({ $set: { 'a..b': 1 } }),
      56,
      "The update path 'a..b' contains an empty field name, which is not allowed.",
    ],
    [
      '$inc of a.',
      update({ $inc: { 'a.': 1 } }),
      56,
      "The update path 'a.' contains an empty field name, which is not allowed.",
    ],
    ['$rename to ""', update({ $rename: { a: '' } }), 56, 'An empty update path is not valid.'],
  ];
  test.each(rows)('%s', async (...row) => {
    const reply = await db.command(row[1]);
    expect(reply.writeErrors?.map((e: Document) => ({ code: e.code, message: e.errmsg }))).toEqual([
      { code: row[2], message: row[3] },
    ]);
  });

  test('refused also when no document matches', async () => {
    const error = await serverError(
      db.collection('c').updateOne({ _id: 99 as never }, { $set: { 'a..b': 1 } }),
    );
    expect(error.code).toBe(56);
    const upsert = await serverError(
      db.collection('c').updateOne({ _id: 98 as never }, { $set: { '': 1 } }, { upsert: true }),
    );
    expect(upsert.code).toBe(56);
    expect(await db.collection('c').countDocuments({ _id: { $in: [98, 99] } as never })).toBe(0);
  });

  test('through the driver the write fails, and nothing changes', async () => {
    const error = await serverError(db.collection('c').updateOne({ _id: 1 as never }, { $unset: { '': 1 } }));
    expect(error.code).toBe(56);
    expect(await db.collection('c').findOne({ _id: 1 as never })).toMatchObject({ a: 1, s: 'x' });
  });
});

describe('aggregation stages', () => {
  const rows: Row[] = [
    ['$limit 0', agg([{ $limit: 0 }]), 15958, 'the limit must be positive'],
    [
      '$limit -1',
      agg([{ $limit: -1 }]),
      5107201,
      'invalid argument to $limit stage: Expected a non-negative number in: $limit: -1',
    ],
    [
      '$limit "x"',
      agg([{ $limit: 'x' }]),
      5107201,
      'invalid argument to $limit stage: Expected a number in: $limit: "x"',
    ],
    [
      '$skip -1',
      agg([{ $skip: -1 }]),
      5107200,
      'invalid argument to $skip stage: Expected a non-negative number in: $skip: -1',
    ],
    [
      '$skip 1.5',
      agg([{ $skip: 1.5 }]),
      5107200,
      'invalid argument to $skip stage: Expected an integer: $skip: 1.5',
    ],
    [
      '$sample size -1',
      agg([{ $sample: { size: -1 } }]),
      28747,
      'size argument to $sample must not be negative',
    ],
    ['$sample without size', agg([{ $sample: {} }]), 28749, '$sample stage must specify a size'],
    ['$sample 1', agg([{ $sample: 1 }]), 28745, 'the $sample stage specification must be an object'],
    [
      '$group without _id',
      agg([{ $group: { n: { $sum: 1 } } }]),
      15955,
      'a group specification must include an _id',
    ],
    [
      '$group of an unknown accumulator',
      agg([{ $group: { _id: null, n: { $foo: 1 } } }]),
      15952,
      "unknown group operator '$foo'",
    ],
    [
      '$group of a non-object accumulator',
      agg([{ $group: { _id: null, n: 1 } }]),
      40234,
      "The field 'n' must be an accumulator object",
    ],
    [
      '$group of two accumulators',
      agg([{ $group: { _id: null, n: { $sum: 1, $avg: 1 } } }]),
      40238,
      "The field 'n' must specify one accumulator",
    ],
    ['$group 1', agg([{ $group: 1 }]), 15947, "a group's fields must be specified in an object"],
    [
      '$project {}',
      agg([{ $project: {} }]),
      51272,
      'Invalid $project :: caused by :: projection specification must have at least one field',
    ],
    ['$project 1', agg([{ $project: 1 }]), 15969, '$project specification must be an object'],
    [
      '$unwind without $',
      agg([{ $unwind: 'arr' }]),
      28818,
      "path option to $unwind stage should be prefixed with a '$': arr",
    ],
    [
      '$unwind { path } without $',
      agg([{ $unwind: { path: 'arr' } }]),
      28818,
      "path option to $unwind stage should be prefixed with a '$': arr",
    ],
    ['$unwind {}', agg([{ $unwind: {} }]), 28812, 'no path specified to $unwind stage'],
    [
      '$unwind of an unknown option',
      agg([{ $unwind: { path: '$arr', x: 1 } }]),
      28811,
      'unrecognized option to $unwind stage: x',
    ],
    [
      '$lookup without as',
      agg([{ $lookup: { from: 'other', localField: 'a', foreignField: 'b' } }]),
      9,
      "must specify 'as' field for a $lookup",
    ],
    [
      '$lookup without foreignField',
      agg([{ $lookup: { from: 'other', localField: 'a', as: 'o' } }]),
      9,
      "$lookup requires either 'pipeline' or both 'localField' and 'foreignField' to be specified",
    ],
    [
      '$lookup of an unknown argument',
      agg([{ $lookup: { from: 'other', localField: 'a', foreignField: 'b', as: 'o', x: 1 } }]),
      9,
      'unknown argument to $lookup: x',
    ],
    ['$count "$x"', agg([{ $count: '$x' }]), 40158, 'the count field cannot be a $-prefixed path'],
    ['$count ""', agg([{ $count: '' }]), 40157, 'the count field must be a non-empty string'],
    ['$count 1', agg([{ $count: 1 }]), 40156, 'the count field must be a non-empty string'],
    ['$count "a.b"', agg([{ $count: 'a.b' }]), 40160, "the count field cannot contain '.'"],
    [
      '$sortByCount "a"',
      agg([{ $sortByCount: 'a' }]),
      40148,
      'the sortByCount field must be defined as a $-prefixed path or an expression inside an object',
    ],
    [
      '$sortByCount 1',
      agg([{ $sortByCount: 1 }]),
      40149,
      'the sortByCount field must be specified as a string or as an object',
    ],
    [
      '$addFields "$x"',
      agg([{ $addFields: { $x: 1 } }]),
      16410,
      "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
    ],
    [
      '$set "$x"',
      agg([{ $set: { $x: 1 } }]),
      16410,
      "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
    ],
    [
      '$addFields 1',
      agg([{ $addFields: 1 }]),
      40272,
      '$addFields specification stage must be an object, got int',
    ],
    ['$sort {}', agg([{ $sort: {} }]), 15976, '$sort stage must have at least one sort key'],
    [
      '$sort by 2',
      agg([{ $sort: { a: 2 } }]),
      15975,
      '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
    ],
    ['$sort by a string', agg([{ $sort: { a: 'x' } }]), 15974, 'Illegal key in $sort specification: a: "x"'],
    ['$sort 1', agg([{ $sort: 1 }]), 15973, 'the $sort key specification must be an object'],
    [
      '$bucket of descending boundaries',
      agg([{ $bucket: { groupBy: '$a', boundaries: [5, 1] } }]),
      40194,
      "The 'boundaries' option to $bucket must be sorted in ascending order, but elements 0 and 1 are not in ascending order (5 is not less than 1).",
    ],
    [
      '$bucket of one boundary',
      agg([{ $bucket: { groupBy: '$a', boundaries: [1] } }]),
      40192,
      "The $bucket 'boundaries' field must have at least 2 values, but found 1 value(s).",
    ],
    [
      '$bucket of mixed boundaries',
      agg([{ $bucket: { groupBy: '$a', boundaries: [1, 'x'] } }]),
      40193,
      "All values in the the 'boundaries' option to $bucket must have the same type. Found conflicting types int and string.",
    ],
    [
      '$bucket without groupBy',
      agg([{ $bucket: { boundaries: [1, 2] } }]),
      40198,
      "$bucket requires 'groupBy' and 'boundaries' to be specified.",
    ],
    ['$match 1', agg([{ $match: 1 }]), 15959, 'the match filter must be an expression in an object'],
    [
      'a stage after others',
      agg([{ $match: {} }, { $sort: { a: 1 } }, { $limit: 0 }]),
      15958,
      'the limit must be positive',
    ],
    ['inside $facet', agg([{ $facet: { x: [{ $limit: 0 }] } }]), 15958, 'the limit must be positive'],
    [
      "inside a $lookup's pipeline",
      agg([{ $lookup: { from: 'other', pipeline: [{ $skip: -1 }], as: 'o' } }]),
      5107200,
      /invalid argument to \$skip stage/,
    ],
    ['on a missing collection', agg([{ $limit: 0 }], 'none'), 15958, 'the limit must be positive'],
  ];
  test.each(rows)('%s', async (...row) => expectRefused(row));

  test('valid stages still answer', async () => {
    const c = db.collection('c');
    expect(
      await c
        .aggregate([{ $sort: { a: -1 } }, { $skip: 0 }, { $limit: 1 }, { $project: { a: 1 } }])
        .toArray(),
    ).toEqual([{ _id: 2, a: 2 }]);
    expect(await c.aggregate([{ $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
    expect(
      await c.aggregate([{ $unwind: { path: '$arr', includeArrayIndex: 'i' } }, { $count: 'n' }]).toArray(),
    ).toEqual([{ n: 2 }]);
    expect(await c.aggregate([{ $sample: { size: 0 } }]).toArray()).toEqual([]);
    expect(
      await c
        .aggregate([
          { $lookup: { from: 'other', localField: 'a', foreignField: 'b', as: 'o' } },
          { $sort: { _id: 1 } },
          { $project: { o: 1 } },
        ])
        .toArray(),
    ).toEqual([
      { _id: 1, o: [{ _id: 1, b: 1 }] },
      { _id: 2, o: [] },
    ]);
    expect(
      await c.aggregate([{ $group: { _id: null, n: { $sum: 1 }, m: { $max: '$a' } } }]).toArray(),
    ).toEqual([{ _id: null, n: 2, m: 2 }]);
    expect(
      await c.aggregate([{ $sortByCount: { $gt: ['$a', 1] } }, { $sort: { _id: 1 } }]).toArray(),
    ).toEqual([
      { _id: false, count: 1 },
      { _id: true, count: 1 },
    ]);
  });
});

describe('expressions', () => {
  const rows: Row[] = [
    ['an unknown operator', expr({ $foo: 1 }), 168, "Unrecognized expression '$foo'"],
    ['an unknown operator nested', expr({ $add: [1, { $foo: 1 }] }), 168, "Unrecognized expression '$foo'"],
    ['in $match $expr', agg([{ $match: { $expr: { $foo: 1 } } }]), 168, "Unrecognized expression '$foo'"],
    ['in a find $expr', filter({ $expr: { $foo: 1 } }), 168, "Unrecognized expression '$foo'"],
    ['in $group', agg([{ $group: { _id: { $foo: 1 } } }]), 168, "Unrecognized expression '$foo'"],
    [
      'on a missing collection',
      agg([{ $addFields: { x: { $foo: 1 } } }], 'none'),
      168,
      "Unrecognized expression '$foo'",
    ],
    [
      'a MongoDB operator mingo does not evaluate',
      expr({ $meta: 'textScore' }),
      115,
      'the $meta expression is not supported by embedded-mongo',
    ],
    ['$mod by zero', expr({ $mod: [1, 0] }), 16610, "can't $mod by zero"],
    ['$divide by zero', expr({ $divide: [1, 0] }), 2, "can't $divide by zero"],
    ['$ln of -1', expr({ $ln: -1 }), 28766, "$ln's argument must be a positive number, but is -1"],
    ['$ln of 0', expr({ $ln: 0 }), 28766, "$ln's argument must be a positive number, but is 0"],
    ['$log10 of 0', expr({ $log10: 0 }), 28761, "$log10's argument must be a positive number, but is 0"],
    ['$log of -1', expr({ $log: [-1, 10] }), 28758, "$log's argument must be a positive number, but is -1"],
    [
      '$log base 1',
      expr({ $log: [10, 1] }),
      28759,
      "$log's base must be a positive number not equal to 1, but is 1",
    ],
    ['$sqrt of -1', expr({ $sqrt: -1 }), 28714, "$sqrt's argument must be greater than or equal to 0"],
    [
      '$pow of 0 to -1',
      expr({ $pow: [0, -1] }),
      28764,
      '$pow cannot take a base of 0 and a negative exponent',
    ],
    [
      '$substrCP from -1',
      expr({ $substrCP: ['$s', -1, 2] }),
      34455,
      '$substrCP: the starting index must be nonnegative integer.',
    ],
    [
      '$substrCP of length -1',
      expr({ $substrCP: ['$s', 0, -1] }),
      34454,
      '$substrCP: length must be a nonnegative integer.',
    ],
    [
      '$substrBytes from -1',
      expr({ $substrBytes: ['$s', -1, 2] }),
      50752,
      '$substrBytes:  starting index must be non-negative (got: -1)',
    ],
    [
      '$dateFromString of "nope"',
      expr({ $dateFromString: { dateString: 'nope' } }),
      241,
      /^Error parsing date string 'nope'/,
    ],
    [
      '$toInt of "x"',
      expr({ $toInt: '$s' }),
      241,
      /^Failed to parse number 'x' in \$convert with no onError value/,
    ],
    [
      '$toDouble of "x"',
      expr({ $toDouble: '$s' }),
      241,
      /^Failed to parse number 'x' in \$convert with no onError value/,
    ],
    [
      '$toLong of "x"',
      expr({ $toLong: '$s' }),
      241,
      /^Failed to parse number 'x' in \$convert with no onError value/,
    ],
    [
      '$add of a string',
      expr({ $add: [1, '$s'] }),
      16554,
      '$add only supports numeric or date types, not string',
    ],
    ['$concat of a number', expr({ $concat: ['$s', 1] }), 16702, '$concat only supports strings, not int'],
    [
      '$size of a string',
      expr({ $size: '$s' }),
      17124,
      'The argument to $size must be an array. Type of argument: string',
    ],
    [
      '$size of a missing field',
      expr({ $size: '$nope' }),
      17124,
      'The argument to $size must be an array. Type of argument: missing',
    ],
    [
      '$arrayElemAt of a string',
      expr({ $arrayElemAt: ['$s', 0] }),
      28689,
      "$arrayElemAt's first argument must be an array, but is string",
    ],
    ['$toDate of "x"', expr({ $toDate: '$s' }), 241, /^Error parsing date string 'x'/],
  ];
  test.each(rows)('%s', async (...row) => expectRefused(row));

  test('valid expressions and onError still answer', async () => {
    const c = db.collection('c');
    const one = async (e: unknown): Promise<unknown> =>
      (await c.aggregate([{ $match: { _id: 1 } }, { $project: { _id: 0, x: e } }]).toArray())[0].x;
    expect(await one({ $mod: [7, 2] })).toBe(1);
    expect(await one({ $ln: 1 })).toBe(0);
    expect(await one({ $log10: 100 })).toBe(2);
    expect(await one({ $substrCP: ['$s', 0, 1] })).toBe('x');
    expect(await one({ $ln: null })).toBeNull();
    expect(await one({ $dateFromString: { dateString: 'nope', onError: 'bad' } })).toBe('bad');
    expect(await one({ $dateFromString: { dateString: '$d' } })).toEqual(new Date('2024-01-02T00:00:00Z'));
    expect(await one({ $convert: { input: '$s', to: 'int', onError: -1 } })).toBe(-1);
    expect(await one({ $toInt: '12' })).toBe(12);
    expect(await one({ $add: [1, null] })).toBeNull();
    expect(await one({ $concat: ['$s', null] })).toBeNull();
    expect(await one({ $size: '$arr' })).toBe(2);
    expect(await one({ $arrayElemAt: ['$arr', -1] })).toBe(2);
    expect(await one({ $literal: { $foo: 1 } })).toEqual({ $foo: 1 });
  });
});

describe('createIndexes', () => {
  const create = (key: Document): Document => ({ createIndexes: 'c', indexes: [{ key, name: 'k' }] });
  const rows: Row[] = [
    ['a plugin that does not exist', create({ a: 'foo' }), 67, "Unknown index plugin 'foo'"],
    ['a key of 0', create({ a: 0 }), 67, /^Values in the index key pattern can't be 0/],
    ['a key of true', create({ a: true }), 67, /^Values in v:2 index key pattern cannot be of type bool/],
  ];
  test.each(rows)('%s', async (...row) => expectRefused(row));

  test('1, -1 and other numbers are ascending or descending keys', async () => {
    await db.command({ createIndexes: 'c', indexes: [{ key: { a: -1, s: 1 }, name: 'a_s' }] });
    const names = (await db.collection('c').listIndexes().toArray()).map((i) => i.name);
    expect(names).toContain('a_s');
    expect(names).not.toContain('k');
  });
});
