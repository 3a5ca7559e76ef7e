import { EXPORT_API, EXPORT_AUDIT_API, officeToday, type ExportAuditEntry } from '@linhagem/contracts';
import { auditModel } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;

const exportAs = async (userName: string, format: 'csv' | 'xlsx', filter: unknown) => {
  const answer = await fetch(`${service.url}${EXPORT_API.clients}?format=${format}&sort=name,desc`, {
    method: 'POST',
    headers: callerHeaders('NORMAL', { userName, name: `Name of ${userName}` }),
    body: JSON.stringify(filter),
  });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer(); // the export is audited once its last row is read
};

const list = (
  body: unknown = {},
  query = '',
  level: 'ADMINISTRATOR' | 'NORMAL' | 'LIMITED' = 'ADMINISTRATOR',
) =>
  requestJson(`${service.url}${EXPORT_AUDIT_API.clients.pagination}${query}`, {
    method: 'POST',
    headers: callerHeaders(level),
    body,
  });

beforeAll(async () => {
  service = await startClientsTestService();
  for (const name of ['Ana Export', 'Bruno Export'])
    expect((await service.call('POST', '/api/client', { name, confirmDuplicateName: true })).status).toBe(
      201,
    );
  await exportAs('ana.admin', 'csv', { name: 'export' });
  await exportAs('bruno.staff', 'xlsx', {});
  await exportAs('ana.admin', 'csv', { city: 'Santos' });
});
afterAll(() => service.close());

describe('POST /api/client/export-audit/pagination', () => {
  it('lists every export newest first: who, when, which list, format, filter, sort and rows', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.totalElements).toBe(3);
    const [latest, middle, first] = answer.body.content as ExportAuditEntry[];
    expect(latest).toMatchObject({
      userName: 'ana.admin',
      name: 'Name of ana.admin',
      what: 'clients',
      format: 'csv',
      rows: 0,
      filter: { city: 'Santos' },
      sort: 'name,desc',
    });
    expect(middle).toMatchObject({ userName: 'bruno.staff', format: 'xlsx', rows: 2 });
    expect(first).toMatchObject({ filter: { name: 'export' }, rows: 2 });
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
  });

  it('pages the list and sorts it oldest first when asked', async () => {
    const second = await list({}, '?page=2&size=2');
    expect(second.body).toMatchObject({ totalElements: 3, totalPages: 2, page: 2, size: 2 });
    expect(second.body.content).toHaveLength(1);
    expect(second.body.content[0].filter).toEqual({ name: 'export' });
    const oldest = await list({}, '?sort=at,asc&size=1');
    expect(oldest.body.content[0].filter).toEqual({ name: 'export' });
  });

  it('filters by user and by the office days of the period', async () => {
    const bruno = await list({ userName: 'bruno.staff' });
    expect(bruno.body.content.map((entry: ExportAuditEntry) => entry.format)).toEqual(['xlsx']);
    const today = officeToday('America/Sao_Paulo');
    expect((await list({ from: today, to: today })).body.totalElements).toBe(3);
    expect((await list({ to: '2020-01-31' })).body.totalElements).toBe(0);
  });

  it('shows a client personal-data export by the client it was about', async () => {
    await auditModel(service.database.connection).create({
      entity: 'Client',
      entityId: '0123456789abcdef01234567',
      entityName: 'Giovanna Bortolini',
      action: 'EXPORT',
      field: 'personal-data',
      after: { files: 8, protocols: 1, documents: 2 },
      userName: 'carla.admin',
      name: 'Carla',
      at: new Date(),
    });
    const answer = await list({ userName: 'carla.admin' });
    expect(answer.body.content).toEqual([
      expect.objectContaining({ what: 'personal-data', format: 'zip', subject: 'Giovanna Bortolini' }),
    ]);
  });

  it('is for administrators only', async () => {
    expect((await list({}, '', 'NORMAL')).status).toBe(403);
    expect((await list({}, '', 'LIMITED')).status).toBe(403);
  });

  it.each([
    ['a period that ends before it starts', { from: '2026-03-02', to: '2026-03-01' }, ''],
    ['a date that is no date', { from: '2026-02-30' }, ''],
    ['an unknown filter', { action: 'DELETE' }, ''],
    ['a sort by another field', {}, '?sort=userName'],
    ['a page below 1', {}, '?page=0'],
    ['a page too large', {}, '?size=500'],
  ])('refuses %s with a 400 and a code, never a 500', async (_name, body, query) => {
    const answer = await list(body, query);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.code).toBe('string');
  });
});
