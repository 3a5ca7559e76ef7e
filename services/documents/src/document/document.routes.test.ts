import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Types } from 'mongoose';
import { DOCUMENT_API, DOCUMENT_ERROR_CODES, ERROR_CODES, type UserLevel } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { connectDatabase } from '@linhagem/service-kit';
import { listenForTest } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import {
  makeEncryptedPdf,
  makeHeicHeader,
  makeJpeg,
  makePdf,
  makePng,
  makeText,
  makeWebp,
} from '../../test/files';
import {
  authHeaders,
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';

const MAX_BYTES = 256 * 1024;
let service: DocumentsApiTestService;
let family: CaseWithCertificates;
const unknownId = () => new Types.ObjectId().toHexString();

beforeAll(async () => {
  service = await startDocumentsApiTestService({ maxBytes: MAX_BYTES });
  family = await service.caseWithCertificates('Ana Staff');
});
afterAll(() => service.close());

const uploadUrl = () => `${service.url}${DOCUMENT_API.collection}`;
const uploadPdf = async (fields: Record<string, string>, level: UserLevel = 'NORMAL') =>
  uploadAs(
    uploadUrl(),
    fields,
    [{ bytes: await makePdf(), name: 'certidão.pdf', type: 'application/pdf' }],
    authHeaders(level),
  );
const call = async (method: string, path: string, body?: unknown, level: UserLevel | null = 'NORMAL') => {
  const headers = level ? callerHeaders(level) : { 'content-type': 'application/json' };
  return requestJson(`${service.url}${path}`, { method, headers, body });
};
const raw = (path: string, level: UserLevel | null = 'NORMAL') =>
  fetch(`${service.url}${path}`, { headers: level ? authHeaders(level) : {} });

describe('a staff upload', () => {
  it('stores the file on its certificate and serves it back', async () => {
    const pdf = await makePdf();
    const sent = await uploadAs(
      uploadUrl(),
      { protocolId: family.id, certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
      [{ bytes: pdf, name: 'certidão de nascimento.pdf', type: 'application/pdf' }],
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      protocolId: family.id,
      certificateId: family.birth,
      kind: 'ORIGINAL_SCAN',
      fileName: 'certidão de nascimento.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      pageCount: 1,
      sentBy: { kind: 'STAFF', userId: 'test-normal', name: 'Test NORMAL' },
      status: 'PENDING_REVIEW',
      version: 1,
      current: true,
    });
    const id = sent.body.id;
    expect((await call('GET', DOCUMENT_API.item(id), undefined, 'LIMITED')).body).toEqual(sent.body);

    const content = await raw(DOCUMENT_API.content(id), 'LIMITED');
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.headers.get('content-length')).toBe(String(pdf.length));
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(content.headers.get('content-disposition')).toBe(
      `attachment; filename="certid_o de nascimento.pdf"; filename*=UTF-8''certid%C3%A3o%20de%20nascimento.pdf`,
    );
    expect(Buffer.from(await content.arrayBuffer()).equals(pdf)).toBe(true);
    const inline = await raw(DOCUMENT_API.content(id, true));
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);

    const thumbnail = await raw(DOCUMENT_API.thumbnail(id), 'LIMITED');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await thumbnail.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it.each([
    ['a JPEG', makeJpeg, 'image/jpeg'],
    ['a PNG', makePng, 'image/png'],
    ['a WebP', makeWebp, 'image/webp'],
  ])('takes %s of the whole case, typed from its bytes', async (_label, make, type) => {
    const sent = await uploadAs(uploadUrl(), { protocolId: family.id, certificateId: '', kind: 'OTHER' }, [
      { bytes: await make(), name: 'photo', type: 'application/octet-stream' },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.contentType).toBe(type);
    expect(sent.body.certificateId).toBeUndefined();
    const content = await raw(DOCUMENT_API.content(sent.body.id));
    expect(content.headers.get('content-type')).toBe(type);
  });

  it('takes the next version of a certificate and kind; earlier versions stay listed', async () => {
    const own = await service.caseWithCertificates('Vera Versions');
    const fields = { protocolId: own.id, certificateId: own.wedding, kind: 'TRANSLATION' };
    const first = await uploadPdf(fields);
    const second = await uploadPdf(fields);
    expect([first.body.version, second.body.version]).toEqual([1, 2]);
    const listed = await call(
      'POST',
      `${DOCUMENT_API.pagination}?sort=version,asc`,
      { certificateId: own.wedding },
      'LIMITED',
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalElements: 2, page: 1, size: 10 });
    expect(
      listed.body.content.map((d: { version: number; current: boolean }) => [d.version, d.current]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    const byProtocol = await call('POST', DOCUMENT_API.pagination, { protocolId: own.id });
    expect(byProtocol.body.totalElements).toBe(2);
    expect((await call('POST', `${DOCUMENT_API.pagination}?sort=sha256`, {})).status).toBe(400);
  });
});

describe('a file refused', () => {
  let empty: CaseWithCertificates;
  beforeAll(async () => {
    empty = await service.caseWithCertificates('Rita Refused');
  });
  const fields = () => ({ protocolId: empty.id, certificateId: empty.birth, kind: 'ORIGINAL_SCAN' });
  const cases: Array<[string, () => Promise<Parameters<typeof uploadAs>[2]>, number, string]> = [
    [
      'a text file named .pdf (415)',
      async () => [{ bytes: makeText(), name: 'a.pdf', type: 'application/pdf' }],
      415,
      DOCUMENT_ERROR_CODES.unsupportedType,
    ],
    [
      'a HEIC photo (415)',
      async () => [{ bytes: makeHeicHeader(), name: 'IMG.heic' }],
      415,
      DOCUMENT_ERROR_CODES.unsupportedType,
    ],
    [
      'a type that lies (415)',
      async () => [{ bytes: await makePdf(), name: 'a.png', type: 'image/png' }],
      415,
      DOCUMENT_ERROR_CODES.typeMismatch,
    ],
    [
      'an encrypted PDF (422)',
      async () => [{ bytes: await makeEncryptedPdf(), name: 'a.pdf' }],
      422,
      DOCUMENT_ERROR_CODES.pdfEncrypted,
    ],
    [
      'a PDF with JavaScript (422)',
      async () => [{ bytes: await makePdf({ javaScript: 'openAction' }), name: 'a.pdf' }],
      422,
      DOCUMENT_ERROR_CODES.pdfJavaScript,
    ],
    [
      'an empty file (400)',
      async () => [{ bytes: Buffer.alloc(0), name: 'a.pdf' }],
      400,
      DOCUMENT_ERROR_CODES.empty,
    ],
    [
      'two files (400)',
      async () => [
        { bytes: await makePdf(), name: 'a.pdf' },
        { bytes: await makePdf(), name: 'b.pdf' },
      ],
      400,
      DOCUMENT_ERROR_CODES.tooManyFiles,
    ],
    ['no file (400)', async () => [], 400, DOCUMENT_ERROR_CODES.noFile],
    [
      'a file over the limit (413)',
      async () => [{ bytes: Buffer.alloc(MAX_BYTES + 1, 0x25), name: 'a.pdf' }],
      413,
      DOCUMENT_ERROR_CODES.tooLarge,
    ],
  ];

  it.each(cases)('%s, keeping nothing', async (_label, files, status, code) => {
    const before = await service.stored();
    const answer = await uploadAs(uploadUrl(), fields(), await files());
    expect({ status: answer.status, code: answer.body?.code }).toEqual({ status, code });
    expect(await service.stored()).toEqual(before);
  });

  it('answers 413 before the rest of a long body is read', async () => {
    const before = await service.stored();
    const answer = await rawUpload(uploadUrl(), fields(), 64 * MAX_BYTES);
    expect(answer.status).toBe(413);
    expect(answer.sentFileBytes).toBeLessThan(16 * MAX_BYTES);
    await waitFor(async () => expect(await service.stored()).toEqual(before));
  });

  it('refuses a target protocols refuses, with its code, keeping nothing', async () => {
    const other = await service.caseWithCertificates('Otto Other');
    const budget = await service.protocols.createCase('budget', ['Bia Budget']);
    const before = await service.stored();
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ protocolId: unknownId(), kind: 'OTHER' }, 404, ERROR_CODES.notFound],
      [{ protocolId: budget.id, kind: 'OTHER' }, 409, DOCUMENT_ERROR_CODES.budget],
      [{ ...fields(), certificateId: other.birth }, 400, DOCUMENT_ERROR_CODES.certificateNotInProtocol],
      [{ ...fields(), certificateId: unknownId() }, 400, DOCUMENT_ERROR_CODES.certificateNotInProtocol],
      [{ ...fields(), certificateId: empty.personId }, 400, DOCUMENT_ERROR_CODES.certificateNotInProtocol],
      [{ ...fields(), kind: 'SELFIE' }, 400, ERROR_CODES.validation],
      [{ ...fields(), protocolId: 'not-an-id' }, 400, ERROR_CODES.validation],
      [{ ...fields(), $where: '1' }, 400, ERROR_CODES.validation],
      [{ kind: 'OTHER' }, 400, ERROR_CODES.validation],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await uploadPdf(body);
      expect([body, answer.status, answer.body?.code]).toEqual([body, status, code]);
    }
    expect(await service.stored()).toEqual(before);
  });

  it('answers 503 when protocols cannot be asked, keeping nothing', async () => {
    const database = await connectDatabase(
      `documents-down-${randomUUID().slice(0, 8)}`,
      service.database.uri,
    );
    const down = await listenForTest(buildApp(database, { protocolsUrl: 'http://127.0.0.1:9' }));
    try {
      const answer = await uploadAs(`${down.url}${DOCUMENT_API.collection}`, fields(), [
        { bytes: await makePdf(), name: 'a.pdf' },
      ]);
      expect(answer).toMatchObject({ status: 503, body: { code: 'protocols.unavailable' } });
      expect(await database.connection.db!.collection('documentFiles.files').countDocuments()).toBe(0);
    } finally {
      await down.close();
      await database.close();
    }
  });
});

describe('levels', () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await uploadPdf({ protocolId: family.id, certificateId: family.wedding, kind: 'APOSTILLE_ORIGINAL' })
    ).body.id;
  });

  it('lets LIMITED read every document route', async () => {
    expect((await call('GET', DOCUMENT_API.item(id), undefined, 'LIMITED')).status).toBe(200);
    expect((await raw(DOCUMENT_API.content(id), 'LIMITED')).status).toBe(200);
    expect((await raw(DOCUMENT_API.thumbnail(id), 'LIMITED')).status).toBe(200);
    expect((await call('POST', DOCUMENT_API.pagination, { protocolId: family.id }, 'LIMITED')).status).toBe(
      200,
    );
    expect((await call('POST', DOCUMENT_API.audit, { documentId: id }, 'LIMITED')).status).toBe(200);
  });

  it('keeps LIMITED from uploading, reviewing and deleting', async () => {
    const before = await service.stored();
    const upload = await uploadPdf({ protocolId: family.id, kind: 'OTHER' }, 'LIMITED');
    expect(upload.status).toBe(403);
    expect(await service.stored()).toEqual(before);
    expect((await call('POST', DOCUMENT_API.review(id), { decision: 'ACCEPTED' }, 'LIMITED')).status).toBe(
      403,
    );
    expect((await call('DELETE', DOCUMENT_API.item(id), undefined, 'LIMITED')).status).toBe(403);
    expect((await call('GET', DOCUMENT_API.item(id), undefined, 'LIMITED')).body.status).toBe(
      'PENDING_REVIEW',
    );
  });

  it('answers 401 to every route without a token', async () => {
    const upload = await uploadAs(
      uploadUrl(),
      { protocolId: family.id, kind: 'OTHER' },
      [{ bytes: await makePdf(), name: 'a.pdf' }],
      {},
    );
    expect(upload.status).toBe(401);
    for (const [method, path, body] of [
      ['GET', DOCUMENT_API.item(id)],
      ['GET', DOCUMENT_API.content(id)],
      ['GET', DOCUMENT_API.thumbnail(id)],
      ['POST', DOCUMENT_API.pagination, {}],
      ['POST', DOCUMENT_API.audit, {}],
      ['POST', DOCUMENT_API.review(id), { decision: 'ACCEPTED' }],
      ['DELETE', DOCUMENT_API.item(id)],
    ] as const)
      expect([path, (await call(method, path, body, null)).status]).toEqual([path, 401]);
  });
});

describe('review and soft delete', () => {
  it('accepts, sends back with a reason, and keeps every review in the audit', async () => {
    const id = (await uploadPdf({ protocolId: family.id, certificateId: family.birth, kind: 'TRANSLATION' }))
      .body.id;
    const noReason = await call('POST', DOCUMENT_API.review(id), { decision: 'REJECTED' });
    expect(noReason.status).toBe(400);
    const rejected = await call('POST', DOCUMENT_API.review(id), { decision: 'REJECTED', reason: 'Blurred' });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      reviewReason: 'Blurred',
      reviewedBy: { userId: 'test-normal', name: 'Test NORMAL' },
    });
    const accepted = await call('POST', DOCUMENT_API.review(id), { decision: 'ACCEPTED' });
    expect(accepted.body.status).toBe('ACCEPTED');
    expect(accepted.body.reviewReason).toBeUndefined();
    const audit = await call('POST', DOCUMENT_API.audit, { documentId: id });
    expect(audit.body.content.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['CREATE', 'UPDATE']),
    );
  });

  it('deletes softly: gone from reads and lists, the earlier version current again, kept in the audit', async () => {
    const own = await service.caseWithCertificates('Dora Delete');
    const fields = { protocolId: own.id, certificateId: own.birth, kind: 'ORIGINAL_SCAN' };
    const first = (await uploadPdf(fields)).body.id;
    const second = (await uploadPdf(fields)).body.id;
    expect((await call('DELETE', DOCUMENT_API.item(second))).status).toBe(204);
    expect((await call('GET', DOCUMENT_API.item(second))).status).toBe(404);
    expect((await raw(DOCUMENT_API.content(second))).status).toBe(404);
    expect((await call('DELETE', DOCUMENT_API.item(second))).status).toBe(404);
    const listed = await call('POST', DOCUMENT_API.pagination, { protocolId: own.id });
    expect(listed.body.content.map((d: { id: string; current: boolean }) => [d.id, d.current])).toEqual([
      [first, true],
    ]);
    const audit = await call('POST', DOCUMENT_API.audit, { protocolId: own.id });
    const deleted = audit.body.content.filter((entry: { action: string }) => entry.action === 'DELETE');
    expect(deleted).toEqual([expect.objectContaining({ entityId: second })]);
  });
});

describe("another case's ids", () => {
  it('answers 404 for a document id that is unknown, through every route', async () => {
    const id = unknownId();
    expect((await call('GET', DOCUMENT_API.item(id))).status).toBe(404);
    expect((await raw(DOCUMENT_API.content(id))).status).toBe(404);
    expect((await raw(DOCUMENT_API.thumbnail(id))).status).toBe(404);
    expect((await call('POST', DOCUMENT_API.review(id), { decision: 'ACCEPTED' })).status).toBe(404);
    expect((await call('DELETE', DOCUMENT_API.item(id))).status).toBe(404);
    expect((await call('GET', DOCUMENT_API.item('not-an-id'))).status).toBe(400);
  });

  it("lists and audits only the case asked for, never mixing another case's documents", async () => {
    const mine = await service.caseWithCertificates('Mia Mine');
    const theirs = await service.caseWithCertificates('Theo Theirs');
    const my = (await uploadPdf({ protocolId: mine.id, certificateId: mine.birth, kind: 'OTHER' })).body.id;
    const their = (await uploadPdf({ protocolId: theirs.id, certificateId: theirs.birth, kind: 'OTHER' }))
      .body.id;
    const listed = await call('POST', DOCUMENT_API.pagination, { protocolId: mine.id });
    expect(listed.body.content.map((d: { id: string }) => d.id)).toEqual([my]);
    const crossed = await call('POST', DOCUMENT_API.pagination, {
      protocolId: mine.id,
      certificateId: theirs.birth,
    });
    expect(crossed.body.totalElements).toBe(0);
    const audit = await call('POST', DOCUMENT_API.audit, { documentId: their, protocolId: mine.id });
    expect(audit.body.totalElements).toBe(0);
  });
});

describe('operators in a JSON body', () => {
  it('answers 400, never a 500', async () => {
    const id = (await uploadPdf({ protocolId: family.id, kind: 'OTHER' })).body.id;
    const attempts: Array<[string, string, unknown]> = [
      ['POST', DOCUMENT_API.pagination, { protocolId: { $ne: null } }],
      ['POST', DOCUMENT_API.pagination, { $where: 'sleep(1000)' }],
      ['POST', `${DOCUMENT_API.pagination}?sort[$ne]=x`, {}],
      ['POST', DOCUMENT_API.audit, { documentId: { $gt: '' } }],
      ['POST', DOCUMENT_API.audit, { userName: { $regex: '.*' } }],
      ['POST', DOCUMENT_API.review(id), { decision: { $in: ['ACCEPTED'] } }],
      ['POST', DOCUMENT_API.review(id), { decision: 'ACCEPTED', 'reviewedBy.name': 'x' }],
      ['POST', DOCUMENT_API.pagination, '{"protocolId": '],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(method, path, body);
      expect([path, body, answer.status]).toEqual([path, body, 400]);
    }
  });
});

async function waitFor(check: () => Promise<void>, attempts = 40) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A multipart upload written chunk by chunk, stopping as soon as an answer arrives. */
function rawUpload(url: string, fields: Record<string, string>, fileBytes: number) {
  const boundary = `----linhagem${randomUUID()}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => part(name, value))
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const chunk = Buffer.alloc(16 * 1024, 0x25);
  const headers = { ...authHeaders(), 'content-type': `multipart/form-data; boundary=${boundary}` };
  return new Promise<{ status?: number; sentFileBytes: number }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers });
    let sentFileBytes = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode, sentFileBytes });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    const pump = () => {
      while (!answered && sentFileBytes < fileBytes) {
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
