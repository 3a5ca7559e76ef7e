import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { DOCUMENT_API, MAX_DOCUMENT_BYTES, PUBLIC_DOCUMENT_API, READING_API } from '@linhagem/contracts';
import { MULTIPART_ALLOWANCE_BYTES } from '../routes/guardTable';
import {
  DOCUMENT_BYTES,
  DOCUMENT_DISPOSITION,
  THUMBNAIL_BYTES,
  startStack,
  type Stack,
} from '../../test/support';

// docs/adr-documents.md, docs/adr-auth-and-gateway.md "Proxy": the families `document` and `public-document`
// through the BFF to services/documents (the documents echo of test/support.ts)
let stack: Stack;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  stack = await startStack();
  for (const [userName, level] of [
    ['d.normal', 'NORMAL'],
    ['d.limited', 'LIMITED'],
  ] as const) {
    await stack.createUser(userName, level);
    cookies[level] = (await stack.login(userName)).cookie;
  }
}, 30_000);
afterAll(() => stack.close());
afterEach(() =>
  Object.assign(stack.echoes.documents.progress, {
    pauseEveryBytes: 0,
    pauseMs: 0,
    refuseAfterBytes: undefined,
  }),
);

const MB = 1024 * 1024;
const BOUNDARY = '----linhagem-test-boundary';
const PROTOCOL = '0123456789abcdef01234567';
const CODE = 'ABCD2345';

/**
 * A multipart/form-data body as a browser's FormData sends it, one `file` part of `fileBytes` made as it is read
 * (1 MB of noise with a counter, so no block repeats); `produced` counts what the client has handed to the socket.
 */
function multipart(fileBytes: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="protocolId"\r\n\r\n${PROTOCOL}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nCERTIFICATE_SCAN\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const noise = randomBytes(MB);
  const hash = createHash('sha256');
  const state = { produced: 0, length: head.length + fileBytes + tail.length, sha256: '' };
  function* parts() {
    yield head;
    for (let sent = 0, n = 0; sent < fileBytes; n++) {
      const chunk = Buffer.from(noise.subarray(0, Math.min(64 * 1024, fileBytes - sent)));
      chunk.writeUInt32BE(n, 0);
      sent += chunk.length;
      yield chunk;
    }
    yield tail;
  }
  const body = Readable.from(
    (function* () {
      for (const part of parts()) {
        hash.update(part);
        state.produced += part.length;
        yield part;
      }
      state.sha256 = hash.digest('hex');
    })(),
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
  return { body, state };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Sends `body` (a stream: with Content-Length when given, else chunked) and reads the whole answer. */
function send(
  path: string,
  body: Readable | undefined,
  {
    cookie,
    headers = {},
    base = stack.url,
  }: { cookie?: string; headers?: Record<string, string | number>; base?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie && { cookie }),
        ...headers,
      },
    });
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.once('error', reject);
    });
    // the BFF may answer and close before the whole body is sent: the answer is what counts
    request.once('error', (error) => setTimeout(() => reject(error), 200));
    if (body) body.pipe(request);
    else request.end();
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;
const documentHits = () => stack.echoes.documents.hits.length;

async function getBytes(path: string, cookie?: string) {
  const response = await fetch(stack.url + path, { headers: cookie ? { cookie } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('uploads stream through the BFF untouched', () => {
  /** Uploads 20 MB to `base` while the service reads slowly; answers the answer and how far the client got ahead. */
  async function slowUpload(base: string, headers: Record<string, string>) {
    const progress = stack.echoes.documents.progress;
    // the service reads 1 MB, then waits 100 ms: about 10 MB/s, while the client could send far faster
    Object.assign(progress, { pauseEveryBytes: MB, pauseMs: 100 });
    const { body, state } = multipart(20 * MB);
    let ahead = 0;
    const sampler = setInterval(() => {
      ahead = Math.max(ahead, state.produced - progress.received);
    }, 5);
    const answer = await send(DOCUMENT_API.collection, body, {
      base,
      headers: { ...headers, 'content-length': state.length },
    }).finally(() => clearInterval(sampler));
    return { answer, state, ahead };
  }

  it('a 20 MB multipart upload reaches the service byte for byte, at the pace the service reads it', async () => {
    const { answer, state, ahead } = await slowUpload(stack.url, { cookie: cookies.NORMAL });
    expect(answer.status).toBe(201);
    const seen = json(answer);
    expect(seen).toMatchObject({ service: 'documents', userName: 'd.normal', bytes: state.length });
    expect(seen.sha256).toBe(state.sha256);
    expect(seen.contentType).toBe(`multipart/form-data; boundary=${BOUNDARY}`);

    // The client gets ahead of the service by what the sockets hold: one connection's buffers straight to the
    // service, two through the BFF (the kernel's loopback buffers are several MB each). Had the BFF taken the body
    // in (a body parser, a proxy writing past backpressure), the client would have sent all 20 MB at once. The
    // sampler reads every 5 ms, late on a busy machine: the margin over two connections' buffers is that lateness.
    const { 'content-type': _json, ...caller } = callerHeaders('NORMAL');
    const straight = await slowUpload(stack.running.documents.url, caller);
    expect(straight.answer.status).toBe(201);
    expect(ahead).toBeLessThan(2 * straight.ahead + 4 * MB);
    expect(ahead).toBeLessThan(16 * MB);
  }, 60_000);

  it('lets a 25 MB file with its form fields through, and refuses a larger Content-Length with 413 before the service', async () => {
    const full = multipart(MAX_DOCUMENT_BYTES - 4096);
    const accepted = await send(DOCUMENT_API.collection, full.body, {
      cookie: cookies.NORMAL,
      headers: { 'content-length': full.state.length },
    });
    expect(accepted.status).toBe(201);
    expect(json(accepted).sha256).toBe(full.state.sha256);

    const hits = documentHits();
    const tooLarge = await send(DOCUMENT_API.collection, undefined, {
      cookie: cookies.NORMAL,
      headers: { 'content-length': MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES + 1 },
    });
    expect(tooLarge.status).toBe(413);
    expect(json(tooLarge).code).toBe('PAYLOAD_TOO_LARGE');
    const portal = await send(PUBLIC_DOCUMENT_API.documents(PROTOCOL, CODE), undefined, {
      headers: { 'content-length': 30 * MB },
    });
    expect(portal.status).toBe(413);
    expect(documentHits()).toBe(hits);
    // the document limit is these routes' only: a JSON call of the same family keeps the 1 MB one
    const list = await send(DOCUMENT_API.pagination, undefined, {
      cookie: cookies.NORMAL,
      headers: { 'content-length': 2 * MB, 'content-type': 'application/json' },
    });
    expect(list.status).toBe(413);
  }, 30_000);

  it('passes a chunked upload through to the service, whose own 413 comes back, the connection closed', async () => {
    const { body, state } = multipart(MAX_DOCUMENT_BYTES + 4 * MB);
    const answer = await send(DOCUMENT_API.collection, body, { cookie: cookies.NORMAL });
    expect(answer.status).toBe(413);
    expect(json(answer).code).toBe('document.too-large');
    expect(answer.headers.connection).toBe('close');
    // the service read up to its limit, not the BFF's: no more than that was sent it
    const { received } = stack.echoes.documents.progress;
    expect(received).toBeGreaterThan(MAX_DOCUMENT_BYTES);
    expect(received).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES + 64 * 1024);
    expect(state.length).toBeGreaterThan(received);
  }, 30_000);
});

describe('an answer before the body ends', () => {
  it("relays the service's early refusal of an upload it reads no further, and closes the browser's connection", async () => {
    stack.echoes.documents.progress.refuseAfterBytes = 256 * 1024;
    for (let i = 0; i < 2; i++) {
      const { body, state } = multipart(8 * MB);
      const answer = await send(DOCUMENT_API.collection, body, {
        cookie: cookies.NORMAL,
        headers: { 'content-length': state.length },
      });
      expect([answer.status, json(answer).code]).toEqual([415, 'document.unsupported-type']);
      expect(answer.headers.connection).toBe('close');
    }
    stack.echoes.documents.progress.refuseAfterBytes = undefined;
    const { body, state } = multipart(MB);
    const after = await send(DOCUMENT_API.collection, body, {
      cookie: cookies.NORMAL,
      headers: { 'content-length': state.length },
    });
    expect(after.status).toBe(201);
  }, 30_000);
});

describe('who may upload', () => {
  const small = () => {
    const { body, state } = multipart(64 * 1024);
    return { body, headers: { 'content-length': state.length } };
  };

  it('a LIMITED user reads documents but cannot upload (403); no session is 401; NORMAL uploads', async () => {
    const hits = documentHits();
    const limited = await send(DOCUMENT_API.collection, small().body, {
      cookie: cookies.LIMITED,
      headers: small().headers,
    });
    expect([limited.status, json(limited).code]).toEqual([403, 'FORBIDDEN']);
    const anonymous = await send(DOCUMENT_API.collection, small().body, { headers: small().headers });
    expect(anonymous.status).toBe(401);
    expect(documentHits()).toBe(hits);
    const read = await fetch(stack.url + DOCUMENT_API.item('d1'), { headers: { cookie: cookies.LIMITED } });
    expect(read.status).toBe(200);
    const upload = small();
    expect(
      (await send(DOCUMENT_API.collection, upload.body, { cookie: cookies.NORMAL, headers: upload.headers }))
        .status,
    ).toBe(201);
  });

  it('a staff upload needs the same CSRF proof as every staff write', async () => {
    const upload = small();
    const answer = await send(DOCUMENT_API.collection, upload.body, {
      cookie: cookies.NORMAL,
      headers: { ...upload.headers, 'x-requested-with': '' },
    });
    expect([answer.status, json(answer).code]).toEqual([403, 'CSRF']);
    const foreign = small();
    const crossOrigin = await send(DOCUMENT_API.collection, foreign.body, {
      cookie: cookies.NORMAL,
      headers: { ...foreign.headers, origin: 'https://evil.example' },
    });
    expect(crossOrigin.status).toBe(403);
  });

  it("the portal's upload goes to services/documents without a session, with the CSRF proof of the `public` family and the browser's address as the last hop", async () => {
    const path = PUBLIC_DOCUMENT_API.documents(PROTOCOL, CODE);
    const upload = small();
    const answer = await send(path, upload.body, { headers: upload.headers });
    expect(answer.status).toBe(201);
    expect(json(answer)).toMatchObject({ service: 'documents', url: path, userName: null });
    const hit = stack.echoes.documents.hits[stack.echoes.documents.hits.length - 1];
    expect(hit.headers['x-internal-token']).toBeUndefined();
    expect(String(hit.headers['x-forwarded-for']).split(',').pop()?.trim()).toBe('127.0.0.1');

    const noProof = small();
    const refused = await send(path, noProof.body, {
      headers: { ...noProof.headers, 'x-requested-with': '' },
    });
    const portal = await stack.request('POST', '/api/public/client/p1/code', {
      body: {},
      headers: { 'x-requested-with': '' },
    });
    expect([refused.status, json(refused).code]).toEqual([portal.status, portal.body.code]);

    // the portal's list is read without a session too, by the documents box, never cached
    const list = await stack.request('GET', path);
    expect([list.status, list.body.service, list.headers.get('x-cache')]).toEqual([200, 'documents', null]);
    // a longer prefix only: the rest of /api/public stays the protocols'
    const other = await stack.request('GET', '/api/public/documentation/p1/code');
    expect(other.body.service).toBe('protocols');
  });
});

describe('answers', () => {
  it('streams a document back byte for byte with its type and disposition, never from the cache', async () => {
    const hits = documentHits();
    for (let i = 0; i < 2; i++) {
      const { response, bytes } = await getBytes(DOCUMENT_API.content('d1'), cookies.LIMITED);
      expect(response.status).toBe(200);
      expect(bytes.equals(DOCUMENT_BYTES)).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(DOCUMENT_DISPOSITION);
      expect(response.headers.get('x-cache')).toBeNull();
    }
    const inline = await getBytes(DOCUMENT_API.content('d1', true), cookies.LIMITED);
    expect(inline.response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(inline.bytes.equals(DOCUMENT_BYTES)).toBe(true);
    expect(documentHits()).toBe(hits + 3);
  });

  it('streams thumbnails back byte for byte, staff and portal, never from the cache', async () => {
    const hits = documentHits();
    for (let i = 0; i < 2; i++) {
      const staff = await getBytes(DOCUMENT_API.thumbnail('d1'), cookies.LIMITED);
      expect([staff.response.status, staff.response.headers.get('content-type')]).toEqual([
        200,
        'image/jpeg',
      ]);
      expect(staff.bytes.equals(THUMBNAIL_BYTES)).toBe(true);
      expect(staff.response.headers.get('x-cache')).toBeNull();
      const portal = await getBytes(PUBLIC_DOCUMENT_API.thumbnail(PROTOCOL, CODE, 'd1'));
      expect(portal.response.status).toBe(200);
      expect(portal.bytes.equals(THUMBNAIL_BYTES)).toBe(true);
    }
    expect(documentHits()).toBe(hits + 4);
    expect((await getBytes(DOCUMENT_API.thumbnail('d1'))).response.status).toBe(401);
  });
});

describe('cache invalidation', () => {
  const get = (path: string) => stack.request('GET', path, { cookie: cookies.NORMAL });
  const upload = (path: string, cookie?: string) => {
    const { body, state } = multipart(16 * 1024);
    return send(path, body, { cookie, headers: { 'content-length': state.length } });
  };

  it('caches a document record; a staff upload drops the family', async () => {
    expect((await get(DOCUMENT_API.item('d7'))).headers.get('x-cache')).toBe('MISS');
    expect((await get(DOCUMENT_API.item('d7'))).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/certificate/c7')).headers.get('x-cache')).toBe('MISS');
    expect((await upload(DOCUMENT_API.collection, cookies.NORMAL)).status).toBe(201);
    expect((await get(DOCUMENT_API.item('d7'))).headers.get('x-cache')).toBe('MISS');
    // `document` invalidates no other family
    expect((await get('/api/certificate/c7')).headers.get('x-cache')).toBe('HIT');
  });

  it("a family's upload drops the staff's documents, certificates and notifications", async () => {
    for (const path of [
      DOCUMENT_API.item('d8'),
      '/api/certificate/c8',
      '/api/notification/n8',
      '/api/client/k8',
    ])
      await get(path);
    expect((await get('/api/certificate/c8')).headers.get('x-cache')).toBe('HIT');
    expect((await upload(PUBLIC_DOCUMENT_API.documents(PROTOCOL, CODE))).status).toBe(201);
    const after = await Promise.all(
      [DOCUMENT_API.item('d8'), '/api/certificate/c8', '/api/notification/n8', '/api/client/k8'].map(
        async (path) => (await get(path)).headers.get('x-cache'),
      ),
    );
    expect(after).toEqual(['MISS', 'MISS', 'MISS', 'HIT']);
  });

  it("a reading's apply drops the clients, certificates and protocols it writes; reading again drops only documents", async () => {
    const paths = [
      DOCUMENT_API.item('d10'),
      '/api/certificate/c10',
      '/api/client/k10',
      '/api/protocol/p10',
      '/api/notification/n10',
    ];
    const states = () => Promise.all(paths.map(async (path) => (await get(path)).headers.get('x-cache')));
    await states();
    const post = (path: string) =>
      stack.request('POST', path, { cookie: cookies.NORMAL, body: { fields: ['personName'] } });
    expect((await post(READING_API.reading('d10'))).status).toBe(200);
    expect(await states()).toEqual(['MISS', 'HIT', 'HIT', 'HIT', 'HIT']);
    expect((await post(READING_API.apply('d10'))).status).toBe(200);
    expect(await states()).toEqual(['MISS', 'MISS', 'MISS', 'MISS', 'HIT']);
  });

  it('a refused upload drops nothing', async () => {
    await get(DOCUMENT_API.item('d9'));
    const { body } = multipart(MAX_DOCUMENT_BYTES + MB);
    expect((await send(DOCUMENT_API.collection, body, { cookie: cookies.NORMAL })).status).toBe(413);
    expect((await get(DOCUMENT_API.item('d9'))).headers.get('x-cache')).toBe('HIT');
  }, 30_000);
});
