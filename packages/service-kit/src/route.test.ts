import Router from '@koa/router';
import { z } from 'zod';
import { callerHeaders, listenForTest, requestJson, userCaller } from '../test/support';
import { internal, read, write } from './access';
import { AppError } from './AppError';
import { createService } from './createService';
import { signServiceToken, INTERNAL_TOKEN_HEADER } from './internalAuth';
import { route } from './route';

const seen: unknown[] = [];
let server: Awaited<ReturnType<typeof listenForTest>>;
beforeAll(async () => {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: '/api/client/:id/notes',
      access: write('client'),
      params: z.object({ id: z.string().regex(/^\d+$/) }).strict(),
      query: z.object({ page: z.coerce.number().int().default(1) }),
      body: z.object({ note: z.string().min(1), pinned: z.boolean().default(false) }).strict(),
      status: 201,
    },
    ({ params, query, body, caller }) => {
      // typed from the schemas: a number, a boolean, the caller's name
      seen.push({ id: params.id, page: query.page + 1, pinned: !body.pinned, by: caller.userName });
      return { id: params.id, note: body.note };
    },
  );
  route(router, { method: 'get', path: '/api/client/:id/notes', access: read('client') }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return [];
  });
  route(
    router,
    { method: 'delete', path: '/api/client/:id/notes', access: write('client') },
    () => undefined,
  );
  route(router, { method: 'get', path: '/api/country/first', access: 'PUBLIC' }, ({ caller }) => ({
    anonymous: caller === undefined,
  }));
  route(router, { method: 'get', path: '/internal/notes', access: internal }, ({ caller }) => ({
    by: caller.sub,
  }));
  route(router, { method: 'get', path: '/api/client/busy', access: read('client') }, () => {
    throw AppError.conflict('Busy');
  });
  server = await listenForTest(createService({ name: 'route-test', routers: [router] }));
});
afterAll(() => server.close());

describe('route', () => {
  const call = () => userCaller(server.url, 'NORMAL');

  it('hands the handler its input parsed by the schemas and its caller, and answers with the status', async () => {
    const answer = await call()('POST', '/api/client/7/notes?page=2', { note: 'Call back' });
    expect(answer).toMatchObject({ status: 201, body: { id: '7', note: 'Call back' } });
    expect(seen).toEqual([{ id: '7', page: 3, pinned: true, by: 'test.normal' }]);
  });

  it('checks the family level before it reads the input', async () => {
    expect((await call()('POST', '/api/client/7/notes', {}, null)).status).toBe(401);
    const limited = await call()('POST', '/api/client/x/notes', { bad: true }, 'LIMITED');
    expect(limited).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await call()('GET', '/api/client/7/notes', undefined, 'LIMITED')).status).toBe(200);
  });

  it('refuses bad params, query or body with 400 VALIDATION_FAILED and the paths at fault', async () => {
    const badBody = await call()('POST', '/api/client/7/notes', { note: '', extra: 1 });
    expect(badBody).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(badBody.body.details.map((d: { path: string }) => d.path)).toEqual(['note', '']);
    expect((await call()('POST', '/api/client/x/notes', { note: 'a' })).body.code).toBe('VALIDATION_FAILED');
    expect((await call()('POST', '/api/client/7/notes?page=x', { note: 'a' })).status).toBe(400);
  });

  it('still refuses query operators before any route', async () => {
    const answer = await call()('POST', '/api/client/7/notes', { note: { $gt: '' } });
    expect(answer.body.code).toBe('OPERATOR_REJECTED');
  });

  it('answers 204 when the handler answers nothing, and keeps what the handler set on the context', async () => {
    expect((await call()('DELETE', '/api/client/7/notes')).status).toBe(204);
    const listed = await call()('GET', '/api/client/7/notes');
    expect(listed.headers.get('cache-control')).toBe('no-store');
  });

  it('lets anyone call a PUBLIC route, and only another service an internal one', async () => {
    expect((await requestJson(`${server.url}/api/country/first`)).body).toEqual({ anonymous: true });
    expect(
      (await requestJson(`${server.url}/internal/notes`, { headers: callerHeaders('ADMINISTRATOR') })).status,
    ).toBe(403);
    const service = await requestJson(`${server.url}/internal/notes`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') },
    });
    expect(service.body).toEqual({ by: 'service:protocols' });
  });

  it('turns a thrown AppError into its status and code', async () => {
    expect((await call()('GET', '/api/client/busy')).body.code).toBe('CONFLICT');
  });
});
