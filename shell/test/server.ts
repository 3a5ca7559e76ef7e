import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ProtocolDashboard } from '@linhagem/contracts';
import type { CurrentUser } from '@linhagem/ui-kit';

export const ANA: CurrentUser = { id: 'u1', name: 'Ana Souza', userName: 'ana', typeUser: 'NORMAL' };

/** The home page's figures as services/protocols answers them. */
export const DASHBOARD: ProtocolDashboard = {
  office: {
    activeProtocols: 42,
    openBudgets: 7,
    receivedThisMonth: 1234567,
    budgetsConvertedThisMonth: 3,
    certificatesExpiringSoon: 9,
  },
  user: {
    protocolsInMyCharge: 5,
    openBudgets: 2,
    receivedThisMonth: 50000,
    budgetsConvertedThisMonth: 1,
    certificatesExpiringSoon: 4,
  },
};

/** The BFF as the shell sees it; each test adds what it needs with server.use(...). */
export const server = setupServer(
  http.post('*/logout', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/refresh-token', () =>
    HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 }),
  ),
  http.get('*/api/configuration/login-page', () => HttpResponse.json({}, { status: 502 })),
  // signed out (spec 7)
  http.get('*/api/autenticacao', () => HttpResponse.json(null)),
  http.get('*/api/protocol/dashboard', () => HttpResponse.json(DASHBOARD)),
  http.get('*/api/notification', () => HttpResponse.json({ unread: 0, notifications: [] })),
  // an office already set up: the administrators' setup card stays away unless a test says otherwise
  http.get('*/api/configuration/office', () =>
    HttpResponse.json({ name: 'Escritório Linhagem', phones: ['11 4000-1234'], email: '', address: '' }),
  ),
  http.post('*/api/type-service/pagination', () =>
    HttpResponse.json({ content: [], totalElements: 3, totalPages: 1, page: 1, size: 1 }),
  ),
  http.post('*/api/user/pagination', () =>
    HttpResponse.json({ content: [], totalElements: 2, totalPages: 1, page: 1, size: 1 }),
  ),
);

export function signedInAs(user: CurrentUser) {
  server.use(http.get('*/api/autenticacao', () => HttpResponse.json(user)));
}
