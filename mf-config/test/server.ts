import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * One msw server for every test file; each test adds its handlers with server.use(...). The system configuration
 * page's own reads that most of its tests do not look at answer their empty state here (kept after a reset).
 */
export const server = setupServer(
  http.get('*/api/configuration/pix', () =>
    HttpResponse.json({ pixKeyType: 'CPF', pixKey: '', pixReceiverName: '', pixReceiverCity: '' }),
  ),
);
