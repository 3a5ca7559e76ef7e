import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { connectDatabase, type Database } from '@linhagem/service-kit';
import { documentModel } from '../document/model';
import { formTemplateModel } from '../forms/model';
import { DOCUMENT_BUCKET, documentFiles } from './files';
import { removeOrphanFiles } from './removeOrphanFiles';

let database: Database;
beforeAll(async () => {
  database = await connectDatabase('documents-orphans-test');
});
afterAll(() => database.close());

async function store(name: string) {
  const upload = documentFiles(database.connection).openUploadStream(name);
  await pipeline(Readable.from([Buffer.alloc(300 * 1024, 1)]), upload);
  return upload.id;
}

test('at start, files an interrupted upload left without a record are removed; recorded (a document or a form template) and newer ones stay', async () => {
  const db = database.connection.db!;
  const recorded = await store('recorded.pdf');
  const orphan = await store('orphan.pdf');
  // a file whose upload stopped before GridFS wrote its files document: chunks only
  await db
    .collection(`${DOCUMENT_BUCKET}.chunks`)
    .insertOne({ files_id: 'never-finished', n: 0, data: Buffer.alloc(10) });
  await documentModel(database.connection).collection.insertOne({ file: recorded });
  // an official form's PDF is named by its template, not by a document
  const form = await store('power-of-attorney.pdf');
  await formTemplateModel(database.connection).collection.insertOne({ file: form });
  const start = new Date();
  const later = await store('during-this-run.pdf');

  expect(await removeOrphanFiles(database.connection, start)).toEqual({ files: 1, chunks: 1 });
  const left = await db.collection(`${DOCUMENT_BUCKET}.files`).find().toArray();
  expect(left.map((f) => String(f._id)).sort()).toEqual(
    [String(recorded), String(form), String(later)].sort(),
  );
  expect(await db.collection(`${DOCUMENT_BUCKET}.chunks`).countDocuments({ files_id: orphan })).toBe(0);
  expect(await db.collection(`${DOCUMENT_BUCKET}.chunks`).countDocuments({ files_id: recorded })).toBe(2);
  expect(await removeOrphanFiles(database.connection, new Date())).toEqual({ files: 1, chunks: 0 }); // `later` now
});
