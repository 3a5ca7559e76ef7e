import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  CONFIGURATION_API,
  DEFAULT_CASE_UPLOAD_BYTES,
  DOCUMENT_API,
  PROTOCOL_API,
  toPage,
} from '@linhagem/contracts';

/** What every test starts with: a case without files (the checklist reads them beside its certificates). */
export const defaultHandlers = [
  http.post(`*${DOCUMENT_API.pagination}`, () => HttpResponse.json(toPage([], 0, 1, 100))),
  // the Documents tab's storage meter: nothing used of the default allowance
  http.get(`*${DOCUMENT_API.storageRoute}`, ({ params }) =>
    HttpResponse.json({ protocolId: params.protocolId, usedBytes: 0, limitBytes: DEFAULT_CASE_UPLOAD_BYTES }),
  ),
  // the Checklist tab's line-of-descent chart: nobody in the line unless a test says who
  http.get(`*${PROTOCOL_API.lineageRoute}`, ({ params }) =>
    HttpResponse.json({ protocolId: params.id, persons: [] }),
  ),
  // the Financial tab's Pix codes: the office has no Pix key unless a test gives it one
  http.get(`*${PROTOCOL_API.pixCodesRoute}`, () => HttpResponse.json([])),
  http.get(`*${CONFIGURATION_API.pix}`, () =>
    HttpResponse.json({ pixKeyType: 'CPF', pixKey: '', pixReceiverName: '', pixReceiverCity: '' }),
  ),
  // the office's day (DESIGN): São Paulo, as a new installation
  http.get(`*${CONFIGURATION_API.timeZone}`, () => HttpResponse.json({ timeZone: 'America/Sao_Paulo' })),
];

/** One msw server for every test file; each test adds its handlers with server.use(...). */
export const server = setupServer(...defaultHandlers);
