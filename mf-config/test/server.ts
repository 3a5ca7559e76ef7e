import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONFIGURATION_API, USER_SECURITY_API } from '@linhagem/contracts';

/**
 * One msw server for every test file; each test adds its handlers with server.use(...). The system configuration
 * page's own reads that most of its tests do not look at answer their default here (kept after a reset).
 */
export const server = setupServer(
  // the office's day (DESIGN): São Paulo, as a new installation, unless a test says otherwise
  http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'America/Sao_Paulo' })),
  http.get(`*${CONFIGURATION_API.pix}`, () =>
    HttpResponse.json({
      pixKeyType: 'CPF',
      pixKey: '',
      pixReceiverName: '',
      pixReceiverCity: '',
      pixInstalments: 1,
    }),
  ),
  http.get(`*${USER_SECURITY_API.settings}`, () => HttpResponse.json({ requireTwoFactor: false })),
  // a user's page: no sign-in recorded
  http.get(`*${USER_SECURITY_API.signInsRoute}`, () =>
    HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, page: 1, size: 20 }),
  ),
);
