import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PIX_CODES, PUBLIC_API } from '@linhagem/contracts';

/**
 * One msw server for every test file; each test adds its handlers with server.use(...). The status page's Pix code
 * answers "no Pix key" unless a test gives the office one (kept after a reset).
 */
export const server = setupServer(
  http.get(`*${PUBLIC_API.pixRoute}`, () =>
    HttpResponse.json({ code: PIX_CODES.notConfigured, message: 'No Pix key' }, { status: 409 }),
  ),
);
