import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './createApiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://bff.test';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2, 0xff, 0x00]);

describe('API client, a file to download (responseType blob)', () => {
  it('answers the bytes untouched as a Blob', async () => {
    server.use(
      http.get(`${BASE}/api/protocol/p1/quote.pdf`, () =>
        HttpResponse.arrayBuffer(PDF.buffer, { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE });
    const blob = await api.get<Blob>('/api/protocol/p1/quote.pdf', { responseType: 'blob' });
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...PDF]);
  });

  it('rejects a refusal with its JSON code, as any call', async () => {
    server.use(
      http.post(`${BASE}/api/contract/c1/render`, () =>
        HttpResponse.json({ code: 'render.client-not-in-protocol', message: 'no' }, { status: 400 }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.post('/api/contract/c1/render', {}, { responseType: 'blob' })).rejects.toMatchObject({
      status: 400,
      code: 'render.client-not-in-protocol',
    });
  });
});
