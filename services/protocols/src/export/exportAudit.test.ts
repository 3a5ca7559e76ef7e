import { EXPORT_API, EXPORT_AUDIT_API, type ExportAuditEntry } from '@linhagem/contracts';
import { callerHeaders, fetchExport, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
  await service.createCase('protocol', ['Conceição Auditada']);
  expect((await fetchExport(service.url, EXPORT_API.protocols, {}, { format: 'xlsx' })).status).toBe(200);
  expect((await fetchExport(service.url, EXPORT_API.budgets, {}, { format: 'csv' })).status).toBe(200);
});
afterAll(() => service.close());

const list = (level: 'ADMINISTRATOR' | 'NORMAL', query = '', body: unknown = {}) =>
  requestJson(`${service.url}${EXPORT_AUDIT_API.protocols.pagination}${query}`, {
    method: 'POST',
    headers: callerHeaders(level),
    body,
  });

describe('POST /api/protocol/export-audit/pagination', () => {
  it('lists the exports of protocol lists, newest first, page by page', async () => {
    const first = await list('ADMINISTRATOR', '?size=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 2, totalPages: 2, page: 1 });
    expect(first.body.content).toEqual([
      expect.objectContaining<Partial<ExportAuditEntry>>({
        what: 'budgets',
        format: 'csv',
        rows: 0,
        userName: 'test.normal',
      }),
    ]);
    const second = await list('ADMINISTRATOR', '?size=1&page=2');
    expect(second.body.content[0]).toMatchObject({ what: 'protocols', format: 'xlsx', rows: 1 });
  });

  it('refuses NORMAL, and a bad filter with a 400', async () => {
    expect((await list('NORMAL')).status).toBe(403);
    const bad = await list('ADMINISTRATOR', '', { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeDefined();
  });
});
