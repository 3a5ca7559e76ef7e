import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONFIGURATION_API } from '@linhagem/contracts';

/** One msw server for every test file; each test adds its handlers with server.use(...). */
export const server = setupServer(
  // the office's day (DESIGN): São Paulo, as a new installation, unless a test says otherwise
  http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'America/Sao_Paulo' })),
);
