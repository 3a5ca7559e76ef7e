import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './createApiClient';
import type { UploadProgress } from './sendWithProgress';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://bff.test';

describe('API client, a large download with its progress (onDownloadProgress)', () => {
  it('tells the bytes received against the length the answer gives, and answers them whole', async () => {
    const parts = [new Uint8Array(1000).fill(1), new Uint8Array(500).fill(2)];
    server.use(
      http.get(`${BASE}/api/protocol/p1/dossier.zip`, () => {
        const stream = new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': 'application/zip', 'content-length': '1500' },
        });
      }),
    );
    const progress: UploadProgress[] = [];
    const api = createApiClient({ baseUrl: BASE });
    const blob = await api.get<Blob>('/api/protocol/p1/dossier.zip', {
      responseType: 'blob',
      onDownloadProgress: (step) => progress.push(step),
    });
    expect(blob.type).toBe('application/zip');
    expect(blob.size).toBe(1500);
    expect(progress[0]).toEqual({ loaded: 0, total: 1500 });
    expect(progress.at(-1)).toEqual({ loaded: 1500, total: 1500 });
  });

  it('rejects a refusal with its JSON code, reporting no progress', async () => {
    server.use(
      http.get(`${BASE}/api/protocol/p1/dossier.zip`, () =>
        HttpResponse.json({ code: 'document.budget', message: 'no' }, { status: 409 }),
      ),
    );
    const progress: UploadProgress[] = [];
    const api = createApiClient({ baseUrl: BASE });
    await expect(
      api.get('/api/protocol/p1/dossier.zip', {
        responseType: 'blob',
        onDownloadProgress: (step) => progress.push(step),
      }),
    ).rejects.toMatchObject({ status: 409, code: 'document.budget' });
    expect(progress).toEqual([]);
  });
});
