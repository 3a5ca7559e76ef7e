import { startStack, type Stack } from '../../test/support';

// Overload: past the in-flight limit a request waits a bounded time in a bounded queue,
// then gets 503 OVERLOADED with Retry-After; a shed request never reaches a service.
let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack(
    { shedding: { maxInFlight: 2, maxQueue: 1, maxWaitMs: 400, maxReadMs: 10_000 } },
    { slowMs: 1500 },
  );
  await stack.createUser('ana', 'NORMAL');
  cookie = (await stack.login('ana')).cookie;
});
afterAll(() => stack.close());

const call = (method: string, path: string, body?: unknown) => stack.request(method, path, { cookie, body });

test('a full queue is shed at once, a long wait after maxWaitMs; both with Retry-After; none reaches a service', async () => {
  const hitsBefore = stack.echoes.clients.hits.length;
  const busy = [call('GET', '/api/client/slow'), call('GET', '/api/client/pagination/slow')];
  await new Promise((r) => setTimeout(r, 100));
  const started = Date.now();
  const waiting = call('POST', '/api/client/1', { name: 'x' });
  const full = await call('POST', '/api/client/2', { name: 'y' });
  expect(full.status).toBe(503);
  expect(full.body.code).toBe('OVERLOADED');
  expect(full.headers.get('retry-after')).toBe('1');
  expect(Date.now() - started).toBeLessThan(300);

  const waited = await waiting;
  expect(waited.status).toBe(503);
  expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  expect(Date.now() - started).toBeLessThan(1400);

  const done = await Promise.all(busy);
  expect(done.map((a) => a.status)).toEqual([200, 200]);
  const reached = stack.echoes.clients.hits.slice(hitsBefore).map((h) => `${h.method} ${h.url}`);
  expect(reached).toEqual(expect.arrayContaining(['GET /api/client/slow']));
  expect(reached.filter((r) => r.startsWith('POST'))).toEqual([]);
});

test('a queued request takes the place a finished one frees; the limits recover', async () => {
  const busy = [call('GET', '/api/client/slow'), call('GET', '/api/client/1')];
  await new Promise((r) => setTimeout(r, 100));
  // /api/client/1 finished at once: its place passes to the next request without a wait
  const next = await call('GET', '/api/client/3');
  expect(next.status).toBe(200);
  await Promise.all(busy);
  expect(stack.bff.shedder.stats()).toEqual({ inFlight: 0, queued: 0 });
});

describe('time in flight (no request waits more than 5 s)', () => {
  let busy: Stack;
  let bia: string;
  beforeAll(async () => {
    busy = await startStack(
      { shedding: { maxInFlight: 1, maxQueue: 4, maxWaitMs: 3000, maxReadMs: 500 } },
      { slowMs: 1500 },
    );
    await busy.createUser('bia', 'NORMAL');
    bia = (await busy.login('bia')).cookie;
  });
  afterAll(() => busy.close());
  const as = (method: string, path: string, body?: unknown) =>
    busy.request(method, path, { cookie: bia, body });

  test('while others wait, a read past maxReadMs is cut and shed with Retry-After; the next one gets its place', async () => {
    const started = Date.now();
    const slow = as('GET', '/api/client/slow');
    await new Promise((r) => setTimeout(r, 100));
    const waiting = as('GET', '/api/client/9');
    const cut = await slow;
    expect(cut.status).toBe(503);
    expect(cut.body.code).toBe('OVERLOADED');
    expect(cut.headers.get('retry-after')).toBe('3');
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await waiting).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(busy.bff.shedder.stats()).toEqual({ inFlight: 0, queued: 0 });
  });

  test('a slow read with nobody waiting keeps the upstream timeout', async () => {
    const answer = await as('GET', '/api/client/slow');
    expect(answer.status).toBe(200);
  });

  test('a write is never cut, and waiting writes go ahead of waiting reads', async () => {
    const before = busy.echoes.clients.hits.length;
    const write = as('POST', '/api/client/slow', { name: 'x' });
    await new Promise((r) => setTimeout(r, 100));
    const read = as('GET', '/api/client/10');
    await new Promise((r) => setTimeout(r, 50));
    const laterWrite = as('POST', '/api/client/11', { name: 'y' });
    expect((await write).status).toBe(200);
    expect((await laterWrite).status).toBe(200);
    expect((await read).status).toBe(200);
    const order = busy.echoes.clients.hits.slice(before).map((h) => `${h.method} ${h.url}`);
    expect(order).toEqual(['POST /api/client/slow', 'POST /api/client/11', 'GET /api/client/10']);
  });
});
