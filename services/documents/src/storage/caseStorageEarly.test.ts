import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { DOCUMENT_API, DOCUMENT_ERROR_CODES, ERROR_CODES, PUBLIC_DOCUMENT_API } from '@linhagem/contracts';
import {
  authHeaders,
  startDocumentsApiTestService,
  uploadAs,
  type DocumentsApiTestService,
} from '../../test/support';

// docs/adr-documents.md "Storage per case": a request that names its case before its body (the portal's path, a
// staff upload's `?protocolId=`) is refused before that body is read when the case is full
const LIMIT = 200_000;
const BOUNDARY = '----linhagem-early-boundary';

let service: DocumentsApiTestService;
beforeAll(async () => {
  service = await startDocumentsApiTestService({ caseLimitBytes: LIMIT });
});
afterAll(() => service.close());

const noisyPng = (bytes: number) => {
  const width = 100;
  const height = Math.max(1, Math.round(bytes / (width * 3)));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
const staffUpload = (protocolId: string, bytes: Buffer, query = '', field = protocolId) =>
  uploadAs(`${service.url}${DOCUMENT_API.collection}${query}`, { protocolId: field, kind: 'OTHER' }, [
    { bytes, name: 'scan.png', type: 'image/png' },
  ]);

type Early = { status: number; body: Record<string, unknown> };

/**
 * An upload whose body starts (the fields, the file's part and its first 64 KB) and then waits: the answer that
 * arrives meanwhile came before the body was read. The request is dropped once answered.
 */
function uploadThatWaits(
  path: string,
  headers: Record<string, string>,
  protocolId: string,
  waitMs = 10_000,
): Promise<Early> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${service.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="protocolId"\r\n\r\n${protocolId}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nOTHER\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    const first = Buffer.concat([head, randomBytes(64 * 1024)]);
    const waited = setTimeout(() => {
      request.destroy();
      reject(new Error('no answer while the body waited'));
    }, waitMs);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        clearTimeout(waited);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
        });
      });
    });
    request.once('error', (error) => (clearTimeout(waited), reject(error)));
    // chunked, never ended: the rest of the body would follow
    request.write(first);
  });
}

describe('a full case is refused before the body is read', () => {
  it('for a staff upload naming its protocol in the query, which the form must agree with', async () => {
    const family = await service.caseWithCertificates('Fábio Lotado');
    const other = await service.caseWithCertificates('Gina Vizinha');
    expect((await staffUpload(family.id, await noisyPng(LIMIT - 2_000))).status).toBe(201);
    const before = await service.stored();

    const refused = await uploadThatWaits(
      `${DOCUMENT_API.collection}?protocolId=${family.id}`,
      authHeaders(),
      family.id,
    );
    expect([refused.status, refused.body.code]).toEqual([413, DOCUMENT_ERROR_CODES.caseStorageFull]);
    expect(refused.body.details).toMatchObject({ limitBytes: LIMIT });

    // the same through the usual form-only shape still works, refused once read
    const small = await noisyPng(5_000);
    expect((await staffUpload(family.id, small)).body.code).toBe(DOCUMENT_ERROR_CODES.caseStorageFull);
    // a case with room takes the query's upload; a form naming another case than the query is refused
    expect((await staffUpload(other.id, small, `?protocolId=${other.id}`)).status).toBe(201);
    const mismatch = await staffUpload(other.id, small, `?protocolId=${other.id}`, family.id);
    expect([mismatch.status, mismatch.body.code]).toEqual([400, ERROR_CODES.validation]);
    const malformed = await staffUpload(other.id, small, '?protocolId=nope');
    expect(malformed.status).toBe(400);
    expect(await service.stored()).toMatchObject({ documents: before.documents + 1 });
  });

  it('for a family upload, whose path names its protocol', async () => {
    const family = await service.caseWithCertificates('Hugo Cheio');
    await service.requestFromFamily(family.birth);
    expect((await staffUpload(family.id, await noisyPng(LIMIT - 2_000))).status).toBe(201);
    const refused = await uploadThatWaits(
      PUBLIC_DOCUMENT_API.documents(family.id, family.accessCode),
      { 'x-forwarded-for': '10.9.1.1' },
      family.id,
    );
    expect([refused.status, refused.body.code]).toEqual([413, DOCUMENT_ERROR_CODES.caseStorageFull]);
  });

  it('but a staff upload without the query waits for its body, as before', async () => {
    const family = await service.caseWithCertificates('Iara Antiga');
    expect((await staffUpload(family.id, await noisyPng(LIMIT - 2_000))).status).toBe(201);
    await expect(uploadThatWaits(DOCUMENT_API.collection, authHeaders(), family.id, 1_500)).rejects.toThrow(
      'no answer while the body waited',
    );
    // and refused once read
    const read = await staffUpload(family.id, await noisyPng(5_000));
    expect(read.body.code).toBe(DOCUMENT_ERROR_CODES.caseStorageFull);
  });
});
