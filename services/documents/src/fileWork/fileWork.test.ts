import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DOCUMENT_API, DOCUMENT_ERROR_CODES } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { makeHeavyDrawingPdf, makeHugeImagePdf, makeInflateBomb } from '../../test/bombs';
import { makePdf } from '../../test/files';
import {
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';

// a short time limit keeps the test short; the box's default is 15 s
process.env.DOCUMENT_WORK_TIMEOUT_MS = '4000';
jest.setTimeout(120_000);

let service: DocumentsApiTestService;
let family: CaseWithCertificates;
beforeAll(async () => {
  service = await startDocumentsApiTestService();
  family = await service.caseWithCertificates('Ana Bomba');
});
afterAll(() => service.close());

const send = (bytes: Buffer, name = 'certidão.pdf') =>
  uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: family.id, certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
    [{ bytes, name, type: 'application/pdf' }],
  );
const listDocuments = () =>
  requestJson(`${service.url}${DOCUMENT_API.pagination}`, {
    method: 'POST',
    headers: callerHeaders('LIMITED'),
    body: { protocolId: family.id },
  });

describe('files that cost more to read than to send', () => {
  it.each([
    ['a 300 KB page inflating to 400 MB', () => makeInflateBomb(400), 'inflated streams'],
    ['a 12000 × 12000 image', makeHugeImagePdf, 'image pixels'],
    ['a page of three million strokes', () => makeHeavyDrawingPdf(3_000_000), 'time or memory'],
  ])('refuses %s with document.too-complex and stores nothing', async (_, make, limit) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await service.stored();
    const answer = await send(bomb);
    expect(answer).toMatchObject({
      status: 422,
      body: { code: DOCUMENT_ERROR_CODES.tooComplex, details: { limit } },
    });
    expect(await service.stored()).toEqual(before);
  });

  it('keeps other requests fast while five bombs are read, and reads a good file after them', async () => {
    const bombs = [
      await makeInflateBomb(400),
      await makeHugeImagePdf(),
      await makeHeavyDrawingPdf(3_000_000),
      await makeInflateBomb(300),
      await makeHeavyDrawingPdf(3_000_000),
    ];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let reading = true;
    const uploads = Promise.all(bombs.map((bomb) => send(bomb))).finally(() => (reading = false));
    const latencies: number[] = [];
    while (reading) {
      const started = performance.now();
      expect((await listDocuments()).status).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    delay.disable();
    const answers = await uploads;
    // a bomb past the queue's bound would be 503: every one here is read and refused
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(5).fill(DOCUMENT_ERROR_CODES.tooComplex));
    latencies.sort((a, b) => a - b);
    expect(latencies.length).toBeGreaterThan(5);
    expect(latencies[Math.floor(latencies.length * 0.95)]).toBeLessThan(1000);
    // the event loop never waited for a file: what blocks it is a request's own work, not a bomb's
    expect(delay.max / 1e6).toBeLessThan(500);
    expect((await send(await makePdf())).status).toBe(201);
  });
});
