import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './createApiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://bff.test';

describe('API client', () => {
  it('sends X-Requested-With, Accept-Language and JSON, and answers the parsed body', async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      http.post(`${BASE}/api/client`, async ({ request }) => {
        seen = {
          xrw: request.headers.get('x-requested-with'),
          lang: request.headers.get('accept-language'),
          type: request.headers.get('content-type'),
          body: JSON.stringify(await request.json()),
        };
        return HttpResponse.json({ id: '1' });
      }),
    );
    const api = createApiClient({ baseUrl: BASE, getLanguage: () => 'en-US' });
    await expect(api.post('/api/client', { name: 'Ana' })).resolves.toEqual({ id: '1' });
    expect(seen).toEqual({
      xrw: 'XMLHttpRequest',
      lang: 'en-US',
      type: 'application/json',
      body: '{"name":"Ana"}',
    });
  });

  it('sends a Blob or FormData body as it is, with its own content type, never as JSON', async () => {
    const seen: Array<{ type: string | null; bytes: number[] } | { type: string | null; field: string }> = [];
    server.use(
      http.post(`${BASE}/api/configuration/login-page/logo`, async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type'),
          bytes: [...new Uint8Array(await request.arrayBuffer())],
        });
        return HttpResponse.json({ logo: '/api/configuration/files/1' });
      }),
      http.post(`${BASE}/api/form`, async ({ request }) => {
        const type = request.headers.get('content-type');
        seen.push({ type, field: String((await request.formData()).get('name')) });
        return HttpResponse.json({});
      }),
    );
    const api = createApiClient({ baseUrl: BASE });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(api.post('/api/configuration/login-page/logo', png)).resolves.toEqual({
      logo: '/api/configuration/files/1',
    });
    const form = new FormData();
    form.set('name', 'Ana');
    await api.post('/api/form', form);
    expect(seen[0]).toEqual({ type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] });
    expect(seen[1]).toEqual({
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
      field: 'Ana',
    });
  });

  it('rejects with the response body and its status, and resets the loading state', async () => {
    server.use(
      http.post(`${BASE}/api/client`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'bad', details: [{ path: 'name' }] },
          { status: 400 },
        ),
      ),
    );
    const loading: boolean[] = [];
    const api = createApiClient({ baseUrl: BASE, onLoadingChange: (active) => loading.push(active) });
    await expect(api.post('/api/client', {})).rejects.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      details: [{ path: 'name' }],
    });
    expect(loading).toEqual([true, false]);
  });

  it('only POST shows the loading modal by default', async () => {
    server.use(http.get(`${BASE}/api/client/1`, () => HttpResponse.json({ id: '1' })));
    const loading: boolean[] = [];
    const api = createApiClient({ baseUrl: BASE, onLoadingChange: (active) => loading.push(active) });
    await api.get('/api/client/1');
    expect(loading).toEqual([]);
  });

  it('gives up after the timeout with a TIMEOUT error', async () => {
    server.use(
      http.get(`${BASE}/api/slow`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const api = createApiClient({ baseUrl: BASE, timeoutMs: 50 });
    await expect(api.get('/api/slow')).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('rejects with NETWORK_ERROR when the server cannot be reached', async () => {
    server.use(http.get(`${BASE}/api/down`, () => HttpResponse.error()));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.get('/api/down')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('refreshes the session once on a 401 and retries the call', async () => {
    let calls = 0;
    const refresh = jest.fn(() => HttpResponse.json({}));
    server.use(
      http.get(`${BASE}/api/account`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ name: 'Ana' }),
      ),
      http.get(`${BASE}/api/refresh-token`, refresh),
    );
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, onUnauthorized });
    await expect(api.get('/api/account')).resolves.toEqual({ name: 'Ana' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells the page of a 403 two-factor.setup-required, and of no other refusal; the call still fails', async () => {
    server.use(
      http.get(`${BASE}/api/client/1`, () =>
        HttpResponse.json({ code: 'two-factor.setup-required', message: 'Set up first' }, { status: 403 }),
      ),
      http.get(`${BASE}/api/client/2`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const onSetupRequired = jest.fn();
    const api = createApiClient({ baseUrl: BASE, onSetupRequired });
    await expect(api.get('/api/client/1')).rejects.toMatchObject({
      status: 403,
      code: 'two-factor.setup-required',
    });
    expect(onSetupRequired).toHaveBeenCalledTimes(1);
    await expect(api.get('/api/client/2')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(onSetupRequired).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh fails too', async () => {
    server.use(
      http.get(`${BASE}/api/account`, () =>
        HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 }),
      ),
      http.get(`${BASE}/api/refresh-token`, () => new HttpResponse(null, { status: 401 })),
    );
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, onUnauthorized });
    await expect(api.get('/api/account')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refresh nor log out for calls that skip auth (wrong password)', async () => {
    const refresh = jest.fn(() => HttpResponse.json({}));
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ code: 'password.incorrect', message: 'x' }, { status: 401 }),
      ),
      http.get(`${BASE}/api/refresh-token`, refresh),
    );
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, onUnauthorized });
    await expect(
      api.post('/login', { username: 'a', password: 'b' }, { skipAuth: true }),
    ).rejects.toMatchObject({
      code: 'password.incorrect',
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a call the BFF shed (503 OVERLOADED) again after Retry-After, telling the page meanwhile', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/client`, () => {
        calls++;
        if (calls === 1)
          return HttpResponse.json(
            { code: 'OVERLOADED', message: 'busy' },
            { status: 503, headers: { 'Retry-After': '0' } },
          );
        return HttpResponse.json({ id: '9' });
      }),
    );
    const unstable: boolean[] = [];
    const api = createApiClient({ baseUrl: BASE, onInstability: (value) => unstable.push(value) });
    await expect(api.post('/api/client', { name: 'Ana' })).resolves.toEqual({ id: '9' });
    expect(calls).toBe(2);
    expect(unstable).toEqual([true, false]);
  });

  it('gives up after two more tries and rejects with OVERLOADED; other 503s are not sent again', async () => {
    let shed = 0;
    let down = 0;
    server.use(
      http.get(`${BASE}/api/client/1`, () => {
        shed++;
        return HttpResponse.json(
          { code: 'OVERLOADED', message: 'busy' },
          { status: 503, headers: { 'Retry-After': '0' } },
        );
      }),
      http.get(`${BASE}/api/client/2`, () => {
        down++;
        return HttpResponse.json({ code: 'UPSTREAM_UNAVAILABLE', message: 'down' }, { status: 503 });
      }),
    );
    const unstable: boolean[] = [];
    const api = createApiClient({ baseUrl: BASE, onInstability: (value) => unstable.push(value) });
    await expect(api.get('/api/client/1')).rejects.toMatchObject({ status: 503, code: 'OVERLOADED' });
    expect(shed).toBe(3);
    expect(unstable).toEqual([true, true]);
    await expect(api.get('/api/client/2')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(down).toBe(1);
  });
});
