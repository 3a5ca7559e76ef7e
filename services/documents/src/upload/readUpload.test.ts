import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { DOCUMENT_ERROR_CODES, ERROR_CODES } from '@linhagem/contracts';
import {
  makeEncryptedPdf,
  makeHeicHeader,
  makeJpeg,
  makePdf,
  makePng,
  makeText,
  makeWebp,
} from '../../test/files';
import { authHeaders, startUploadTestService, upload } from '../../test/support';
import { DOCUMENT_BUCKET, readStoredFile } from '../storage/files';

const MAX_BYTES = 256 * 1024;
const protocolId = new mongoose.Types.ObjectId().toHexString();
const otherProtocolId = new mongoose.Types.ObjectId().toHexString();
const certificateId = new mongoose.Types.ObjectId().toHexString();
const otherCertificateId = new mongoose.Types.ObjectId().toHexString();

let service: Awaited<ReturnType<typeof startUploadTestService>>;
beforeAll(async () => {
  service = await startUploadTestService({
    maxBytes: MAX_BYTES,
    certificates: new Map([
      [certificateId, protocolId],
      [otherCertificateId, otherProtocolId],
    ]),
  });
});
afterAll(() => service.close());

const fields = { protocolId, certificateId, kind: 'ORIGINAL_SCAN' };
const nothingStored = { documents: 0, files: 0, chunks: 0 };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function emptyStore() {
  const db = service.database.connection.db!;
  await Promise.all(
    ['documents', `${DOCUMENT_BUCKET}.files`, `${DOCUMENT_BUCKET}.chunks`].map((name) =>
      db.collection(name).deleteMany({}),
    ),
  );
}
beforeEach(emptyStore);

/** Waits until the store holds nothing (the server deletes what it wrote after the client has gone). */
async function expectNothingStoredSoon() {
  for (let waited = 0; waited < 3000; waited += 50) {
    const stored = await service.stored();
    if (stored.documents + stored.files + stored.chunks === 0) break;
    await sleep(50);
  }
  expect(await service.stored()).toEqual(nothingStored);
}

describe('an accepted upload', () => {
  it('stores the bytes untouched under a generated name, with their hash, size, type and pages', async () => {
    const pdf = await makePdf({ pages: 2 });
    const answer = await upload(service.uploadUrl, fields, [
      { bytes: pdf, name: '../../scans/Certidão de nascimento.pdf', type: 'application/pdf' },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      protocolId,
      certificateId,
      kind: 'ORIGINAL_SCAN',
      fileName: 'Certidão de nascimento.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
      pageCount: 2,
      sentBy: { kind: 'STAFF', userId: 'test-normal', name: 'Test NORMAL' },
      status: 'PENDING_REVIEW',
      version: 1,
      current: true,
    });
    const [file] = await service.database.connection
      .db!.collection(`${DOCUMENT_BUCKET}.files`)
      .find()
      .toArray();
    expect(file.filename).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.length).toBe(pdf.length);
    expect((await readStoredFile(service.database.connection, file._id)).equals(pdf)).toBe(true);
  });

  it.each([
    ['a JPEG picture', makeJpeg, 'image/jpeg', 'photo.jpg'],
    ['a PNG picture', makePng, 'image/png', 'scan.png'],
    ['a WebP picture', makeWebp, 'image/webp', 'scan.webp'],
    ['a JPEG sent without a type', makeJpeg, '', 'photo'],
  ])('takes %s, its type found from the bytes', async (_label, make, type, name) => {
    const bytes = await make();
    const answer = await upload(service.uploadUrl, { protocolId, kind: 'OTHER' }, [{ bytes, type, name }]);
    expect(answer.status).toBe(201);
    expect(answer.body.contentType).toBe(type || 'image/jpeg');
    expect(answer.body).not.toHaveProperty('pageCount');
    expect(answer.body).not.toHaveProperty('certificateId');
  });

  it('takes a file of exactly the limit', async () => {
    const pdf = await makePdf();
    const padded = Buffer.concat([pdf, Buffer.from('\n%'), Buffer.alloc(MAX_BYTES - pdf.length - 2, 0x20)]);
    expect(padded.length).toBe(MAX_BYTES);
    const answer = await upload(service.uploadUrl, fields, [{ bytes: padded, name: 'a.pdf' }]);
    expect(answer.status).toBe(201);
    expect(answer.body.size).toBe(MAX_BYTES);
  });
});

describe('a refused upload stores nothing', () => {
  const cases: [
    string,
    () => Promise<Parameters<typeof upload>[2]>,
    Record<string, string>,
    number,
    string,
  ][] = [
    [
      'an empty file',
      async () => [{ bytes: Buffer.alloc(0), name: 'a.pdf' }],
      fields,
      400,
      DOCUMENT_ERROR_CODES.empty,
    ],
    [
      'a HEIC photo',
      async () => [{ bytes: makeHeicHeader(), name: 'IMG_0001.HEIC', type: 'image/heic' }],
      fields,
      415,
      DOCUMENT_ERROR_CODES.unsupportedType,
    ],
    [
      'a text file named .pdf',
      async () => [{ bytes: makeText(), name: 'certidao.pdf', type: 'application/pdf' }],
      fields,
      415,
      DOCUMENT_ERROR_CODES.unsupportedType,
    ],
    [
      'a PNG that says it is a PDF',
      async () => [{ bytes: await makePng(), name: 'certidao.pdf', type: 'application/pdf' }],
      fields,
      415,
      DOCUMENT_ERROR_CODES.typeMismatch,
    ],
    [
      'an encrypted PDF',
      async () => [{ bytes: await makeEncryptedPdf(), name: 'a.pdf' }],
      fields,
      422,
      DOCUMENT_ERROR_CODES.pdfEncrypted,
    ],
    [
      'a PDF with JavaScript',
      async () => [{ bytes: await makePdf({ javaScript: 'openAction' }), name: 'a.pdf' }],
      fields,
      422,
      DOCUMENT_ERROR_CODES.pdfJavaScript,
    ],
    [
      'two files',
      async () => [
        { bytes: await makePdf(), name: 'a.pdf' },
        { bytes: await makePdf(), name: 'b.pdf' },
      ],
      fields,
      400,
      DOCUMENT_ERROR_CODES.tooManyFiles,
    ],
    ['no file', async () => [], fields, 400, DOCUMENT_ERROR_CODES.noFile],
    [
      'a file in another field',
      async () => [{ bytes: await makePdf(), name: 'a.pdf', field: 'document' }],
      fields,
      400,
      DOCUMENT_ERROR_CODES.noFile,
    ],
    [
      'a certificate of another protocol',
      async () => [{ bytes: await makePdf(), name: 'a.pdf' }],
      { ...fields, certificateId: otherCertificateId },
      400,
      DOCUMENT_ERROR_CODES.certificateNotInProtocol,
    ],
    [
      'a kind that does not exist',
      async () => [{ bytes: await makePdf(), name: 'a.pdf' }],
      { ...fields, kind: 'SELFIE' },
      400,
      ERROR_CODES.validation,
    ],
    [
      'a file over the limit',
      async () => [{ bytes: Buffer.alloc(MAX_BYTES + 1, 0x25), name: 'a.pdf' }],
      fields,
      413,
      DOCUMENT_ERROR_CODES.tooLarge,
    ],
  ];

  it.each(cases)('%s', async (_label, files, body, status, code) => {
    const answer = await upload(service.uploadUrl, body, await files());
    expect({ status: answer.status, code: answer.body?.code }).toEqual({ status, code });
    expect(await service.stored()).toEqual(nothingStored);
  });

  it('a body that is not multipart (415)', async () => {
    const response = await fetch(service.uploadUrl, {
      method: 'POST',
      headers: { ...authHeaders(), 'content-type': 'application/pdf' },
      body: new Uint8Array(await makePdf()),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe(ERROR_CODES.unsupportedMediaType);
    expect(await service.stored()).toEqual(nothingStored);
  });
});

type RawUpload = { status?: number; body?: { code?: string }; sentFileBytes: number };

/**
 * A multipart upload written by hand, chunk after chunk and only as fast as the server reads, up to `fileBytes`
 * of file: it stops writing as soon as an answer arrives (or after `interruptAfter` bytes, by dropping the
 * connection), so the test sees how much of the body the server had read when it answered.
 */
function rawUpload({
  fileBytes,
  contentLength,
  interruptAfter,
}: {
  fileBytes: number;
  contentLength?: number;
  interruptAfter?: number;
}): Promise<RawUpload> {
  const boundary = `----linhagem${randomUUID()}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${part('protocolId', protocolId)}${part('kind', 'OTHER')}--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
  );
  const chunk = Buffer.alloc(16 * 1024, 0x25);
  const headers: Record<string, string> = {
    ...authHeaders(),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (contentLength !== undefined) headers['content-length'] = String(contentLength);
  return new Promise((resolve, reject) => {
    const request = http.request(service.uploadUrl, { method: 'POST', headers });
    let sentFileBytes = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        resolve({
          status: response.statusCode,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          sentFileBytes,
        });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered && interruptAfter === undefined) reject(error);
    });
    request.write(head);
    const pump = () => {
      while (!answered && sentFileBytes < fileBytes) {
        if (interruptAfter !== undefined && sentFileBytes >= interruptAfter) {
          request.destroy();
          resolve({ sentFileBytes });
          return;
        }
        sentFileBytes += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('the size limit while the body streams', () => {
  it('answers 413 before the rest of a long body is read, and keeps nothing of it', async () => {
    const fileBytes = 64 * MAX_BYTES;
    const answer = await rawUpload({ fileBytes });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: DOCUMENT_ERROR_CODES.tooLarge,
      details: { maxBytes: MAX_BYTES },
    });
    // the answer came while most of the file was still unsent (the box reads and drops at most its limit more,
    // the loopback's buffers take some megabytes besides)
    expect(answer.sentFileBytes).toBeLessThan(fileBytes / 2);
    await expectNothingStoredSoon();
  });

  it('refuses a body announced larger than the limit before reading it', async () => {
    const answer = await rawUpload({ fileBytes: 4 * MAX_BYTES, contentLength: 4 * MAX_BYTES + 1000 });
    expect(answer.status).toBe(413);
    expect(answer.body?.code).toBe(DOCUMENT_ERROR_CODES.tooLarge);
    expect(await service.stored()).toEqual(nothingStored);
  });

  it('keeps nothing of an upload the sender drops half-way', async () => {
    await rawUpload({ fileBytes: MAX_BYTES, interruptAfter: MAX_BYTES / 2 });
    await expectNothingStoredSoon();
  });
});
