import { Binary, type Db } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { serverError, useCompatEngine } from '../test/compatEngine';

// Differences that mongoose 9's own test suite found when run as a client of the engine (its `document`,
// `model.populate`, `model.querying` and `types.buffer` tests); each case states what MongoDB 7 answers.
const engine = useCompatEngine('suite');
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

test('an unknown query operator is refused with 2 BadValue, through find, count and a nested path', async () => {
  const c = db.collection('unknownOps');
  await c.insertOne({ someProp: 'value', nested: { a: 1 } });
  for (const filter of [
    { someProp: { $notAnOperator: 'value' } },
    { 'nested.a': { $gt: 0, $bogus: 1 } },
    { $and: [{ someProp: { $notAnOperator: 1 } }] },
  ]) {
    const error = await serverError(c.find(filter).toArray());
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/^unknown operator: \$(notAnOperator|bogus)$/);
    expect((await serverError(c.countDocuments(filter))).code).toBe(2);
  }
  expect((await serverError(c.find({ $nope: 1 }).toArray())).message).toBe(
    'unknown top level operator: $nope',
  );
  // Fields of a subdocument that only look like operators in an equality on the whole subdocument are data.
  expect(await c.countDocuments({ nested: { a: 1 } })).toBe(1);
});

test('mongoose turns the refused operator into a MongoServerError with the caller in its stack', async () => {
  const User = conn.model('SuiteUser', new Schema({ name: String }));
  async function findWithUnknownOperator(): Promise<unknown> {
    return await User.find({ someProp: { $notAnOperator: 'value' } }).then(
      () => null,
      (err: unknown) => err,
    );
  }
  const error = await findWithUnknownOperator();
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).toBe('MongoServerError');
  expect((error as Error).stack).toContain('findWithUnknownOperator');
});

test("$rename to '__proto__.polluted' stores a field named __proto__ and pollutes nothing", async () => {
  const c = db.collection('renameProto');
  const { insertedId } = await c.insertOne({ hello: 'world!' });
  await c.findOneAndUpdate({ _id: insertedId }, { $rename: { hello: '__proto__.polluted' } });
  const doc = await c.findOne({ _id: insertedId });
  expect(doc && Object.prototype.hasOwnProperty.call(doc, 'hello')).toBe(false);
  expect(Object.getOwnPropertyDescriptor(doc, '__proto__')?.value).toEqual({ polluted: 'world!' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(await c.countDocuments({ '__proto__.polluted': 'world!' })).toBe(1);
});

test("an inclusion projection keeps the document's field order, with _id stored first", async () => {
  const c = db.collection('projectionOrder');
  await c.insertOne({ _id: 1 as never, title: 'Book', name: 'x', author: 7 });
  const doc = await c.findOne({}, { projection: { author: 1, title: 1 } });
  expect(Object.keys(doc ?? {})).toEqual(['_id', 'title', 'author']);
  // MongoDB stores `_id` first, wherever the insert put it.
  await c.insertOne({ b: 1, _id: 2 as never, a: { y: 1, x: 2 } });
  expect(Object.keys((await c.findOne({ _id: 2 as never })) ?? {})).toEqual(['_id', 'b', 'a']);
  const later = await c.findOne({ _id: 2 as never }, { projection: { 'a.x': 1, b: 1, 'a.y': 1 } });
  expect(JSON.stringify(later)).toBe('{"_id":2,"b":1,"a":{"y":1,"x":2}}');
});

test('BinData orders by length, then subtype, then bytes (ranges and sorts)', async () => {
  const c = db.collection('binOrder');
  const words = ['über', 'buffer shtuffs are neat', 'hello world', 'gh-6863'];
  await c.insertMany(words.map((w) => ({ block: new Binary(Buffer.from(w)) })));
  const count = (filter: object): Promise<number> => c.countDocuments(filter);
  const uber = new Binary(Buffer.from('über'));
  expect(await count({ block: { $gte: uber } })).toBe(4);
  expect(await count({ block: { $gt: uber } })).toBe(3);
  expect(await count({ block: { $lt: new Binary(Buffer.from('buffer shtuffs are neat')) } })).toBe(3);
  expect(await count({ block: { $gt: new Binary(Buffer.from('gh-6863')) } })).toBe(2);
  const sorted = await c.find({}).sort({ block: 1 }).toArray();
  expect(sorted.map((d) => Buffer.from((d.block as Binary).buffer).toString())).toEqual([
    'über',
    'gh-6863',
    'hello world',
    'buffer shtuffs are neat',
  ]);
  await c.createIndex({ block: 1 });
  expect(await count({ block: { $gt: new Binary(Buffer.from('gh-6863')) } })).toBe(2);
  const indexed = await c
    .find({ block: { $gte: uber } })
    .sort({ block: -1 })
    .toArray();
  expect(indexed.map((d) => Buffer.from((d.block as Binary).buffer).toString())[0]).toBe(
    'buffer shtuffs are neat',
  );
  // Same length: the subtype decides before the bytes.
  await c.insertOne({ block: new Binary(Buffer.from('aaaa'), 128) });
  await c.insertOne({ block: new Binary(Buffer.from('zzzz'), 0) });
  const four = await c
    .find({ block: { $lt: new Binary(Buffer.from('aaaaa')) } })
    .sort({ block: 1 })
    .toArray();
  expect(four.map((d) => (d.block as Binary).sub_type)).toEqual([0, 128]);
});

test('setting a Binary with the same bytes and another subtype changes the stored subtype', async () => {
  const c = db.collection('binSubtype');
  const { insertedId } = await c.insertOne({ buf: new Binary(Buffer.from('hi'), 128) });
  const result = await c.updateOne({ _id: insertedId }, { $set: { buf: new Binary(Buffer.from('hi'), 0) } });
  expect(result.modifiedCount).toBe(1);
  expect(((await c.findOne({ _id: insertedId }))?.buf as Binary).sub_type).toBe(0);
  const again = await c.updateOne({ _id: insertedId }, { $set: { buf: new Binary(Buffer.from('hi'), 0) } });
  expect(again.modifiedCount).toBe(0);
});
