import type { CollationOptions, Collection, Db, Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine } from '../test/compatEngine';

// MongoDB 7 plans a query with a collation on an index with the same collation (strings compare as the index
// orders them), and on any index for conditions on other types (numbers are keyed alike in every index); an
// index with another collation is never used for strings. Proven with explain('executionStats') and stats().
const engine = useCompatEngine('collation_index');
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

const en2: CollationOptions = { locale: 'en', strength: 2 };
const NAMES = ['Ana', 'bruno', 'Carla', 'davi', 'Eva', 'fábio', 'Gil', 'hugo'];

type Examined = { docs: number; index?: string; ids: unknown[] };

async function examined(
  c: Collection,
  filter: Document,
  options: { collation?: CollationOptions; sort?: Document } = {},
): Promise<Examined> {
  let cursor = c.find(filter);
  if (options.collation) cursor = cursor.collation(options.collation);
  if (options.sort) cursor = cursor.sort(options.sort);
  const plan = (await cursor.explain('executionStats')) as Document;
  let find = c.find(filter);
  if (options.collation) find = find.collation(options.collation);
  if (options.sort) find = find.sort(options.sort);
  return {
    docs: plan.executionStats.totalDocsExamined,
    index: plan.queryPlanner.winningPlan.inputStage?.indexName,
    ids: (await find.toArray()).map((d) => d._id),
  };
}

describe('an index with a collation', () => {
  let c: Collection;
  beforeAll(async () => {
    c = db.collection('people');
    // 8 names × 25 copies: 200 documents, 25 per name whatever its case.
    const docs: Document[] = [];
    for (let i = 0; i < 200; i++)
      docs.push({ _id: i, name: i % 2 ? NAMES[i % 8].toUpperCase() : NAMES[i % 8], n: i });
    await c.insertMany(docs as never[]);
    await c.createIndex({ name: 1 }, { collation: en2, name: 'name_en2' });
    await c.createIndex({ n: 1 }, { collation: en2, name: 'n_en2' });
  });

  test('serves equality and $in on strings under the same collation', async () => {
    const eq = await examined(c, { name: 'ana' }, { collation: en2 });
    expect(eq.index).toBe('name_en2');
    expect(eq.docs).toBe(25);
    expect(eq.ids).toHaveLength(25);
    const inList = await examined(c, { name: { $in: ['ANA', 'eva'] } }, { collation: en2 });
    expect(inList.index).toBe('name_en2');
    expect(inList.docs).toBe(50);
    expect(inList.ids).toHaveLength(50);
  });

  test('serves string ranges under the same collation, in its order', async () => {
    // en strength 2: 'bruno' ≤ name < 'davi' holds bruno, Carla (any case) — not the binary order's set.
    const range = await examined(c, { name: { $gte: 'BRUNO', $lt: 'davi' } }, { collation: en2 });
    expect(range.index).toBe('name_en2');
    expect(range.docs).toBe(50);
    expect(range.ids).toHaveLength(50);
  });

  test('serves a sort on strings under the same collation', async () => {
    const before = engine.server.stats();
    const sorted = await c.find({}).collation(en2).sort({ name: 1 }).limit(3).toArray();
    const after = engine.server.stats();
    expect(sorted.map((d) => d.name.toLowerCase())).toEqual(['ana', 'ana', 'ana']);
    expect(after.collectionScans).toBe(before.collectionScans);
    expect(after.docsExamined - before.docsExamined).toBe(3);
    const plan = (await c
      .find({})
      .collation(en2)
      .sort({ name: -1 })
      .limit(2)
      .explain('executionStats')) as Document;
    expect(plan.queryPlanner.winningPlan.inputStage?.indexName).toBe('name_en2');
    expect(plan.executionStats.totalDocsExamined).toBe(2);
  });

  test('is not used for strings by a query with another collation or none', async () => {
    const binary = await examined(c, { name: 'Ana' });
    expect(binary.index).toBeUndefined();
    expect(binary.docs).toBe(200);
    expect(binary.ids).toHaveLength(25);
    const other = await examined(c, { name: 'ana' }, { collation: { locale: 'fr', strength: 1 } });
    expect(other.index).toBeUndefined();
    expect(other.docs).toBe(200);
    expect(other.ids).toHaveLength(25);
  });

  test('serves numbers whatever the collation of the query', async () => {
    const none = await examined(c, { n: 7 });
    expect(none.index).toBe('n_en2');
    expect(none.docs).toBe(1);
    const other = await examined(c, { n: { $gte: 10, $lt: 13 } }, { collation: { locale: 'fr' } });
    expect(other.index).toBe('n_en2');
    expect(other.docs).toBe(3);
    expect(other.ids).toEqual([10, 11, 12]);
  });
});

describe('a binary index under a query collation', () => {
  test('serves numbers but not strings', async () => {
    const c = db.collection('binary');
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, s: `s${i}`, n: i })) as never[]);
    await c.createIndex({ s: 1 });
    await c.createIndex({ n: 1 });
    const number = await examined(c, { n: 4 }, { collation: en2 });
    expect(number.index).toBe('n_1');
    expect(number.docs).toBe(1);
    const string = await examined(c, { s: 'S4' }, { collation: en2 });
    expect(string.index).toBeUndefined();
    expect(string.ids).toEqual([4]);
  });
});

describe("a collection's default collation", () => {
  test('its indexes serve the queries that inherit it (through mongoose)', async () => {
    await db.createCollection('clients', { collation: { locale: 'pt', strength: 1 } });
    const Client = conn.model(
      'Client',
      new Schema({ name: String }, { collation: { locale: 'pt', strength: 1 } }),
      'clients',
    );
    await Client.collection.createIndex({ name: 1 }, { name: 'name_pt' });
    await Client.insertMany(['Ângela', 'angela', 'Bruno', 'João', 'joao', 'Zé'].map((name) => ({ name })));
    const before = engine.server.stats();
    expect(await Client.find({ name: 'ANGELA' }).lean()).toHaveLength(2);
    expect(await Client.countDocuments({ name: 'joão' })).toBe(2);
    const after = engine.server.stats();
    expect(after.collectionScans).toBe(before.collectionScans);
    expect(after.docsExamined - before.docsExamined).toBe(4);
    const plan = (await db
      .collection('clients')
      .find({ name: 'angela' })
      .explain('executionStats')) as Document;
    expect(plan.queryPlanner.winningPlan.inputStage?.indexName).toBe('name_pt');
    expect(plan.executionStats.totalDocsExamined).toBe(2);
  });
});

describe('strings the index keys cannot stand for exactly', () => {
  // The index keys are folded strings, an approximation of ICU's sort keys: where the folding would part two
  // strings ICU calls equal (Danish reads å as aa; a soft hyphen is ignorable), a lookup by key would miss one.
  // Such strings are answered by the collection scan, whose comparisons are ICU's.
  const da1: CollationOptions = { locale: 'da', strength: 1 };
  const en1: CollationOptions = { locale: 'en', strength: 1 };
  const en3: CollationOptions = { locale: 'en', strength: 3 };

  test('Danish å = aa: found, by the scan while the index holds å', async () => {
    const c = db.collection('danish');
    await c.createIndex({ city: 1 }, { collation: da1, name: 'city_da1' });
    await c.insertMany([{ city: 'Ålborg' }, { city: 'Odense' }, { city: 'Aarhus' }]);
    const aa = await examined(c, { city: 'aalborg' }, { collation: da1 });
    expect(aa.ids).toHaveLength(1);
    expect(aa.index).toBeUndefined();
    expect((await examined(c, { city: 'Århus' }, { collation: da1 })).ids).toHaveLength(1);
    expect((await examined(c, { city: { $gte: 'z' } }, { collation: da1 })).ids).toHaveLength(2);
    const sorted = await c.find({}).collation(da1).sort({ city: 1 }).toArray();
    expect(sorted.map((d) => d.city)).toEqual(['Odense', 'Ålborg', 'Aarhus']);
    // Once no indexed string needs ICU's own comparison, the index serves the query again.
    await c.deleteMany({ city: { $ne: 'Odense' } });
    const odense = await examined(c, { city: 'ODENSE' }, { collation: da1 });
    expect(odense).toMatchObject({ index: 'city_da1', docs: 1 });
  });

  test('letters ICU weighs as accents or reads as two are folded alike at strength 1 and served', async () => {
    const c = db.collection('folded');
    await c.createIndex({ name: 1 }, { collation: en1, name: 'name_en1' });
    await c.insertMany([
      { name: 'Øster' },
      { name: 'Straße' },
      { name: 'Łódź' },
      { name: 'Ærø' },
      { name: 'João' },
    ]);
    for (const [query, found] of [
      ['oster', 'Øster'],
      ['STRASSE', 'Straße'],
      ['lodz', 'Łódź'],
      ['aero', 'Ærø'],
      ['joao', 'João'],
    ]) {
      const result = await examined(c, { name: query }, { collation: en1 });
      expect(result).toMatchObject({ index: 'name_en1', docs: 1 });
      expect((await c.findOne({ name: query }, { collation: en1 }))?.name).toBe(found);
    }
  });

  test('an ignorable character (soft hyphen) at strength 3', async () => {
    const c = db.collection('ignorable');
    await c.createIndex({ word: 1 }, { collation: en3, name: 'word_en3' });
    await c.insertMany([{ word: 'co\u00adop' }, { word: 'coop' }, { word: 'Coop' }]);
    const result = await examined(c, { word: 'coop' }, { collation: en3 });
    expect(result.ids).toHaveLength(2);
    expect(result.index).toBeUndefined();
  });
});

describe('a collated unique index refuses every string ICU calls equal', () => {
  test('Danish å = aa and a soft hyphen, found by ICU where the folded keys part them', async () => {
    const c = db.collection('unique_danish');
    await c.createIndex({ city: 1 }, { unique: true, collation: { locale: 'da', strength: 1 } });
    await c.insertOne({ city: 'Ålborg' });
    await expect(c.insertOne({ city: 'aalborg' })).rejects.toMatchObject({ code: 11000 });
    await expect(c.insertOne({ city: 'Aalborg' })).rejects.toMatchObject({ code: 11000 });
    await c.insertOne({ city: 'Odense' });
    await expect(c.updateOne({ city: 'Odense' }, { $set: { city: 'AALBORG' } })).rejects.toMatchObject({
      code: 11000,
    });
    const words = db.collection('unique_words');
    await words.createIndex({ w: 1 }, { unique: true, collation: { locale: 'en', strength: 3 } });
    await words.insertOne({ w: 'coop' });
    await expect(words.insertOne({ w: 'co\u00adop' })).rejects.toMatchObject({ code: 11000 });
    expect(await words.countDocuments({})).toBe(1);
  });

  test('ß = ss at strength 1 through the folded keys; building the index over such documents fails', async () => {
    const c = db.collection('unique_german');
    await c.insertMany([{ street: 'Hauptstraße' }, { street: 'HAUPTSTRASSE' }]);
    await expect(
      c.createIndex({ street: 1 }, { unique: true, collation: { locale: 'de', strength: 1 } }),
    ).rejects.toMatchObject({ code: 11000 });
    await c.deleteOne({ street: 'HAUPTSTRASSE' });
    await c.createIndex({ street: 1 }, { unique: true, collation: { locale: 'de', strength: 1 } });
    await expect(c.insertOne({ street: 'hauptstrasse' })).rejects.toMatchObject({ code: 11000 });
  });
});
