import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CurrentUser } from '@linhagem/ui-kit';

export const ANA: CurrentUser = { id: 'u1', name: 'Ana Souza', userName: 'ana', typeUser: 'NORMAL' };

/** The BFF as the shell sees it; each test adds what it needs with server.use(...). */
export const server = setupServer(
  http.post('*/logout', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/refresh-token', () =>
    HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 }),
  ),
  http.get('*/api/configuration/login-page', () => HttpResponse.json({}, { status: 502 })),
  // signed out (spec 7)
  http.get('*/api/autenticacao', () => HttpResponse.json(null)),
);

export function signedInAs(user: CurrentUser) {
  server.use(http.get('*/api/autenticacao', () => HttpResponse.json(user)));
}
