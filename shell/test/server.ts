import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ACCOUNT_SECURITY_API, CONFIGURATION_API, type ProtocolDashboard } from '@linhagem/contracts';
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
  // the office's day (DESIGN): São Paulo, as a new installation
  http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'America/Sao_Paulo' })),
  http.post('*/logout', () => new HttpResponse(null, { status: 204 })),
  // "Minha conta": no second factor yet, no sign-in recorded
  http.get(`*${ACCOUNT_SECURITY_API.twoFactor}`, () =>
    HttpResponse.json({ totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false }),
  ),
  http.get(`*${ACCOUNT_SECURITY_API.signIns}`, () =>
    HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, page: 1, size: 10 }),
  ),
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
  // the dashboard's charts (services/protocols' aggregations), each for the asked period
  http.get('*/api/dashboard/:chart', ({ params, request }) =>
    HttpResponse.json(dashboardChart(String(params.chart), new URL(request.url).searchParams)),
  ),
);

export function signedInAs(user: CurrentUser) {
  server.use(http.get('*/api/autenticacao', () => HttpResponse.json(user)));
}

/** A chart's answer for the period of the query: one month of known figures. */
export function dashboardChart(chart: string, query: URLSearchParams) {
  const period = { from: query.get('from') ?? '2026-03-01', to: query.get('to') ?? '2026-03-31' };
  const month = period.to.slice(0, 7);
  switch (chart) {
    case 'finance':
      return {
        ...period,
        months: [{ month, billed: 1234567, received: 50000, refunded: 999 }],
        totals: { billed: 1234567, received: 50000, refunded: 999 },
      };
    case 'stages':
      return { ...period, stages: [{ stage: 'TRANSLATION', open: 4, medianDays: 12.5, stays: 6 }] };
    case 'certificates':
      return {
        ...period,
        byDocumentStatus: [{ status: 'IN_OFFICE', count: 3 }],
        byTranslationStatus: [{ status: 'SENT_TO_TRANSLATOR', count: 2 }],
        outsideOffice: [{ place: 'TRANSLATOR', count: 2 }],
        total: 3,
      };
    case 'conversion':
      return {
        ...period,
        months: [{ month, newBudgets: 4, converted: 1, rate: 25 }],
        totals: { newBudgets: 4, converted: 1, rate: 25 },
      };
    default:
      return { ...period, staff: [{ userId: 'u1', name: 'Ana Souza', inCharge: 5, finished: 2 }] };
  }
}
