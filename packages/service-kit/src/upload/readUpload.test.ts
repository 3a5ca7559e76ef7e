import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { createService } from '../createService';
import { readUpload } from './readUpload';

const MAX = 64 * 1024;
let server: http.Server;
let port: number;

beforeAll(async () => {
  const router = new Router();
  router.post('/upload', async (ctx) => {
    const { fields, file } = await readUpload(ctx, {
      maxBytes: MAX,
      allowedTypes: ['image/png', 'text/plain'],
    });
    ctx.body = { fields, fileName: file.fileName, size: file.size };
  });
  router.post('/any', async (ctx) => {
    const { file } = await readUpload(ctx, { maxBytes: MAX });
    ctx.body = { fileName: file.fileName, size: file.size };
  });
  server = http.createServer(createService({ name: 'upload-test', routers: [router] }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const boundary = 'xYzBoundary42';
/** A multipart body written by hand, as a browser sends a name with control characters: as it is. */
const body = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nola\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

type Answer = { status?: number; json: Record<string, unknown>; socket: unknown };
/** POSTs `bytes` with node's http client on `agent`, writing in 16 KB pieces; the answer and its socket. */
function post(path: string, bytes: Buffer, agent: http.Agent, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bytes.length),
        ...headers,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          json: JSON.parse(Buffer.concat(chunks).toString()),
          socket: request.socket,
        }),
      );
    });
    request.on('error', reject);
    for (let at = 0; at < bytes.length; at += 16 * 1024) request.write(bytes.subarray(at, at + 16 * 1024));
    request.end();
  });
}

describe('one upload reader', () => {
  it('accepts a file whose name holds control characters, its name cleaned', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const answer = await post('/any', body('re\u0001ci\u0007bo\u001b.txt', Buffer.from('recibo')), agent);
    expect(answer).toMatchObject({ status: 200, json: { fileName: 'recibo.txt', size: 6 } });
    agent.destroy();
  });

  it('answers 413 over the limit and keeps the connection: the next request rides the same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const over = await post('/any', body('grande.txt', Buffer.alloc(MAX + 20_000, 0x61)), agent);
    expect(over).toMatchObject({ status: 413 });
    const next = await post('/any', body('pequeno.txt', Buffer.from('ok')), agent);
    expect(next).toMatchObject({ status: 200, json: { fileName: 'pequeno.txt' } });
    expect(next.socket).toBe(over.socket);
    agent.destroy();
  });

  it('answers 413 to a file half again over the limit without a reset: the rest of the body is read and dropped', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const over = await post('/any', body('grande.txt', Buffer.alloc(MAX + MAX / 2, 0x61)), agent);
    expect(over).toMatchObject({ status: 413 });
    const next = await post('/any', body('ok.txt', Buffer.from('ok')), agent);
    expect(next.status).toBe(200);
    expect(next.socket).toBe(over.socket);
    agent.destroy();
  });

  it('refuses a type the bytes belie, whatever the name', async () => {
    const agent = new http.Agent();
    const answer = await post('/upload', body('foto.png', Buffer.from('%PDF-1.7\n%%EOF\n')), agent);
    expect(answer).toMatchObject({ status: 415 });
  });
});
