import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';

let server: EmbeddedMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  conn = await mongoose.createConnection(server.uri, { dbName: 'files' }).asPromise();
});

afterAll(async () => {
  await conn.close();
  await server.stop();
});

test('GridFS upload and download of a 5 MB file through mongoose.connection.db', async () => {
  const bucket = new mongoose.mongo.GridFSBucket(conn.db!, { bucketName: 'documents' });
  const content = crypto.randomBytes(5 * 1024 * 1024 + 123);
  const upload = bucket.openUploadStream('passport.pdf', { metadata: { clientId: 'c1' } });
  await new Promise<void>((resolve, reject) => {
    Readable.from([content.subarray(0, 1_000_000), content.subarray(1_000_000)])
      .pipe(upload)
      .on('finish', resolve)
      .on('error', reject);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
  const downloaded = Buffer.concat(chunks);
  expect(downloaded.length).toBe(content.length);
  expect(downloaded.equals(content)).toBe(true);
  const [file] = await bucket.find({ filename: 'passport.pdf' }).toArray();
  expect(file).toMatchObject({ length: content.length, metadata: { clientId: 'c1' } });
  const partial: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(upload.id, { start: 300_000, end: 300_010 }))
    partial.push(chunk as Buffer);
  expect(Buffer.concat(partial).equals(content.subarray(300_000, 300_010))).toBe(true);
  await bucket.delete(upload.id);
  expect(await conn.db!.collection('documents.chunks').countDocuments()).toBe(0);
});
