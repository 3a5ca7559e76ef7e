import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BSON, EJSON, ObjectId, Double } from 'bson';
import { GridFSBucket, MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@linhagem/embedded-mongo';
import { writeBackup } from '../scripts/backup/backup';
import { bsonDocuments, readPlain, type Manifest } from '../scripts/backup/format';
import { BackupRefused, restoreBackup, verifyBackup } from '../scripts/backup/restore';

const DATABASES = ['identity', 'clients', 'protocols', 'catalog', 'documents'];
let tmp: string;
const engines: EmbeddedMongo[] = [];
const clients: MongoClient[] = [];

async function engine(): Promise<MongoClient> {
  const mongo = await startEmbeddedMongo();
  engines.push(mongo);
  const client = await new MongoClient(mongo.uri).connect();
  clients.push(client);
  return client;
}

/** A small office: a client, a protocol with a certificate and a cash entry, a document with its file. */
async function seedOffice(client: MongoClient): Promise<Buffer> {
  const clientId = new ObjectId();
  const protocolId = new ObjectId();
  await client.db('identity').collection('users').insertOne({ username: 'admin', level: 'ADMINISTRATOR' });
  await client.db('clients').collection('clients').createIndex({ cpf: 1 }, { unique: true, sparse: true });
  await client
    .db('clients')
    .collection('clients')
    .insertMany([
      { _id: clientId, name: 'Maria Rossi', cpf: '52998224725', birth: new Date('1950-03-01') },
      { name: 'João Rossi', searchName: 'joao rossi', score: new Double(1) },
    ]);
  await client
    .db('protocols')
    .collection('protocols')
    .insertOne({ _id: protocolId, number: 1, clients: [clientId] });
  await client
    .db('protocols')
    .collection('certificates')
    .insertOne({ protocol: protocolId, kind: 'birth', person: 'Giuseppe Rossi' });
  await client.db('protocols').collection('cashentries').createIndex({ type: 1, date: 1 });
  await client
    .db('protocols')
    .collection('cashentries')
    .insertOne({ protocol: protocolId, value: 150000, type: 'INCOME', date: '2026-11-26', client: clientId });
  const file = Buffer.alloc(700 * 1024, 7); // three GridFS chunks
  file.write('%PDF-1.7', 0);
  const bucket = new GridFSBucket(client.db('documents'), { bucketName: 'documentFiles' });
  const upload = bucket.openUploadStream('certidao.pdf', { metadata: { client: clientId } });
  await new Promise<void>((resolve, reject) =>
    Readable.from([file])
      .pipe(upload)
      .once('finish', () => resolve())
      .once('error', reject),
  );
  await client.db('documents').collection('documents').insertOne({ file: upload.id, client: clientId });
  return file;
}

async function download(client: MongoClient): Promise<Buffer> {
  const bucket = new GridFSBucket(client.db('documents'), { bucketName: 'documentFiles' });
  const [file] = await bucket.find({ filename: 'certidao.pdf' }).toArray();
  const parts: Buffer[] = [];
  for await (const part of bucket.openDownloadStream(file._id)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-backup-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(engines.splice(0).map((e) => e.stop()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const collectionsOf = (manifest: Manifest) =>
  Object.fromEntries(
    Object.entries(manifest.databases).flatMap(([db, cols]) =>
      Object.entries(cols).map(([name, entry]) => [`${db}.${name}`, entry]),
    ),
  );

test('a backup restored on a fresh engine holds every collection with equal counts and hashes, files and indexes', async () => {
  const source = await engine();
  const file = await seedOffice(source);
  const first = await writeBackup(source, { dir: path.join(tmp, 'one'), databases: DATABASES });
  expect(first.consistency).toBe('fsyncLock');
  expect(first.databases.documents['documentFiles.chunks'].count).toBe(3);
  expect(Object.keys(collectionsOf(first))).toEqual(
    expect.arrayContaining([
      'clients.clients',
      'protocols.certificates',
      'protocols.cashentries',
      'documents.documentFiles.files',
    ]),
  );

  const target = await engine();
  const summary = await restoreBackup(target, { dir: path.join(tmp, 'one') });
  expect(summary.documents).toBe(first.totals.documents);
  const again = await writeBackup(target, { dir: path.join(tmp, 'two'), databases: DATABASES });
  expect(collectionsOf(again)).toEqual(collectionsOf(first));
  expect(await download(target)).toEqual(file);
  const indexes = await target.db('clients').collection('clients').indexes();
  expect(indexes.find((i) => i.name === 'cpf_1')).toMatchObject({ unique: true, sparse: true });
  // the source accepts writes again once the backup is done
  await source.db('clients').collection('clients').insertOne({ name: 'after' });
});

test('the dump is MongoDB’s layout, read back by the driver’s BSON reader', async () => {
  const source = await engine();
  await seedOffice(source);
  await writeBackup(source, { dir: path.join(tmp, 'dump'), databases: DATABASES });
  const docs = [];
  for await (const raw of bsonDocuments(readPlain(path.join(tmp, 'dump/clients/clients.bson'), [])))
    docs.push(BSON.deserialize(raw));
  expect(docs.map((d) => d.name)).toEqual(['Maria Rossi', 'João Rossi']);
  const metadata = EJSON.parse(fs.readFileSync(path.join(tmp, 'dump/clients/clients.metadata.json'), 'utf8'));
  expect(metadata).toMatchObject({ collectionName: 'clients', type: 'collection' });
  expect(metadata.indexes.map((i: { name: string }) => i.name)).toEqual(['_id_', 'cpf_1']);
});

test('a tampered backup is refused before anything is written; a non-empty deployment without --drop too', async () => {
  const source = await engine();
  await seedOffice(source);
  const dir = path.join(tmp, 'b');
  await writeBackup(source, { dir, databases: DATABASES, gzip: true });
  await expect(verifyBackup(dir)).resolves.toBeDefined();
  await expect(restoreBackup(source, { dir })).rejects.toThrow(/already holds data.*--drop/);

  const file = path.join(dir, 'clients/clients.bson.gz');
  const zlib = await import('node:zlib');
  const plain = zlib.gunzipSync(fs.readFileSync(file));
  plain.write('Mario', plain.indexOf('Maria'));
  fs.writeFileSync(file, zlib.gzipSync(plain));
  const target = await engine();
  await expect(restoreBackup(target, { dir })).rejects.toThrow(BackupRefused);
  await expect(restoreBackup(target, { dir })).rejects.toThrow(
    /clients\.clients does not match the manifest/,
  );
  expect(await target.db('clients').listCollections().toArray()).toEqual([]);
});

test('an encrypted backup needs its key; with it, it restores', async () => {
  const source = await engine();
  await seedOffice(source);
  const dir = path.join(tmp, 'enc');
  await writeBackup(source, { dir, databases: DATABASES, key: 'office secret' });
  expect(fs.readFileSync(path.join(dir, 'clients/clients.bson.enc')).includes('Maria')).toBe(false);
  await expect(verifyBackup(dir)).rejects.toThrow(/encrypted: set BACKUP_KEY/);
  await expect(verifyBackup(dir, 'wrong')).rejects.toThrow(/not the key this backup was made with/);
  const target = await engine();
  const summary = await restoreBackup(target, { dir, key: 'office secret' });
  expect(summary.databases.clients.clients).toBe(2);
});

test('writes wait while a backup holds the write lock, and go through after it', async () => {
  const source = await engine();
  await seedOffice(source);
  await source.db('admin').command({ fsync: 1, lock: true });
  let written = false;
  const write = source
    .db('clients')
    .collection('clients')
    .insertOne({ name: 'during' })
    .then(() => (written = true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(written).toBe(false);
  expect(await source.db('clients').collection('clients').countDocuments()).toBe(2); // reads go on
  await source.db('admin').command({ fsyncUnlock: 1 });
  await write;
  expect(written).toBe(true);
});

test('a backup that dies holding the write lock does not leave writers waiting', async () => {
  const source = await engine();
  const mongo = engines[0];
  const backup = await new MongoClient(mongo.uri, { maxPoolSize: 1 }).connect();
  await backup.db('admin').command({ fsync: 1, lock: true });
  const write = source.db('clients').collection('clients').insertOne({ name: 'waiting' });
  await backup.close(true); // its connection closes, as when the process is killed
  await write;
  expect(await source.db('clients').collection('clients').countDocuments()).toBe(1);
});
