import Router from '@koa/router';
import { listenForTest } from '../test/support';
import { AppError } from './AppError';
import { createService } from './createService';

let server: Awaited<ReturnType<typeof listenForTest>>;
beforeAll(async () => {
  const router = new Router({ prefix: '/api/thing' });
  router.get('/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.put('/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.post('/:id/busy', () => {
    throw AppError.tooManyRequests('Slow down', { retryAfterSeconds: 2.5, details: { limit: 3 } });
  });
  server = await listenForTest(createService({ name: 'kit-test', routers: [router] }));
});
afterAll(() => server.close());

const call = async (method: string, path: string) => {
  const response = await fetch(server.url + path, { method });
  const text = await response.text();
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    retryAfter: response.headers.get('retry-after'),
    type: response.headers.get('content-type'),
    body: text ? (JSON.parse(text) as { code: string; message: string; details?: unknown }) : undefined,
  };
};

it('answers a path no router knows with 404 and the {code, message} body', async () => {
  const answer = await call('GET', '/api/nothing-here');
  expect(answer).toMatchObject({ status: 404, type: expect.stringContaining('application/json') });
  expect(answer.body).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here' });
});

it('answers a known path with another method 405, its Allow header and the {code, message} body', async () => {
  const answer = await call('DELETE', '/api/thing/1');
  expect(answer).toMatchObject({ status: 405, type: expect.stringContaining('application/json') });
  expect(answer.allow?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'PUT']);
  expect(answer.body).toEqual({
    code: 'METHOD_NOT_ALLOWED',
    message: 'DELETE is not allowed on /api/thing/1',
  });
});

it('answers a method the router does not implement with the same body', async () => {
  const answer = await call('PROPFIND', '/api/thing/1');
  expect(answer.status).toBe(501);
  expect(answer.body?.code).toBe('METHOD_NOT_ALLOWED');
});

it('still answers the routes themselves', async () => {
  expect(await call('GET', '/api/thing/7')).toMatchObject({ status: 200, body: { id: '7' } });
});

it('answers a thrown AppError with its status, code, details and headers', async () => {
  expect(await call('POST', '/api/thing/1/busy')).toMatchObject({
    status: 429,
    retryAfter: '3',
    body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down', details: { limit: 3 } },
  });
});
