import mongoose, { Schema, Types } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';

let server: EmbeddedMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  conn = await mongoose.createConnection(server.uri, { dbName: 'app' }).asPromise();
});

afterAll(async () => {
  await conn.close();
  await server.stop();
});

const Client = () =>
  conn.models.Client ??
  conn.model(
    'Client',
    new Schema({
      name: { type: String, required: true },
      email: { type: String, unique: true, sparse: true },
      age: Number,
      score: Number,
      level: Number,
      tags: [String],
      phones: [{ kind: String, number: String }],
      legacy: String,
      nick: String,
    }),
  );

test('create, read, update and delete', async () => {
  const M = Client();
  await M.init();
  const created = await M.create({ name: 'João', email: 'joao@x.com', age: 30, tags: ['a'] });
  expect(await M.findById(created._id).lean()).toMatchObject({
    name: 'João',
    email: 'joao@x.com',
    age: 30,
    tags: ['a'],
  });
  created.age = 31;
  await created.save();
  expect((await M.findOne({ email: 'joao@x.com' }).lean())?.age).toBe(31);
  const res = await M.updateMany({ age: { $gte: 18 } }, { $set: { legacy: 'x' } });
  expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
  expect(await M.countDocuments({ legacy: 'x' })).toBe(1);
  expect((await M.deleteOne({ _id: created._id })).deletedCount).toBe(1);
  expect(await M.findById(created._id)).toBeNull();
});

test('every update operator the services use', async () => {
  const M = Client();
  const doc = await M.create({
    name: 'Ops',
    age: 10,
    score: 5,
    level: 1,
    tags: ['a', 'b', 'c'],
    legacy: 'old',
    phones: [
      { kind: 'home', number: '1' },
      { kind: 'work', number: '2' },
    ],
  });
  const id = doc._id;
  await M.updateOne(
    { _id: id },
    {
      $set: { name: 'Ops2' },
      $unset: { nick: '' },
      $inc: { age: 2 },
      $min: { score: 3 },
      $max: { level: 100 },
    },
  );
  await M.updateOne(
    { _id: id },
    { $push: { tags: { $each: ['d', 'e'] } }, $addToSet: { phones: { kind: 'cell', number: '3' } } },
  );
  await M.updateOne({ _id: id }, { $pull: { tags: 'a' }, $pop: { phones: -1 } });
  await M.updateOne({ _id: id }, { $addToSet: { tags: { $each: ['b', 'z'] } } });
  await M.updateOne({ _id: id, 'phones.kind': 'work' }, { $set: { 'phones.$.number': '22' } });
  await M.collection.updateOne({ _id: id }, { $rename: { legacy: 'nick' } });
  const after = await M.findById(id).lean();
  expect(after).toMatchObject({
    name: 'Ops2',
    age: 12,
    level: 100,
    score: 3,
    nick: 'old',
    tags: ['b', 'c', 'd', 'e', 'z'],
    phones: [
      { kind: 'work', number: '22' },
      { kind: 'cell', number: '3' },
    ],
  });
  expect(after).not.toHaveProperty('legacy');
  await M.updateOne(
    { _id: id },
    { $set: { 'phones.$[p].number': '99' } },
    { arrayFilters: [{ 'p.kind': 'cell' }] },
  );
  expect((await M.findById(id).lean())?.phones?.map((p: { number?: string | null }) => p.number)).toEqual([
    '22',
    '99',
  ]);
});

test('upsert with $setOnInsert only sets on insert', async () => {
  const Counter = conn.model('Counter', new Schema({ _id: String, seq: Number, createdBy: String }));
  await Counter.updateOne(
    { _id: 'protocol' },
    { $inc: { seq: 1 }, $setOnInsert: { createdBy: 'first' } },
    { upsert: true },
  );
  await Counter.updateOne(
    { _id: 'protocol' },
    { $inc: { seq: 1 }, $setOnInsert: { createdBy: 'second' } },
    { upsert: true },
  );
  const next = await Counter.findOneAndUpdate(
    { _id: 'protocol' },
    { $inc: { seq: 1 } },
    { returnDocument: 'after', upsert: true },
  ).lean();
  expect(next).toMatchObject({ _id: 'protocol', seq: 3, createdBy: 'first' });
  const fresh = await Counter.findOneAndUpdate(
    { _id: 'budget' },
    { $inc: { seq: 1 } },
    { returnDocument: 'after', upsert: true },
  ).lean();
  expect(fresh).toMatchObject({ _id: 'budget', seq: 1 });
  expect(fresh).not.toHaveProperty('createdBy');
  const removed = await Counter.findOneAndDelete({ _id: 'budget' }).lean();
  expect(removed?._id).toBe('budget');
  expect(await Counter.countDocuments()).toBe(1);
});

test('populate across collections', async () => {
  const Author = conn.model('Author', new Schema({ name: String }));
  const Book = conn.model(
    'Book',
    new Schema({ title: String, author: { type: Schema.Types.ObjectId, ref: 'Author' } }),
  );
  const a = await Author.create({ name: 'Machado' });
  await Book.create([
    { title: 'Dom Casmurro', author: a._id },
    { title: 'Memórias', author: a._id },
  ]);
  const books = await Book.find().sort({ title: 1 }).populate<{ author: { name: string } }>('author').lean();
  expect(books.map((b) => [b.title, b.author.name])).toEqual([
    ['Dom Casmurro', 'Machado'],
    ['Memórias', 'Machado'],
  ]);
  const joined = await Author.aggregate([
    { $match: { _id: a._id } },
    { $lookup: { from: 'books', localField: '_id', foreignField: 'author', as: 'books' } },
    { $project: { name: 1, count: { $size: '$books' } } },
  ]);
  expect(joined).toEqual([{ _id: a._id, name: 'Machado', count: 2 }]);
});

test('sorted pagination with countDocuments, and cursors larger than one batch', async () => {
  const Item = conn.model('Item', new Schema({ n: Number, group: String }).index({ n: 1 }));
  await Item.insertMany(
    Array.from({ length: 250 }, (_, i) => ({ n: (i * 7) % 250, group: i % 2 ? 'odd' : 'even' })),
  );
  const page = await Item.find({ group: 'odd' }).sort({ n: -1 }).skip(10).limit(10).lean();
  const all = (await Item.find({ group: 'odd' }).lean()).map((d) => d.n as number).sort((a, b) => b - a);
  expect(page.map((d) => d.n)).toEqual(all.slice(10, 20));
  expect(await Item.countDocuments({ group: 'odd' })).toBe(125);
  expect(await Item.estimatedDocumentCount()).toBe(250);
  const streamed: number[] = [];
  for await (const d of Item.find().sort({ n: 1 }).batchSize(30).cursor()) streamed.push(d.n as number);
  expect(streamed).toEqual(Array.from({ length: 250 }, (_, i) => i));
  expect(await Item.distinct('group')).toEqual(['even', 'odd']);
});

test('aggregate: $group, $facet, $count, $unwind', async () => {
  const Sale = conn.model('Sale', new Schema({ office: String, cents: Number, items: [String] }));
  await Sale.insertMany([
    { office: 'SP', cents: 100, items: ['a', 'b'] },
    { office: 'SP', cents: 250, items: ['a'] },
    { office: 'RJ', cents: 50, items: [] },
  ]);
  const byOffice = await Sale.aggregate([
    { $group: { _id: '$office', total: { $sum: '$cents' } } },
    { $sort: { _id: 1 } },
  ]);
  expect(byOffice).toEqual([
    { _id: 'RJ', total: 50 },
    { _id: 'SP', total: 350 },
  ]);
  const [facets] = await Sale.aggregate([
    {
      $facet: {
        total: [{ $count: 'n' }],
        items: [{ $unwind: '$items' }, { $group: { _id: '$items', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
      },
    },
  ]);
  expect(facets).toEqual({
    total: [{ n: 3 }],
    items: [
      { _id: 'a', n: 2 },
      { _id: 'b', n: 1 },
    ],
  });
  expect(await Sale.aggregate([{ $match: { office: 'MG' } }, { $count: 'n' }])).toEqual([]);
  const stored = await Sale.findOne({ office: 'RJ' }).lean();
  expect(stored?.items).toEqual([]);
});

test('unique violations surface as E11000 with keyPattern and keyValue; ordered is honoured', async () => {
  const User = conn.model(
    'User',
    new Schema({ login: { type: String, unique: true }, office: String, code: String }).index(
      { office: 1, code: 1 },
      { unique: true },
    ),
  );
  await User.init();
  await User.create({ login: 'ana', office: 'SP', code: '1' });
  const error = await User.create({ login: 'ana', office: 'RJ', code: '1' }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 11000, keyPattern: { login: 1 }, keyValue: { login: 'ana' } });
  expect(String((error as Error).message)).toMatch(
    /E11000 duplicate key error collection: app.users index: login_1/,
  );
  await expect(User.create({ login: 'bia', office: 'SP', code: '1' })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { office: 1, code: 1 },
  });
  await User.create({ login: 'bia', office: 'SP', code: '2' });
  const unordered = await User.insertMany(
    [
      { login: 'ana', office: 'X', code: '1' },
      { login: 'caio', office: 'X', code: '2' },
    ],
    { ordered: false },
  ).catch((e: { insertedDocs?: unknown[] }) => e);
  expect(unordered).toMatchObject({ code: 11000 });
  expect(await User.exists({ login: 'caio' })).toBeTruthy();
  await User.insertMany(
    [
      { login: 'bia', office: 'Y', code: '1' },
      { login: 'davi', office: 'Y', code: '2' },
    ],
    { ordered: true },
  ).catch(() => undefined);
  expect(await User.exists({ login: 'davi' })).toBeNull();
  await expect(User.updateOne({ login: 'caio' }, { $set: { login: 'ana' } })).rejects.toMatchObject({
    code: 11000,
  });
});

test('optimistic concurrency raises VersionError', async () => {
  const Doc = conn.model('Versioned', new Schema({ title: String }, { optimisticConcurrency: true }));
  const created = await Doc.create({ title: 'v1' });
  const a = await Doc.findById(created._id);
  const b = await Doc.findById(created._id);
  a!.title = 'from a';
  await a!.save();
  b!.title = 'from b';
  await expect(b!.save()).rejects.toBeInstanceOf(mongoose.Error.VersionError);
  expect((await Doc.findById(created._id).lean())?.title).toBe('from a');
});

test('case- and accent-insensitive search: normalized searchName with an indexed prefix, and $regex with i', async () => {
  const normalize = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const Person = conn.model(
    'Person',
    new Schema({ name: String, searchName: { type: String, index: true } }),
  );
  await Person.init();
  const names = ['João da Silva', 'Maria Conceição', 'JOÃO Pereira', 'Conceição Aparecida', 'Joana Dark'];
  await Person.insertMany(names.map((name) => ({ name, searchName: normalize(name) })));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = (q: string) =>
    Person.find({ searchName: { $regex: `^${escape(normalize(q))}` } })
      .sort({ searchName: 1 })
      .lean();
  expect((await prefix('joão')).map((p) => p.name)).toEqual(['João da Silva', 'JOÃO Pereira']);
  expect((await prefix('JOAO P')).map((p) => p.name)).toEqual(['JOÃO Pereira']);
  const contains = await Person.find({ searchName: { $regex: escape(normalize('CONCEIÇÃO')) } }).lean();
  expect(contains.map((p) => p.name).sort()).toEqual(['Conceição Aparecida', 'Maria Conceição']);
  const caseless = await Person.find({ name: { $regex: 'joão', $options: 'i' } }).lean();
  expect(caseless.map((p) => p.name).sort()).toEqual(['JOÃO Pereira', 'João da Silva']);
  expect(await Person.countDocuments({ name: /conceição/i })).toBe(2);
});

test('sanitizeFilter and strictQuery keep operator injection out', async () => {
  const m = new mongoose.Mongoose();
  m.set('sanitizeFilter', true);
  m.set('strictQuery', true);
  const c = await m.createConnection(server.uri, { dbName: 'sanitized' }).asPromise();
  try {
    const Account = c.model('Account', new Schema({ login: String, password: String }));
    await Account.create({ login: 'admin', password: 'secret' });
    const injected = JSON.parse('{"login":"admin","password":{"$ne":"x"}}');
    await expect(Account.findOne(injected)).rejects.toThrow(/Cast to string failed/);
    expect(await Account.findOne({ login: 'admin', password: 'secret' }).lean()).toMatchObject({
      login: 'admin',
    });
    expect(await Account.findOne({ login: { $eq: 'admin' } }).lean()).toMatchObject({ login: 'admin' });
    expect(await Account.find({ login: 'admin', unknownField: 'x' }).lean()).toHaveLength(1);
    expect(await Account.findOne({ $nor: [{ login: 'nobody' }] } as never).lean()).toMatchObject({
      login: 'admin',
    });
  } finally {
    await c.close();
  }
});

test('concurrent clients see each other and stay consistent', async () => {
  const clients = await Promise.all(
    Array.from({ length: 4 }, () =>
      mongoose.createConnection(server.uri, { dbName: 'shared', maxPoolSize: 5 }).asPromise(),
    ),
  );
  try {
    const schema = new Schema({ worker: Number, i: Number });
    const models = clients.map((c) => c.model('Hit', schema));
    const counters = clients.map((c) => c.model('Ctr', new Schema({ _id: String, n: Number })));
    await Promise.all(
      models.map((M, w) =>
        Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            Promise.all([
              M.create({ worker: w, i }),
              counters[w].updateOne({ _id: 'all' }, { $inc: { n: 1 } }, { upsert: true }),
            ]),
          ),
        ),
      ),
    );
    expect(await models[0].countDocuments()).toBe(200);
    expect((await counters[3].findById('all').lean())?.n).toBe(200);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
});

test('ObjectId, Date and nested values round-trip', async () => {
  const Rich = conn.model(
    'Rich',
    new Schema({
      ref: Schema.Types.ObjectId,
      when: Date,
      birthDay: String,
      money: Number,
      meta: Schema.Types.Mixed,
    }),
  );
  const ref = new Types.ObjectId();
  const when = new Date('2024-02-29T12:00:00Z');
  const created = await Rich.create({
    ref,
    when,
    birthDay: '1950-01-31',
    money: 123456,
    meta: { a: [1, { b: 'c' }] },
  });
  const back = await Rich.findOne({ ref, when: { $gte: new Date('2024-01-01') } }).lean();
  expect(back?._id.equals(created._id)).toBe(true);
  expect(back?.ref?.equals(ref)).toBe(true);
  expect(back?.when?.toISOString()).toBe(when.toISOString());
  expect(back).toMatchObject({ birthDay: '1950-01-31', money: 123456, meta: { a: [1, { b: 'c' }] } });
});

test('collation strength 1 and 2: case/accent-insensitive matching, sorting and unique indexes', async () => {
  const Contact = conn.model(
    'Contact',
    new Schema({ name: String, email: String }).index(
      { email: 1 },
      { unique: true, collation: { locale: 'en', strength: 2 } },
    ),
  );
  await Contact.init();
  await Contact.insertMany([
    { name: 'João', email: 'Joao@x.com' },
    { name: 'JOAO', email: 'other@x.com' },
    { name: 'joana', email: 'joana@x.com' },
  ]);
  const accentless = await Contact.find({ name: 'joao' }).collation({ locale: 'pt', strength: 1 }).lean();
  expect(accentless.map((c) => c.name).sort()).toEqual(['JOAO', 'João']);
  expect(await Contact.countDocuments({ name: 'joao' }).collation({ locale: 'pt', strength: 2 })).toBe(1);
  expect(await Contact.countDocuments({ name: 'joao' })).toBe(0);
  await expect(Contact.create({ name: 'Dup', email: 'JOAO@X.COM' })).rejects.toMatchObject({ code: 11000 });
  await Contact.create({ name: 'Ok', email: 'new@x.com' });
});

test('projections: inclusion, exclusion and $slice keep MongoDB semantics', async () => {
  const Post = conn.model(
    'Post',
    new Schema({ title: String, body: String, comments: [String], meta: { likes: [Number] } }),
  );
  const post = await Post.create({
    title: 't',
    body: 'b',
    comments: ['c1', 'c2', 'c3'],
    meta: { likes: [1, 2, 3] },
  });
  expect(await Post.findById(post._id, { title: 1 }).lean()).toEqual({ _id: post._id, title: 't' });
  expect(await Post.findById(post._id, { comments: 0, meta: 0, __v: 0 }).lean()).toEqual({
    _id: post._id,
    title: 't',
    body: 'b',
  });
  const sliced = await Post.findById(post._id, {
    comments: { $slice: -2 },
    'meta.likes': { $slice: [1, 1] },
  }).lean();
  expect(sliced).toMatchObject({ title: 't', body: 'b', comments: ['c2', 'c3'], meta: { likes: [2] } });
});
