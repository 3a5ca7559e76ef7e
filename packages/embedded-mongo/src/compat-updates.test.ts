import { Timestamp, type Db, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

/** Documents of any shape, `_id` of any type. */
type Loose = { _id?: number | string; [field: string]: unknown };
/** An update the driver's types cannot describe (operators on fields of `Loose` documents). */
const u = (update: Document): never => update as never;

// Update semantics where MongoDB 7 answers otherwise than mingo does on its own.
const engine = useCompatEngine('updates');
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

describe('$pull', () => {
  test('a condition with $or treats each element as a document', async () => {
    const c = db.collection<Loose>('pull_or');
    await c.insertOne({
      _id: 1,
      ticks: [{ name: 'eggs' }, { name: 'bacon', n: 2 }, { name: 'coffee' }],
      groups: [{ items: [{ k: 'a' }, { k: 'b' }, { k: 'c' }] }, { items: [{ k: 'b', tags: ['x'] }] }],
    });
    await c.updateOne({ _id: 1 }, u({ $pull: { ticks: { $or: [{ name: 'eggs' }, { name: 'bacon' }] } } }));
    await c.updateOne(
      { _id: 1 },
      u({ $pull: { 'groups.$[].items': { $or: [{ k: 'a' }, { tags: 'x' }], k: { $ne: 'c' } } } }),
    );
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      ticks: [{ name: 'coffee' }],
      groups: [{ items: [{ k: 'b' }, { k: 'c' }] }, { items: [] }],
    });
  });

  test('through mongoose: $pull with $or on a document array (nested schemas)', async () => {
    const M = conn.model('PullTicks', new Schema({ a: Number, ticks: [new Schema({ name: String })] }));
    await M.create({ a: 1, ticks: [{ name: 'eggs' }, { name: 'bacon' }, { name: 'coffee' }] });
    await M.findOneAndUpdate({ a: 1 }, { $pull: { ticks: { $or: [{ name: 'eggs' }, { name: 'bacon' }] } } });
    expect((await M.findOne({ a: 1 }).lean())?.ticks.map((t) => t.name)).toEqual(['coffee']);
  });

  test('subdocuments without _id: a partial condition matches elements with more fields', async () => {
    const c = db.collection<Loose>('pull_partial');
    await c.insertOne({
      _id: 1,
      members: [
        { name: 'Axl', role: 'Lead Singer' },
        { name: 'Slash', role: 'Guitar' },
        { name: 'Izzy', role: 'Guitar' },
      ],
      mArr: [[{ label: 'in', arr: [1, 2, 3, 4] }]],
    });
    await c.updateOne({ _id: 1 }, u({ $pull: { members: { role: 'Guitar', name: { $in: ['Slash'] } } } }));
    await c.updateOne({ _id: 1 }, u({ $pullAll: { 'mArr.0.0.arr': [1, 2] } }));
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      members: [
        { name: 'Axl', role: 'Lead Singer' },
        { name: 'Izzy', role: 'Guitar' },
      ],
      mArr: [[{ label: 'in', arr: [3, 4] }]],
    });
  });

  test('through mongoose: pulling a subdocument that has no _id', async () => {
    const Band = conn.model(
      'PullBand',
      new Schema({ name: String, members: [new Schema({ name: String, role: String }, { _id: false })] }),
    );
    const band = await Band.create({
      name: 'GNR',
      members: [
        { name: 'Axl', role: 'Lead Singer' },
        { name: 'Slash', role: 'Guitar' },
        { name: 'Duff', role: 'Bass' },
      ],
    });
    band.members.pull({ name: 'Slash', role: 'Guitar' });
    await band.save();
    await Band.updateOne({ _id: band._id }, { $pull: { members: { name: 'Duff' } } });
    expect((await Band.findById(band._id).lean())?.members).toEqual([{ name: 'Axl', role: 'Lead Singer' }]);
  });
});

describe('dollar-prefixed field names (MongoDB 5+)', () => {
  test('insert stores a top-level $ field and find returns it', async () => {
    const c = db.collection<Loose>('dollar');
    await c.insertOne({ _id: 1, $price: 50, quantity: 30, location: { $db: 'novels', $inc: true } });
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      $price: 50,
      quantity: 30,
      location: { $db: 'novels', $inc: true },
    });
    // Updating another field keeps it.
    await c.updateOne({ _id: 1 }, { $set: { quantity: 31 } });
    expect(await c.findOne({ _id: 1 })).toMatchObject({ $price: 50, quantity: 31 });
  });

  test('$set of a $ path on an existing document answers 52 DollarPrefixedFieldName', async () => {
    const c = db.collection<Loose>('dollar');
    const error = await serverError(c.updateOne({ _id: 1 }, { $set: { $hotel: 320 } }));
    expect(error.code).toBe(52);
    expect(error.message).toBe(
      "The dollar ($) prefixed field '$hotel' in '$hotel' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.",
    );
    const replaced = await serverError(c.replaceOne({ _id: 1 }, { quantity: 1, $rooms: 2 }));
    expect(replaced.code).toBe(52);
    expect(await c.findOne({ _id: 1 })).toMatchObject({ $price: 50, quantity: 31 });
  });

  test('an upsert that inserts accepts a $ field (it is validated as an insert)', async () => {
    const c = db.collection<Loose>('dollar_upsert');
    await c.updateOne({ date: '2021-07-07' }, { $set: { phone: 25, $hotel: 320 } }, { upsert: true });
    expect(await c.findOne({ date: '2021-07-07' }, { projection: { _id: 0 } })).toEqual({
      date: '2021-07-07',
      phone: 25,
      $hotel: 320,
    });
    expect(
      (await serverError(c.updateOne({ date: '2021-07-07' }, { $set: { $hotel: 1 } }, { upsert: true })))
        .code,
    ).toBe(52);
  });

  test('$getField and $setField in a pipeline update reach such fields', async () => {
    const c = db.collection<Loose>('dollar');
    await c.updateOne({ _id: 1 }, [
      { $replaceWith: { $setField: { field: { $literal: '$price' }, input: '$$ROOT', value: 60 } } },
    ]);
    const [doc] = await c
      .aggregate([{ $match: { _id: 1 } }, { $project: { p: { $getField: { $literal: '$price' } } } }])
      .toArray();
    expect(doc).toEqual({ _id: 1, p: 60 });
  });
});

describe('insert-style upserts', () => {
  test('only $setOnInsert, only $currentDate, or $inc of a new field', async () => {
    const c = db.collection<Loose>('upserts');
    await c.updateOne({ k: 1 }, { $setOnInsert: { created: 'yes' } }, { upsert: true });
    await c.updateOne({ k: 2 }, u({ $currentDate: { at: true, ts: { $type: 'timestamp' } } }), {
      upsert: true,
    });
    await c.updateOne({ k: 3 }, u({ $inc: { n: 5 }, $setOnInsert: { s: 1 } }), { upsert: true });
    await c.updateOne({}, { $setOnInsert: { empty: true } }, { upsert: true });
    const docs = await c.find({}, { projection: { _id: 0 } }).toArray();
    expect(docs[0]).toEqual({ k: 1, created: 'yes' });
    expect(docs[1].at).toBeInstanceOf(Date);
    expect(docs[1].ts).toBeInstanceOf(Timestamp);
    expect(docs[2]).toEqual({ k: 3, n: 5, s: 1 });
    expect(docs.length).toBe(3);
    // On a match, $setOnInsert alone changes nothing.
    const result = await c.updateOne({ k: 1 }, { $setOnInsert: { created: 'again' } }, { upsert: true });
    expect(result.modifiedCount).toBe(0);
    expect(await c.countDocuments({ created: 'yes' })).toBe(1);
  });

  test('findOneAndUpdate with upsert and only $setOnInsert returns the new document', async () => {
    const c = db.collection<Loose>('upserts_fam');
    const doc = await c.findOneAndUpdate(
      { email: 'a@b.c' },
      { $setOnInsert: { name: 'Ana' } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(doc).toEqual({ email: 'a@b.c', name: 'Ana' });
  });
});

describe('__proto__ and constructor are ordinary field names', () => {
  test('stored and returned as data, never touching Object.prototype', async () => {
    const c = db.collection<Loose>('proto');
    const doc = JSON.parse('{"_id": 1, "__proto__": {"x": 1}, "constructor": {"y": 2}, "a": 1}') as Document;
    await c.insertOne(doc);
    await c.updateOne({ _id: 1 }, { $set: { '__proto__.polluted': 1, 'constructor.prototype.bad': 1 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    const found = await c.findOne({ _id: 1 });
    expect(Object.prototype.hasOwnProperty.call(found, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(found, '__proto__')?.value).toEqual({ x: 1, polluted: 1 });
    expect(found?.constructor).toEqual({ y: 2, prototype: { bad: 1 } });
  });

  test('filters on __proto__ and constructor paths match the stored fields', async () => {
    const c = db.collection<Loose>('proto');
    await c.insertOne({ _id: 2, a: 2 });
    const byProto = JSON.parse('{"__proto__.x": 1}') as Document;
    expect((await c.find(byProto).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ 'constructor.y': 2 }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ constructor: { $exists: false } }).toArray()).map((d) => d._id)).toEqual([2]);
    await c.updateOne({ _id: 2 }, u({ $set: { '__proto__.z': 1 }, $inc: { 'constructor.n': 1 } }));
    const two = await c.findOne({ _id: 2 });
    expect(Object.getOwnPropertyDescriptor(two, '__proto__')?.value).toEqual({ z: 1 });
    expect(two?.constructor).toEqual({ n: 1 });
    expect(({} as Record<string, unknown>).z).toBeUndefined();
    await c.updateOne({ _id: 2 }, JSON.parse('{"$unset": {"__proto__": ""}}'));
    expect(Object.prototype.hasOwnProperty.call(await c.findOne({ _id: 2 }), '__proto__')).toBe(false);
  });

  test('projections and aggregations return them as fields', async () => {
    const c = db.collection<Loose>('proto_read');
    await c.insertOne(JSON.parse('{"_id": 1, "__proto__": {"x": 1}, "constructor": "c", "a": 1}') as Loose);
    const own = (doc: unknown): string[] => Object.getOwnPropertyNames(doc);
    expect(own(await c.findOne({}, { projection: { a: 0 } }))).toEqual(['_id', '__proto__', 'constructor']);
    const [projected] = await c.aggregate([{ $project: { a: 0 } }]).toArray();
    expect(own(projected)).toEqual(['_id', '__proto__', 'constructor']);
    const [grouped] = await c
      .aggregate([{ $group: { _id: '$constructor', x: { $first: '$__proto__.x' } } }])
      .toArray();
    expect(grouped).toEqual({ _id: 'c', x: 1 });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test('an upsert builds its document from such filter paths without touching Object.prototype', async () => {
    const c = db.collection<Loose>('proto_upsert');
    const filter = JSON.parse('{"__proto__.polluted": 1, "constructor.prototype.bad": 2}') as Loose;
    await c.updateOne(filter, u({ $set: { k: 1 } }), { upsert: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    const doc = await c.findOne({ k: 1 }, { projection: { _id: 0 } });
    expect(Object.getOwnPropertyDescriptor(doc, '__proto__')?.value).toEqual({ polluted: 1 });
    expect(doc?.constructor).toEqual({ prototype: { bad: 2 } });
  });

  test('pipeline updates and $rename reach them as fields', async () => {
    const c = db.collection<Loose>('proto_pipeline');
    await c.insertOne({ _id: 1, a: 1, b: 2 });
    await c.updateOne({ _id: 1 }, [
      { $set: JSON.parse('{"__proto__": {"v": "$a"}, "constructor": "$b"}') as Document },
    ]);
    await c.updateOne({ _id: 1 }, [{ $set: { c: '$constructor', d: '$__proto__.v' } }]);
    await c.updateOne({ _id: 1 }, u({ $rename: { a: 'toString' } }));
    const doc = await c.findOne({ _id: 1 });
    expect(Object.getOwnPropertyDescriptor(doc, '__proto__')?.value).toEqual({ v: 1 });
    expect(doc?.constructor).toBe(2);
    expect(doc).toMatchObject({ c: 2, d: 1 });
    expect(Object.getOwnPropertyDescriptor(doc, 'toString')?.value).toBe(1);
    expect(({} as Record<string, unknown>).v).toBeUndefined();
  });
});

test('an upsert starts from the equalities MongoDB extracts: $eq beside other operators, a one-value $in, a one-clause $or', async () => {
  const seeded = async (filter: object): Promise<unknown> => {
    const c = db.collection(`seed${Math.random().toString(36).slice(2)}`);
    await c.updateOne(filter, { $set: { b: 1 } }, { upsert: true });
    return c.findOne({}, { projection: { _id: 0 } });
  };
  expect(await seeded({ a: { $in: [1] } })).toEqual({ a: 1, b: 1 });
  expect(await seeded({ a: { $in: [1, 2] } })).toEqual({ b: 1 });
  expect(await seeded({ $or: [{ a: 1, c: 2 }] })).toEqual({ a: 1, c: 2, b: 1 });
  expect(await seeded({ $or: [{ a: 1 }, { a: 2 }] })).toEqual({ b: 1 });
  expect(await seeded({ a: { $eq: 3, $gt: 0 } })).toEqual({ a: 3, b: 1 });
});
