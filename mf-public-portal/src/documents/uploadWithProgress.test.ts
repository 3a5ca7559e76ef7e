import { http, HttpResponse } from 'msw';
import { PUBLIC_DOCUMENT_API, PUBLIC_ERROR_CODES, REQUEST_ERROR_CODES } from '@linhagem/contracts';
import { CODE, PROTOCOL_ID } from '../../test/fixtures';
import { DOCUMENTS_ROUTE } from '../../test/documentFixtures';
import { server } from '../../test/server';
import { uploadWithProgress } from './uploadWithProgress';

const url = PUBLIC_DOCUMENT_API.documents(PROTOCOL_ID, CODE);
const body = () => {
  const form = new FormData();
  form.append('certificateId', 'c1');
  return form;
};

describe('uploadWithProgress', () => {
  it('sends the headers of every API call and resolves with the JSON answer', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(DOCUMENTS_ROUTE, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ id: 'd1' }, { status: 201 });
      }),
    );
    await expect(uploadWithProgress({ url, body: body() })).resolves.toEqual({ id: 'd1' });
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('accept-language')).toMatch(/^(pt-BR|en-US)$/);
  });

  it("rejects with the server's code and the seconds a 429 asks to wait", async () => {
    server.use(
      http.post(DOCUMENTS_ROUTE, () =>
        HttpResponse.json(
          { code: PUBLIC_ERROR_CODES.tooManyWrites, message: 'Too many writes' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    await expect(uploadWithProgress({ url, body: body() })).rejects.toMatchObject({
      status: 429,
      code: PUBLIC_ERROR_CODES.tooManyWrites,
      retryAfterSeconds: 60,
    });
  });

  it('names a failure without a JSON body by its status, and a dropped connection as a network error', async () => {
    server.use(http.post(DOCUMENTS_ROUTE, () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(uploadWithProgress({ url, body: body() })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad gateway',
    });
    server.use(http.post(DOCUMENTS_ROUTE, () => HttpResponse.error()));
    await expect(uploadWithProgress({ url, body: body() })).rejects.toMatchObject({
      status: 0,
      code: REQUEST_ERROR_CODES.network,
    });
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress({ url, body: body(), signal: controller.signal })).rejects.toMatchObject({
      status: 0,
    });
  });
});
