import { MongoServerError, type Db, type Document, type Sort } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { useCompatEngine, serverError } from '../test/compatEngine';

// Collations as MongoDB 7 applies them: the locale's own order (ICU through Intl.Collator), its options,
// and MongoDB's answer for a locale or an option it does not accept.
const engine = useCompatEngine('collation');
let db: Db;
let conn: mongoose.Connection;
beforeAll(() => void ({ db, conn } = engine));

const names = (docs: Document[]): unknown[] => docs.map((d) => d.s);

describe('locales', () => {
  test('every command accepts the locales of MongoDB list, and the locale orders strings', async () => {
    const c = db.collection('words');
    await c.insertMany(
      ['cote', 'côte', 'coté', 'côté', 'Zebra', 'zèbre', 'Birne', 'Äpfel'].map((s) => ({ s })),
    );
    for (const locale of [
      'fr',
      'de',
      'en_US',
      'pt',
      'pt_BR',
      'it',
      'es',
      'sv',
      'fr_CA',
      'de@collation=phonebook',
    ]) {
      expect(await c.countDocuments({}, { collation: { locale } })).toBe(8);
    }
    // Swedish puts ä after z; German reads it as a.
    const de = names(
      await c
        .find({ s: { $in: ['Zebra', 'Äpfel', 'Birne'] } })
        .sort({ s: 1 })
        .collation({ locale: 'de' })
        .toArray(),
    );
    expect(de).toEqual(['Äpfel', 'Birne', 'Zebra']);
    const sv = names(
      await c
        .find({ s: { $in: ['Zebra', 'Äpfel', 'Birne'] } })
        .sort({ s: 1 })
        .collation({ locale: 'sv' })
        .toArray(),
    );
    expect(sv).toEqual(['Birne', 'Zebra', 'Äpfel']);
    const binary = names(
      await c
        .find({ s: { $in: ['Zebra', 'Äpfel', 'Birne'] } })
        .sort({ s: 1 })
        .toArray(),
    );
    expect(binary).toEqual(['Birne', 'Zebra', 'Äpfel']);
    // French Canada reads accents from the end of the word (`backwards`), as does any locale asking for it.
    const cote = { s: { $regex: /^c/ } };
    expect(names(await c.find(cote).sort({ s: 1 }).collation({ locale: 'fr' }).toArray())).toEqual([
      'cote',
      'coté',
      'côte',
      'côté',
    ]);
    expect(
      names(await c.find(cote).sort({ s: 1 }).collation({ locale: 'fr', backwards: true }).toArray()),
    ).toEqual(['cote', 'côte', 'coté', 'côté']);
    await db.createCollection('mots', { collation: { locale: 'fr_CA' } });
    await db.collection('mots').insertMany(['côté', 'cote', 'coté', 'côte'].map((s) => ({ s })));
    expect(names(await db.collection('mots').find().sort({ s: 1 }).toArray())).toEqual([
      'cote',
      'côte',
      'coté',
      'côté',
    ]);
    const agg = await c
      .aggregate([{ $match: cote }, { $sort: { s: -1 } }], { collation: { locale: 'fr_CA' } })
      .toArray();
    expect(names(agg)).toEqual(['côté', 'coté', 'côte', 'cote']);
  });

  test('an unknown locale or a bad option answers MongoDB error', async () => {
    const c = db.collection('words');
    const unknown = await serverError(c.find({}).collation({ locale: 'xx' }).toArray());
    expect(unknown.code).toBe(2);
    expect(unknown.message).toBe('Field \'locale\' is invalid in: { locale: "xx" }');
    for (const bad of [
      () => c.countDocuments({}, { collation: { locale: 'en_ZZ' } }),
      () => c.aggregate([], { collation: { locale: 'klingon' } }).toArray(),
      () => c.distinct('s', {}, { collation: { locale: 'de@collation=nonsense' } }),
      () => c.updateOne({ s: 'x' }, { $set: { t: 1 } }, { collation: { locale: 'zz' } }),
      () => db.createCollection('bad_locale', { collation: { locale: 'xx' } }),
      () => c.createIndex({ s: 1 }, { collation: { locale: 'xx' } }),
      () => c.find({}).collation({ locale: 'en', strength: 6 }).toArray(),
    ]) {
      expect((await serverError(bad())).code).toBe(2);
    }
    const code = async (collation: object): Promise<unknown> =>
      (
        await serverError(
          c
            .find({})
            .collation(collation as never)
            .toArray(),
        )
      ).code;
    expect(await code({ locale: 'en', caseFirst: 'sideways' })).toBe(9);
    expect(await code({ locale: 'en', strength: 'two' })).toBe(14);
    expect(await code({ locale: 'en', color: 'red' })).toBe(40415);
    expect(await db.listCollections({ name: 'bad_locale' }).toArray()).toEqual([]);
    const count = await serverError(db.command({ count: 'nowhere', query: {}, collation: { locale: 'xx' } }));
    expect(count.code).toBe(2);
    expect(
      (await serverError(db.collection('nowhere').find().collation({ locale: 'xx' }).toArray())).code,
    ).toBe(2);
  });
});

describe('options', () => {
  beforeAll(async () => {
    await db
      .collection('opts')
      .insertMany(
        ['9', '10', '2', 'a', 'A', 'á', 'b', 'B', 'co-op', 'coop'].map((s, i) => ({ _id: i as never, s })),
      );
  });
  const find = async (filter: object, collation: object, sort: Sort = { s: 1, _id: 1 }): Promise<unknown[]> =>
    names(
      await db
        .collection('opts')
        .find(filter)
        .sort(sort)
        .collation(collation as never)
        .toArray(),
    );

  test('strength 1 to 3 and caseLevel in equality', async () => {
    expect(await find({ s: 'a' }, { locale: 'en', strength: 1 })).toEqual(['a', 'A', 'á']);
    expect(await find({ s: 'a' }, { locale: 'en', strength: 2 })).toEqual(['a', 'A']);
    expect(await find({ s: 'a' }, { locale: 'en', strength: 3 })).toEqual(['a']);
    expect(await find({ s: 'a' }, { locale: 'en', strength: 1, caseLevel: true })).toEqual(['a', 'á']);
    expect(await find({ s: { $in: ['A', 'b'] } }, { locale: 'pt', strength: 2 })).toEqual([
      'a',
      'A',
      'b',
      'B',
    ]);
    expect(await find({ s: { $ne: 'a' }, _id: { $lt: 6 } }, { locale: 'en', strength: 1 })).toEqual([
      '10',
      '2',
      '9',
    ]);
    expect(await find({ s: { $nin: ['b'] }, _id: { $gt: 2 } }, { locale: 'en', strength: 2 })).toEqual([
      'a',
      'A',
      'á',
      'co-op',
      'coop',
    ]);
  });

  test('numericOrdering sorts and compares digits as numbers', async () => {
    expect(await find({ _id: { $lt: 3 } }, { locale: 'en', numericOrdering: true })).toEqual([
      '2',
      '9',
      '10',
    ]);
    expect(await find({ _id: { $lt: 3 } }, { locale: 'en' })).toEqual(['10', '2', '9']);
    expect(await find({ s: { $gt: '9', $lt: 'a' } }, { locale: 'en', numericOrdering: true })).toEqual([
      '10',
    ]);
  });

  test('caseFirst, alternate shifted, and the range operators follow the locale', async () => {
    expect(await find({ s: { $in: ['a', 'A'] } }, { locale: 'en', caseFirst: 'upper' })).toEqual(['A', 'a']);
    expect(await find({ s: { $in: ['a', 'A'] } }, { locale: 'en', caseFirst: 'lower' })).toEqual(['a', 'A']);
    expect(await find({ s: 'coop' }, { locale: 'en', alternate: 'shifted' })).toEqual(['co-op', 'coop']);
    expect(await find({ s: 'coop' }, { locale: 'en' })).toEqual(['coop']);
    expect(await find({ s: 'coop' }, { locale: 'en', alternate: 'shifted', strength: 4 })).toEqual(['coop']);
    expect(await find({ s: 'a' }, { locale: 'en', strength: 5 })).toEqual(['a']);
    // Binary: 'B' < 'a'; in English 'a' < 'B'.
    expect(await find({ s: { $gt: 'a', $lt: 'c' } }, { locale: 'en', strength: 3 })).toEqual([
      'A',
      'á',
      'b',
      'B',
    ]);
    expect(await find({ s: { $gte: 'B', $lt: 'c' } }, { locale: 'simple' })).toEqual(['B', 'a', 'b']);
  });
});

describe('where collations apply', () => {
  test('count, distinct, update, delete, findAndModify and aggregate', async () => {
    const c = db.collection('people');
    await c.insertMany([{ n: 'Ângela' }, { n: 'angela' }, { n: 'ANGELA' }, { n: 'Bruno' }]);
    const pt1 = { locale: 'pt', strength: 1 };
    expect(await c.countDocuments({ n: 'angela' }, { collation: pt1 })).toBe(3);
    expect(await c.distinct('n', { n: 'angela' }, { collation: pt1 })).toHaveLength(1);
    expect(await c.distinct('n', {}, { collation: { locale: 'pt', strength: 2 } })).toHaveLength(3);
    expect(
      (
        await c.updateMany(
          { n: 'ANGELA' },
          { $set: { seen: true } },
          { collation: { locale: 'pt', strength: 2 } },
        )
      ).modifiedCount,
    ).toBe(2);
    const found = await c.findOneAndUpdate(
      { n: 'bruno' },
      { $set: { seen: true } },
      { collation: pt1, returnDocument: 'after' },
    );
    expect(found?.n).toBe('Bruno');
    expect(
      await c.aggregate([{ $match: { n: 'angela' } }, { $count: 'n' }], { collation: pt1 }).toArray(),
    ).toEqual([{ n: 3 }]);
    expect(
      await c
        .aggregate([{ $project: { n: 1 } }, { $match: { n: 'ANGELA' } }], {
          collation: { locale: 'pt', strength: 2 },
        })
        .toArray(),
    ).toHaveLength(2);
    const groups = await c
      .aggregate(
        [{ $group: { _id: '$n', count: { $sum: 1 }, all: { $push: '$$ROOT' } } }, { $sort: { count: -1 } }],
        { collation: pt1 },
      )
      .toArray();
    expect(groups.map((g) => [g._id, g.count])).toEqual([
      ['Ângela', 3],
      ['Bruno', 1],
    ]);
    // The group key's carrier field never reaches the documents pushed.
    expect(groups[0].all.every((d: object) => Object.keys(d).every((k) => !k.startsWith('\u0000')))).toBe(
      true,
    );
    const binary = await c.aggregate([{ $group: { _id: '$n' } }]).toArray();
    expect(binary).toHaveLength(4);
    expect((await c.deleteMany({ n: 'ângela' }, { collation: pt1 })).deletedCount).toBe(3);
  });

  test('a collection default and an index keep any locale, listed in full as MongoDB lists them', async () => {
    await db.createCollection('cities', { collation: { locale: 'de', numericOrdering: true } });
    const c = db.collection('cities');
    await c.insertMany([{ s: 'Zone 10' }, { s: 'Zone 9' }, { s: 'Äbach' }, { s: 'Aachen' }]);
    expect(names(await c.find().sort({ s: 1 }).toArray())).toEqual(['Aachen', 'Äbach', 'Zone 9', 'Zone 10']);
    const [info] = await db.listCollections({ name: 'cities' }).toArray();
    expect((info as unknown as { options: { collation: object } }).options.collation).toEqual({
      locale: 'de',
      caseLevel: false,
      caseFirst: 'off',
      strength: 3,
      numericOrdering: true,
      alternate: 'non-ignorable',
      maxVariable: 'punct',
      normalization: false,
      backwards: false,
      version: '57.1',
    });
    const codes = db.collection('codes');
    await codes.createIndex({ code: 1 }, { unique: true, collation: { locale: 'fr', strength: 1 } });
    await codes.insertOne({ code: 'Élan' });
    expect((await serverError(codes.insertOne({ code: 'elan' }))).code).toBe(11000);
    const index = (await codes.indexes()).find((i) => i.name === 'code_1');
    expect(index?.collation).toMatchObject({ locale: 'fr', strength: 1, caseFirst: 'off', version: '57.1' });
  });

  test('through mongoose: a schema collation and a query collation', async () => {
    const Person = conn.model(
      'Pessoa',
      new Schema({ name: String }, { collation: { locale: 'pt_BR', strength: 1 } }),
    );
    await Person.createCollection();
    await Person.create([{ name: 'João' }, { name: 'joao' }, { name: 'Joana' }]);
    expect(await Person.countDocuments({ name: 'JOAO' })).toBe(2);
    const ordered = await Person.find().sort({ name: 1 }).collation({ locale: 'pt', strength: 3 }).lean();
    expect(ordered.map((p) => p.name)).toEqual(['Joana', 'joao', 'João']);
    const err = await Person.find()
      .collation({ locale: 'xx' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((err as MongoServerError).code).toBe(2);
  });
});
