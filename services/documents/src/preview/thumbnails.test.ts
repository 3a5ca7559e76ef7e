import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import sharp from 'sharp';
import type { DocumentContentType } from '@linhagem/contracts';
import { startDocumentsTestService } from '../../test/support';
import { makeJpeg, makePdf } from '../../test/files';
import { documentFiles } from '../storage/files';
import { THUMBNAIL_BUCKET, thumbnailOf } from './thumbnails';

let service: Awaited<ReturnType<typeof startDocumentsTestService>>;
beforeAll(async () => {
  service = await startDocumentsTestService();
});
afterAll(() => service.close());

async function store(bytes: Buffer, contentType: DocumentContentType) {
  const upload = documentFiles(service.database.connection).openUploadStream('stored');
  await finished(Readable.from([bytes]).pipe(upload));
  return { fileId: upload.id, contentType };
}

it.each([
  ['a picture', () => makeJpeg(1200, 900), 'image/jpeg' as const, { width: 320, height: 240 }],
  ['a PDF', () => makePdf(), 'application/pdf' as const, { height: 320 }],
])('draws the thumbnail of %s once, then serves the kept one', async (_label, make, contentType, size) => {
  const stored = await store(await make(), contentType);
  const first = await thumbnailOf(service.database.connection, stored);
  expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', ...size });
  const kept = service.database.connection.db!.collection(`${THUMBNAIL_BUCKET}.files`);
  expect(await kept.countDocuments({ filename: String(stored.fileId) })).toBe(1);
  const second = await thumbnailOf(service.database.connection, stored);
  expect(second.equals(first)).toBe(true);
  expect(await kept.countDocuments({ filename: String(stored.fileId) })).toBe(1);
});
