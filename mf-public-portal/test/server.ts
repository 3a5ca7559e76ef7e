import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PUBLIC_API } from '@linhagem/contracts';

/**
 * One msw server for every test file; each test adds its handlers with server.use(...). The status page's Pix code
 * is none (the office has no Pix key) unless a test gives the office one (kept after a reset).
 */
export const server = setupServer(
  http.get(`*${PUBLIC_API.pixRoute}`, () => new HttpResponse(null, { status: 204 })),
);
