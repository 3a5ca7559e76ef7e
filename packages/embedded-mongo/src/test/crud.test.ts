import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index';

let server: EmbeddedMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  conn = await mongoose.createConnection(server.uri, { dbName: 'crud' }).asPromise();
});

afterAll(async () => {
  await conn.close();
  await server.stop();
});

const ClientSchema = new Schema({
  name: { type: String, required: true },
  email: { type: String, unique: true },
  age: Number,
  tags: [String],
});

test('create, read, update, delete through mongoose', async () => {
  const Client = conn.model('Client', ClientSchema);
  await Client.init();
  const created = await Client.create({ name: 'João', email: 'joao@x.com', age: 30, tags: ['a'] });
  const found = await Client.findById(created._id).lean();
  expect(found).toMatchObject({ name: 'João', email: 'joao@x.com', age: 30, tags: ['a'] });
  await Client.updateOne({ _id: created._id }, { $set: { age: 31 }, $push: { tags: 'b' } });
  expect(await Client.findOne({ email: 'joao@x.com' }).lean()).toMatchObject({ age: 31, tags: ['a', 'b'] });
  expect(await Client.countDocuments({})).toBe(1);
  await expect(Client.create({ name: 'Other', email: 'joao@x.com' })).rejects.toMatchObject({ code: 11000 });
  await Client.deleteOne({ _id: created._id });
  expect(await Client.countDocuments({})).toBe(0);
});
