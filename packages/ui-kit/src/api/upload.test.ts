import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { AUTH_ROUTES } from '@linhagem/contracts';
import { createApiClient } from './createApiClient';
import type { UploadProgress } from './sendWithProgress';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://bff.test';
const PATH = '/upload-target';

const aForm = () => {
  const form = new FormData();
  form.set('kind', 'OTHER');
  // Node's File: jsdom's is not a Blob to the FormData jest-fixed-jsdom installs
  form.set(
    'file',
    new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'a.png', { type: 'image/png' }) as Blob,
  );
  return form;
};

describe('API client upload', () => {
  it('sends the multipart form with the kit headers, reports its progress and answers the parsed body', async () => {
    let seen: Record<string, unknown> = {};
    server.use(
      http.post(`${BASE}${PATH}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        seen = {
          xrw: request.headers.get('x-requested-with'),
          lang: request.headers.get('accept-language'),
          multipart: request.headers.get('content-type')?.startsWith('multipart/form-data'),
          kind: form.get('kind'),
          bytes: [...new Uint8Array(await file.arrayBuffer())],
        };
        return HttpResponse.json({ id: 'd1' }, { status: 201 });
      }),
    );
    const progress: UploadProgress[] = [];
    const api = createApiClient({ baseUrl: BASE, getLanguage: () => 'pt-BR' });
    await expect(api.upload(PATH, aForm(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      id: 'd1',
    });
    expect(seen).toEqual({
      xrw: 'XMLHttpRequest',
      lang: 'pt-BR',
      multipart: true,
      kind: 'OTHER',
      bytes: [0x89, 0x50, 0x4e, 0x47, 1, 2, 3],
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.loaded).toBe(progress.at(-1)!.total);
  });

  it('rejects with the server error body and its status', async () => {
    server.use(
      http.post(`${BASE}${PATH}`, () =>
        HttpResponse.json({ code: 'document.unsupported-type', message: 'HEIC' }, { status: 415 }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.upload(PATH, aForm())).rejects.toEqual({
      status: 415,
      code: 'document.unsupported-type',
      message: 'HEIC',
    });
  });

  it('refreshes the session once on a 401 and sends the form again', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}${AUTH_ROUTES.refresh}`, () => HttpResponse.json({})),
      http.post(`${BASE}${PATH}`, async ({ request }) => {
        calls++;
        await request.formData();
        return calls === 1
          ? HttpResponse.json({ code: 'UNAUTHENTICATED', message: '' }, { status: 401 })
          : HttpResponse.json({ id: 'd2' }, { status: 201 });
      }),
    );
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, onUnauthorized });
    await expect(api.upload(PATH, aForm())).resolves.toEqual({ id: 'd2' });
    expect(calls).toBe(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with a network error when the connection drops', async () => {
    server.use(http.post(`${BASE}${PATH}`, () => HttpResponse.error()));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.upload(PATH, aForm())).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects at once when the caller aborts, the answer still pending', async () => {
    server.use(http.post(`${BASE}${PATH}`, () => new Promise<Response>(() => undefined)));
    const api = createApiClient({ baseUrl: BASE });
    const controller = new AbortController();
    const sent = api.upload(PATH, aForm(), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Upload aborted' });
  });
});
