import { DOCUMENT_API, REQUEST_TIMEOUT_MS, UPLOAD_ANSWER_TIMEOUT_MS } from '@linhagem/contracts';
import { loadConfig } from '../config';
import { startStack, type Stack } from '../../test/support';

// docs/adr-documents.md "Bounded file work": an upload's file is read once it has arrived, maybe after others
// queued before it; the BFF waits for that answer longer than for any other call, so the service's own refusal
// reaches the browser, never a 504 of the BFF's. Here the waits are short: 500 ms for a call, 2.5 s for an upload.
let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack({ upstreamTimeoutMs: 500, uploadAnswerTimeoutMs: 2500 });
  await stack.createUser('u.normal', 'NORMAL');
  cookie = (await stack.login('u.normal')).cookie;
}, 30_000);
afterAll(() => stack.close());
afterEach(() => Object.assign(stack.echoes.documents.progress, { answerDelayMs: 0 }));

const upload = async (path = DOCUMENT_API.collection) => {
  const form = new FormData();
  form.append('protocolId', '0123456789abcdef01234567');
  form.append('file', new Blob([new Uint8Array(64 * 1024)], { type: 'application/pdf' }), 'scan.pdf');
  const started = performance.now();
  const response = await fetch(stack.url + path, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: performance.now() - started };
};

describe("the BFF's wait for an upload's answer", () => {
  it('is the upload wait by default, above the 15 s of every other call', () => {
    const config = loadConfig({}, { jwtSecret: 'x' });
    expect(config.uploadAnswerTimeoutMs).toBe(UPLOAD_ANSWER_TIMEOUT_MS);
    expect(config.upstreamTimeoutMs).toBe(REQUEST_TIMEOUT_MS);
    expect(UPLOAD_ANSWER_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  });

  it("relays an upload's answer that comes after a call's wait, within the upload's", async () => {
    stack.echoes.documents.progress.answerDelayMs = 1200;
    const answer = await upload();
    expect([answer.status, answer.body.service]).toEqual([201, 'documents']);
    expect(answer.ms).toBeGreaterThan(1200);
  });

  it("still answers 504 UPSTREAM_TIMEOUT past the upload's wait", async () => {
    stack.echoes.documents.progress.answerDelayMs = 4000;
    const answer = await upload();
    expect([answer.status, answer.body.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
    expect(answer.ms).toBeGreaterThanOrEqual(2400);
    expect(answer.ms).toBeLessThan(4000);
  });

  it("keeps a call's own wait for every other route", async () => {
    const slow = await stack.request('GET', '/api/document/slow', { cookie });
    expect([slow.status, slow.body.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
  });
});
