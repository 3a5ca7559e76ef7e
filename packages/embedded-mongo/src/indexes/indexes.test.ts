import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index';
import { encodeKey } from '../storage/values';
import { ObjectId } from 'bson';

let server: EmbeddedMongo;
let conn: mongoose.Connection;

const ClientSchema = new Schema({
  name: String,
  searchName: { type: String, index: true },
  cpf: { type: String, unique: true },
  birthDay: { type: String, index: true },
  office: String,
  code: Number,
  tags: { type: [String], index: true },
}).index({ office: 1, code: -1 }, { unique: true });

beforeAll(async () => {
  server = await startEmbeddedMongo();
  conn = await mongoose.createConnection(server.uri, { dbName: 'idx' }).asPromise();
  const Client = conn.model('Client', ClientSchema);
  await Client.init();
  await Client.insertMany(
    Array.from({ length: 2000 }, (_, i) => ({
      name: `Name ${i}`,
      searchName: `name ${String(i).padStart(4, '0')}`,
      cpf: String(i).padStart(11, '0'),
      birthDay: `19${String(50 + (i % 50))}-01-${String(1 + (i % 28)).padStart(2, '0')}`,
      office: `O${i % 10}`,
      code: i,
      tags: [`t${i % 3}`, 'all'],
    })),
  );
});

type ClientDoc = {
  name: string;
  searchName: string;
  cpf: string;
  birthDay: string;
  office: string;
  code: number;
  tags: string[];
};
const clients = () => conn.model<ClientDoc>('Client');

afterAll(async () => {
  await conn.close();
  await server.stop();
});

/** Documents the engine examined while running `run`. */
async function examined(run: () => Promise<unknown>): Promise<number> {
  const before = server.stats().docsExamined;
  await run();
  return server.stats().docsExamined - before;
}

test('equality on an indexed field examines only the matching documents', async () => {
  const Client = clients();
  expect(await examined(() => Client.findOne({ cpf: '00000001234' }).lean())).toBe(1);
  expect(await examined(() => Client.find({ birthDay: '1960-01-11' }).lean())).toBe(
    (await Client.find({ birthDay: '1960-01-11' }).lean()).length,
  );
  expect(
    await examined(() => Client.find({ cpf: { $in: ['00000000001', '00000000002', 'none'] } }).lean()),
  ).toBe(2);
  expect(await examined(() => Client.find({ tags: 't1' }).lean())).toBe(667);
  const five = await Client.findOne({ cpf: '00000000005' }).lean();
  expect(await examined(() => Client.findById(five!._id).lean())).toBe(1);
  const plan = (await Client.find({ cpf: '00000000007' }).explain('executionStats')) as unknown as {
    queryPlanner: { winningPlan: { inputStage: { stage: string; indexName: string } } };
    executionStats: { totalDocsExamined: number };
  };
  expect(plan.queryPlanner.winningPlan.inputStage).toEqual({ stage: 'IXSCAN', indexName: 'cpf_1' });
  expect(plan.executionStats.totalDocsExamined).toBe(1);
  expect(await examined(() => Client.find({ name: 'Name 7' }).lean())).toBe(2000);
});

test('ranges, prefixes and compound prefixes use the index', async () => {
  const Client = clients();
  const range = () => Client.find({ cpf: { $gte: '00000000100', $lt: '00000000110' } }).lean();
  expect((await range()).length).toBe(10);
  expect(await examined(range)).toBe(10);
  const prefix = () => Client.find({ searchName: /^name 012/ }).lean();
  expect((await prefix()).length).toBe(10);
  expect(await examined(prefix)).toBe(10);
  const compound = () => Client.find({ office: 'O3', code: { $lt: 100 } }).lean();
  expect((await compound()).map((d) => d.code).sort((a, b) => a - b)).toEqual([
    3, 13, 23, 33, 43, 53, 63, 73, 83, 93,
  ]);
  expect(await examined(compound)).toBe(200);
  expect(await examined(() => Client.findOne({ office: 'O3', code: 13 }).lean())).toBe(1);
});

test('a sort on an indexed field walks the index and stops at the page', async () => {
  const Client = clients();
  const page = () => Client.find().sort({ cpf: -1 }).skip(20).limit(10).lean();
  expect((await page()).map((d) => d.code)).toEqual(Array.from({ length: 10 }, (_, i) => 1979 - i));
  expect(await examined(page)).toBe(10);
  const filteredPage = () => Client.find({ tags: 'all' }).sort({ cpf: -1 }).skip(20).limit(10).lean();
  expect((await filteredPage()).map((d) => d.code)).toEqual(Array.from({ length: 10 }, (_, i) => 1979 - i));
  const withIdTail = () => Client.find().sort({ cpf: 1, _id: 1 }).limit(10).lean();
  expect((await withIdTail()).map((d) => d.code)).toEqual(Array.from({ length: 10 }, (_, i) => i));
  expect(await examined(withIdTail)).toBe(10);
  const eqThenSort = () => Client.find({ office: 'O3' }).sort({ code: -1 }).limit(5).lean();
  expect((await eqThenSort()).map((d) => d.code)).toEqual([1993, 1983, 1973, 1963, 1953]);
  expect(await examined(eqThenSort)).toBe(5);
  const eqThenSortReversed = () =>
    Client.find({ $and: [{ office: 'O3' }] })
      .sort({ code: 1 })
      .limit(3)
      .lean();
  expect((await eqThenSortReversed()).map((d) => d.code)).toEqual([3, 13, 23]);
  expect(await examined(eqThenSortReversed)).toBe(3);
  const wordPrefix = () =>
    Client.find({ $and: [{ searchName: /(^| )name 01/ }, { searchName: /(^| )name/ }] })
      .sort({ searchName: 1, _id: 1 })
      .skip(5)
      .limit(10)
      .lean();
  expect((await wordPrefix()).map((d) => d.code)).toEqual(Array.from({ length: 10 }, (_, i) => 105 + i));
  expect(await examined(wordPrefix)).toBe(15);
  const unindexed = () => Client.find().sort({ name: 1 }).limit(10).lean();
  expect(await examined(unindexed)).toBe(2000);
});

test('unique and compound unique indexes are enforced, including on index build and update', async () => {
  const Client = clients();
  await expect(Client.create({ cpf: '00000000001', office: 'Z', code: 1 })).rejects.toMatchObject({
    code: 11000,
    keyValue: { cpf: '00000000001' },
  });
  await expect(Client.create({ cpf: 'new-1', office: 'O1', code: 1 })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { office: 1, code: -1 },
  });
  await Client.create({ cpf: 'new-2', office: 'O1', code: 100000 });
  await expect(Client.updateOne({ cpf: 'new-2' }, { $set: { code: 1 } })).rejects.toMatchObject({
    code: 11000,
  });
  await expect(Client.collection.createIndex({ office: 1 }, { unique: true })).rejects.toMatchObject({
    code: 11000,
  });
  const names = (await Client.collection.listIndexes().toArray()).map((i) => i.name);
  expect(names).not.toContain('office_1');
  expect(names).toEqual(expect.arrayContaining(['_id_', 'cpf_1', 'office_1_code_-1']));
  await Client.collection.dropIndex('cpf_1');
  await Client.create({ cpf: '00000000001', office: 'Z', code: 2 });
  expect(await Client.countDocuments({ cpf: '00000000001' })).toBe(2);
});

test('index keys order values as MongoDB does', () => {
  const ordered = [
    null,
    -Infinity,
    -5.5,
    -1,
    0,
    1e-9,
    2,
    10,
    1e20,
    '',
    'A',
    'a',
    'b',
    'ba',
    { a: 1 },
    [1],
    new ObjectId('000000000000000000000000'),
    new ObjectId('ffffffffffffffffffffffff'),
    false,
    true,
    new Date(-1),
    new Date(0),
    new Date(5),
  ];
  const keys = ordered.map(encodeKey);
  expect([...keys].sort()).toEqual(keys);
  expect(encodeKey(3)).toBe(encodeKey(3.0));
});

test('partial and sparse unique indexes only constrain the documents they cover', async () => {
  const Login = conn.model(
    'Login',
    new Schema({ user: String, email: String }).index(
      { email: 1 },
      { unique: true, partialFilterExpression: { email: { $type: 'string' } } },
    ),
  );
  await Login.init();
  await Login.create([{ user: 'a' }, { user: 'b' }, { user: 'c', email: 'c@x.com' }]);
  await expect(Login.create({ user: 'd', email: 'c@x.com' })).rejects.toMatchObject({ code: 11000 });
  expect(await Login.countDocuments({ email: 'c@x.com' })).toBe(1);
  expect(await Login.countDocuments({ email: { $exists: false } })).toBe(2);
});
