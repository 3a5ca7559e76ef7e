import { DBRef, ObjectId, type Db } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

// Queries and projections where MongoDB 7 answers otherwise than mingo alone would: DBRef fields in
// `$elemMatch` and dotted paths, the positional `$` projection, `$slice` beside other fields, `_id: null`.
const engine = useCompatEngine('queries');
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

describe('DBRef fields', () => {
  const a = new ObjectId();
  const b = new ObjectId();
  beforeAll(async () => {
    const c = db.collection('chats');
    await c.insertMany([
      {
        _id: 1 as never,
        refs: [new DBRef('users', a), new DBRef('groups', b, 'other')],
        one: new DBRef('users', a),
      },
      { _id: 2 as never, refs: [new DBRef('users', b)], one: new DBRef('users', b) },
    ]);
  });

  test('$elemMatch on $ref and $id', async () => {
    const c = db.collection('chats');
    const ids = async (filter: object): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ refs: { $elemMatch: { $ref: 'users', $id: a } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $id: b } } })).toEqual([1, 2]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'groups', $db: 'other' } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'users', $id: b } } })).toEqual([2]);
    expect(await ids({ refs: { $elemMatch: { $id: { $in: [b] }, $ref: 'users' } } })).toEqual([2]);
  });

  test("dotted paths through DBRefs ('refs.$id', 'one.$ref') and DBRefs read back as DBRefs", async () => {
    const c = db.collection('chats');
    const ids = async (filter: object): Promise<unknown[]> =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ 'refs.$id': a })).toEqual([1]);
    expect(await ids({ 'refs.$ref': 'groups' })).toEqual([1]);
    expect(await ids({ 'one.$id': b })).toEqual([2]);
    expect(await ids({ one: new DBRef('users', a) })).toEqual([1]);
    const whole = await c.findOne({ _id: 2 as never });
    expect(whole?.one).toBeInstanceOf(DBRef);
    expect(whole?.one.oid).toEqual(b);
  });

  test('through mongoose: subdocuments shaped as DBRefs (with an _id beside them)', async () => {
    const Chat = conn.model(
      'Chat',
      new Schema({ members: [{ $ref: String, $id: mongoose.Schema.Types.ObjectId, $db: String }] }),
    );
    const member = new ObjectId();
    await Chat.create({ members: [{ $ref: 'foo', $id: member, $db: 'foo' }] });
    await Chat.create({ members: [{ $ref: 'foo', $id: new ObjectId(), $db: 'foo' }] });
    expect(await Chat.countDocuments({ members: { $elemMatch: { $id: member } } })).toBe(1);
    expect(await Chat.countDocuments({ 'members.$id': member })).toBe(1);
  });
});

describe('the positional $ projection', () => {
  beforeAll(async () => {
    await db.collection('posts').insertMany([
      {
        _id: 1 as never,
        title: 'one',
        tags: [
          { tag: 'bacon', count: 2 },
          { tag: 'eggs', count: 3 },
          { tag: 'eggs', count: 4 },
        ],
        grades: [80, 85, 90],
        other: [{ x: 1 }, { x: 2 }],
      },
      { _id: 2 as never, title: 'two', tags: [{ tag: 'ham', count: 1 }], grades: [70, 95], other: [] },
    ]);
  });

  test('keeps the first element the query matched, through a sub-field or the array itself', async () => {
    const c = db.collection('posts');
    expect(await c.findOne({ 'tags.tag': 'eggs' }, { projection: { 'tags.$': 1 } })).toEqual({
      _id: 1,
      tags: [{ tag: 'eggs', count: 3 }],
    });
    expect(await c.findOne({ grades: { $gte: 85 } }, { projection: { 'grades.$': 1, title: 1 } })).toEqual({
      _id: 1,
      title: 'one',
      grades: [85],
    });
    expect(
      await c.findOne(
        { tags: { $elemMatch: { tag: 'eggs', count: { $gt: 3 } } } },
        { projection: { 'tags.$': 1 } },
      ),
    ).toEqual({ _id: 1, tags: [{ tag: 'eggs', count: 4 }] });
    expect(
      await c
        .find({ grades: { $gt: 88 } }, { projection: { 'grades.$': 1, _id: 0 } })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual([{ grades: [90] }, { grades: [95] }]);
  });

  test('the position comes from the query as MongoDB records it ($and, $in, $or, another array)', async () => {
    const c = db.collection('positions');
    await c.insertOne({ _id: 1 as never, a: [1, 2, 3], b: [4, 5, 6], z: [11, 12, 13], n: { m: [7] } });
    const b = async (filter: object, projection: object = { 'b.$': 1, _id: 0 }): Promise<unknown> =>
      c.findOne(filter, { projection });
    expect(await b({ $and: [{ a: 1 }, { a: 2 }, { a: 3 }] })).toEqual({ b: [6] });
    expect(await b({ $and: [{ a: 3 }, { a: 2 }, { a: 1 }] })).toEqual({ b: [4] });
    expect(await b({ a: { $in: [2, 3] } })).toEqual({ b: [5] });
    expect(await b({ $or: [{ a: 2 }, { a: 3 }] })).toEqual({ b: [5] });
    expect(await b({ z: 13 }, { a: { $slice: 2 }, 'z.$': 1 })).toEqual({ _id: 1, a: [1, 2], z: [13] });
    expect(await b({ z: 11 }, { 'n.m.$': 1, _id: 0 })).toEqual({ n: { m: [7] } });
    expect((await serverError(b({ $or: [{ a: 1 }, { b: 5 }] }))).code).toBe(51246);
    expect(await b({ z: 12 }, { 'g.$': 1, _id: 0 })).toEqual({});
  });

  test('through mongoose, as select', async () => {
    const Post = conn.model('Post', new Schema({ tags: [{ tag: String, count: Number }] }));
    await Post.create({
      tags: [
        { tag: 'bacon', count: 2 },
        { tag: 'eggs', count: 3 },
      ],
    });
    const post = await Post.findOne({ 'tags.tag': 'eggs' }, { 'tags.$': 1 }).lean();
    expect(post?.tags).toEqual([expect.objectContaining({ tag: 'eggs', count: 3 })]);
  });

  test('MongoDB 7 refuses $ with $elemMatch, two positionals, a $ inside a path, or a query with no match', async () => {
    const c = db.collection('posts');
    const both = await serverError(
      c.findOne({ 'tags.tag': 'eggs' }, { projection: { 'tags.$': 1, other: { $elemMatch: { x: 2 } } } }),
    );
    expect(both.code).toBe(31255);
    expect(both.message).toBe('Cannot specify positional operator and $elemMatch.');
    const reversed = await serverError(
      c.findOne({ 'tags.tag': 'eggs' }, { projection: { other: { $elemMatch: { x: 2 } }, 'tags.$': 1 } }),
    );
    expect(reversed.code).toBe(31256);
    expect(reversed.message).toBe('Cannot specify positional operator and $elemMatch.');
    const two = await serverError(
      c.findOne({ 'tags.tag': 'eggs', grades: 85 }, { projection: { 'tags.$': 1, 'grades.$': 1 } }),
    );
    expect(two.code).toBe(31276);
    const middle = await serverError(c.findOne({ 'tags.tag': 'eggs' }, { projection: { 'tags.$.tag': 1 } }));
    expect(middle.code).toBe(31394);
    const exclusion = await serverError(
      c.findOne({ 'tags.tag': 'eggs' }, { projection: { 'tags.$': 1, title: 0 } }),
    );
    expect(exclusion.code).toBe(31254);
    const excludeFirst = await serverError(
      c.findOne({ 'tags.tag': 'eggs' }, { projection: { title: 0, 'tags.$': 1 } }),
    );
    expect(excludeFirst.code).toBe(31253);
    const withSlice = await serverError(
      c.findOne({ 'tags.tag': 'eggs' }, { projection: { 'tags.$': { $slice: 1 } } }),
    );
    expect(withSlice.code).toBe(31271);
    const noMatch = await serverError(c.findOne({ title: 'one' }, { projection: { 'tags.$': 1 } }));
    expect(noMatch.code).toBe(51246);
  });
});

describe('$slice beside other fields', () => {
  beforeAll(async () => {
    await db
      .collection('sliced')
      .insertOne({ _id: 1 as never, arr: [1, 2, 3, 4], other: 'x', keep: 'y', sub: { list: [5, 6, 7] } });
  });

  test('beside an exclusion: every other field but the excluded one', async () => {
    const c = db.collection('sliced');
    expect(await c.findOne({}, { projection: { arr: { $slice: 2 }, other: 0 } })).toEqual({
      _id: 1,
      arr: [1, 2],
      keep: 'y',
      sub: { list: [5, 6, 7] },
    });
    expect(await c.findOne({}, { projection: { other: 0, _id: 0, 'sub.list': { $slice: -1 } } })).toEqual({
      arr: [1, 2, 3, 4],
      keep: 'y',
      sub: { list: [7] },
    });
  });

  test('the projection type as MongoDB 7 infers it: _id: 1 includes, $slice keeps, $elemMatch includes', async () => {
    const c = db.collection('sliced');
    expect(await c.findOne({}, { projection: { _id: 1, arr: { $slice: 1 } } })).toEqual({ _id: 1, arr: [1] });
    expect(await c.findOne({}, { projection: { arr: { $slice: -1 }, _id: 1, other: 0 } })).toEqual({
      _id: 1,
      arr: [4],
      keep: 'y',
      sub: { list: [5, 6, 7] },
    });
    expect((await serverError(c.findOne({}, { projection: { keep: 1, other: 0 } }))).code).toBe(31254);
    expect((await serverError(c.findOne({}, { projection: { other: 0, keep: 1 } }))).code).toBe(31253);
    expect((await serverError(c.findOne({}, { projection: { arr: { $slice: [1, 0] } } }))).code).toBe(31259);
  });

  test('beside an inclusion: the included fields and the sliced array', async () => {
    const c = db.collection('sliced');
    expect(await c.findOne({}, { projection: { arr: { $slice: [1, 2] }, keep: 1 } })).toEqual({
      _id: 1,
      arr: [2, 3],
      keep: 'y',
    });
  });
});

describe('_id: null', () => {
  test('matches the one document whose _id is null, and none otherwise', async () => {
    const c = db.collection('null_ids');
    await c.insertMany([{ _id: 1 as never, v: 'one' }, { _id: 2 as never }]);
    expect(await c.find({ _id: null as never }).toArray()).toEqual([]);
    expect(await c.countDocuments({ _id: null as never })).toBe(0);
    expect(await c.find({ _id: { $in: [null, 1] } as never }).toArray()).toEqual([{ _id: 1, v: 'one' }]);
    // The driver gives a null _id a new ObjectId on insertOne; an upsert or a raw insert keeps it null.
    await c.updateOne({ _id: null as never }, { $set: { v: 'null' } }, { upsert: true });
    await c.updateOne({ _id: null as never }, { $set: { v: 'null' } }, { upsert: true });
    const dup = await db.command({ insert: 'null_ids', documents: [{ _id: null, v: 'again' }] });
    expect(dup.writeErrors?.[0]?.code).toBe(11000);
    expect(await c.find({ _id: null as never }).toArray()).toEqual([{ _id: null, v: 'null' }]);
    expect(await c.find({ _id: { $eq: null } as never }).toArray()).toEqual([{ _id: null, v: 'null' }]);
    expect(
      (
        await c
          .find({ _id: { $in: [null, 1] } as never })
          .sort({ _id: 1 })
          .toArray()
      ).length,
    ).toBe(2);
    expect(await c.countDocuments({})).toBe(3);
  });

  test('findOneAndUpdate and replaceOne upserts keep the null _id', async () => {
    const a = db.collection('null_fam');
    const made = await a.findOneAndUpdate(
      { _id: null as never },
      { $set: { w: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(made).toEqual({ _id: null, w: 1 });
    const b = db.collection('null_replace');
    await b.replaceOne({ _id: null as never }, { w: 2 }, { upsert: true });
    expect(await b.find({ _id: null as never }).toArray()).toEqual([{ _id: null, w: 2 }]);
  });

  test('through mongoose: an upsert on _id null, then save (gh-6406 in mongoose)', async () => {
    const M = conn.model('NullId', new Schema({ _id: Number, val: String }));
    await M.updateOne({ _id: null }, { val: 'test' }, { upsert: true });
    const doc = await M.findOne();
    expect(doc?._id).toBeNull();
    doc!.val = 'test2';
    await doc!.save();
    const again = await M.findOne({ _id: null }).lean();
    expect(again).toEqual(expect.objectContaining({ _id: null, val: 'test2' }));
    expect(await M.countDocuments()).toBe(1);
  });
});

test('$comment annotates a filter and $alwaysTrue/$alwaysFalse are constants, in find, count and $match', async () => {
  const c = db.collection('annotated');
  await c.insertMany([{ a: 1 }, { a: 2 }]);
  expect(await c.countDocuments({ $comment: 'every client' })).toBe(2);
  expect(await c.find({ a: 1, $comment: 'why' }).toArray()).toHaveLength(1);
  expect(await c.find({ $or: [{ a: 2, $comment: 'inside' }] }).toArray()).toHaveLength(1);
  expect(await c.countDocuments({ $alwaysFalse: 1 })).toBe(0);
  expect(await c.countDocuments({ $alwaysTrue: 1, a: 2 })).toBe(1);
  expect(await c.aggregate([{ $match: { $comment: 'x', a: 2 } }]).toArray()).toHaveLength(1);
});

test('documents are equal only with the same fields in the same order, arrays only in the same order', async () => {
  const c = db.collection('fieldOrder');
  await c.insertMany([
    { _id: 1, a: { x: 1, y: 2 }, l: [1, 2] },
    { _id: 2, a: { y: 2, x: 1 }, l: [2, 1] },
    { _id: 3, arr: [{ x: 1, y: 2 }] },
  ] as never[]);
  const ids = async (filter: object): Promise<unknown[]> =>
    (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  expect(await ids({ a: { x: 1, y: 2 } })).toEqual([1]);
  expect(await ids({ a: { y: 2, x: 1 } })).toEqual([2]);
  expect(await ids({ a: { $ne: { x: 1, y: 2 } } })).toEqual([2, 3]);
  expect(await ids({ arr: { y: 2, x: 1 } })).toEqual([]);
  expect(await ids({ $expr: { $eq: ['$a', { $literal: { y: 2, x: 1 } }] } })).toEqual([2]);
  expect(await ids({ $expr: { $eq: ['$l', [1, 2]] } })).toEqual([1]);
  const groups = await c
    .aggregate([
      { $match: { a: { $exists: true } } },
      { $group: { _id: '$a', n: { $sum: 1 } } },
      { $sort: { n: 1 } },
    ])
    .toArray();
  expect(groups).toHaveLength(2);
  expect(groups.map((g) => Object.keys(g._id as object).join())).toEqual(
    expect.arrayContaining(['x,y', 'y,x']),
  );
  await c.updateOne({ _id: 3 as never }, { $addToSet: { arr: { y: 2, x: 1 } } });
  expect((await c.findOne({ _id: 3 as never }))?.arr).toEqual([
    { x: 1, y: 2 },
    { y: 2, x: 1 },
  ]);
  await c.updateOne({ _id: 3 as never }, { $addToSet: { arr: { x: 1, y: 2 } } });
  expect((await c.findOne({ _id: 3 as never }))?.arr).toHaveLength(2);
});

test('sorts: an array by its smallest element ascending and its largest descending, an empty one below null', async () => {
  const c = db.collection('arraySort');
  await c.insertMany([
    { _id: 1, a: [3, 1] },
    { _id: 2, a: 2 },
    { _id: 3, a: [] },
    { _id: 4 },
    { _id: 5, a: null },
    { _id: 6, a: 'x' },
    { _id: 7, a: { z: 1 } },
    { _id: 8, a: [[0]] },
    { _id: 9, a: true },
  ] as never[]);
  const find = async (dir: 1 | -1): Promise<unknown[]> =>
    (await c.find({}).sort({ a: dir, _id: 1 }).toArray()).map((d) => d._id);
  const aggregate = async (dir: 1 | -1): Promise<unknown[]> =>
    (await c.aggregate([{ $sort: { a: dir, _id: 1 } }]).toArray()).map((d) => d._id);
  expect(await find(1)).toEqual([3, 4, 5, 1, 2, 6, 7, 8, 9]);
  expect(await find(-1)).toEqual([9, 8, 7, 6, 1, 2, 4, 5, 3]);
  expect(await aggregate(1)).toEqual([3, 4, 5, 1, 2, 6, 7, 8, 9]);
  expect(await aggregate(-1)).toEqual([9, 8, 7, 6, 1, 2, 4, 5, 3]);
});

test('find projections: nested specs are dotted paths, numeric parts name fields, bad names are refused', async () => {
  const c = db.collection('projections');
  await c.insertOne({ _id: 1, a: [{ b: 1, c: 2 }, { b: 3, 0: 'zero' }, 5], n: { x: 1, y: 2 } } as never);
  const one = (projection: object): Promise<unknown> => c.findOne({}, { projection });
  expect(JSON.stringify(await one({ n: { x: 1 } }))).toBe('{"_id":1,"n":{"x":1}}');
  expect(await one({ 'a.0': 1 })).toEqual({ _id: 1, a: [{}, { 0: 'zero' }] });
  expect((await serverError(one({ 'n.x': 1, n: 1 }))).code).toBe(31249);
  expect((await serverError(one({ $s: 1 }))).code).toBe(16410);
  expect((await serverError(one({ 'n..x': 1 }))).code).toBe(40352);
});

test('a compound index refuses a document with two arrays (171), and keys of more than 32 fields (67)', async () => {
  const c = db.collection('parallel');
  await c.createIndex({ a: 1, b: 1 });
  await c.insertOne({ a: [1, 2], b: 3 });
  const refused = await serverError(c.insertOne({ a: [1], b: [2] }));
  expect({ code: refused.code, message: refused.message }).toEqual({
    code: 171,
    message: 'cannot index parallel arrays [b] [a]',
  });
  expect((await serverError(c.updateOne({ b: 3 }, { $set: { b: [4] } }))).code).toBe(171);
  expect(await c.countDocuments({ b: 3 })).toBe(1);
  const other = db.collection('parallelLater');
  await other.insertOne({ x: [1], y: [2] });
  expect((await serverError(other.createIndex({ x: 1, y: 1 }))).code).toBe(171);
  const wide = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`f${i}`, 1]));
  expect((await serverError(other.createIndex(wide))).code).toBe(67);
});
