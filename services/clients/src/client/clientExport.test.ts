import { EXPORT_API, EXPORT_ERROR_CODES, type AuditEntry, type UserLevel } from '@linhagem/contracts';
import { fetchExport, parseCsv, readXlsx } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;

beforeAll(async () => {
  service = await startClientsTestService();
  for (const body of [
    {
      name: 'João Conceição',
      birthDay: '1950-03-04',
      email: 'joao@exemplo.com.br',
      address: { city: 'São Paulo' },
    },
    { name: '=1+1', birthDay: '1961-12-31', address: { city: 'Rio; de Janeiro' } },
    { name: 'Ana "Nina" Souza', tags: ['italiana'] },
  ]) {
    const created = await service.call('POST', '/api/client', { ...body, confirmDuplicateName: true });
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await service.close();
});

const exportClients = (
  format: 'csv' | 'xlsx',
  options: { sort?: string; level?: UserLevel; language?: string } = {},
  body: unknown = {},
) => fetchExport(service.url, EXPORT_API.clients, body, { format, ...options });

describe('client export', () => {
  it('writes a CSV with BOM and ; that keeps accents, quotes a ; and neutralises a formula', async () => {
    const answer = await exportClients('csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="clients-.*\.csv"/);
    const [header, ...rows] = parseCsv(answer.bytes);
    expect(header[0]).toBe('Nome');
    // the list's sort: name ascending (accent- and case-insensitive), the formula-looking name first
    expect(rows.map((row) => row[0])).toEqual(["'=1+1", 'Ana "Nina" Souza', 'João Conceição']);
    const joao = rows[2];
    expect(joao[header.indexOf('Nascimento')]).toBe('04/03/1950');
    expect(joao[header.indexOf('Cidade')]).toBe('São Paulo');
    expect(rows[0][header.indexOf('Cidade')]).toBe('Rio; de Janeiro');
    expect(answer.bytes.toString('utf8')).toContain('"Rio; de Janeiro"');
  });

  it('applies the list filter and sort, and answers headers and dates in English', async () => {
    const answer = await exportClients('csv', { language: 'en-US', sort: 'birthDay,desc' }, { city: 'rio' });
    const [header, ...rows] = parseCsv(answer.bytes);
    expect(header[0]).toBe('Name');
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('Birth date')]).toBe('12/31/1961');
  });

  it('writes an XLSX read back with dates as dates and the formula as text', async () => {
    const answer = await exportClients('xlsx');
    expect(answer.status).toBe(200);
    const [header, ...rows] = await readXlsx(answer.bytes);
    expect(header[0].value).toBe('Nome');
    const birth = header.findIndex((cell) => cell.value === 'Nascimento');
    expect(rows[0][0].value).toBe('=1+1');
    expect(rows[0][0].type).not.toBe(6); // ValueType.Formula
    const date = rows[2][birth];
    expect(date.value).toEqual(new Date(Date.UTC(1950, 2, 4)));
    expect(date.numFmt).toBe('dd/mm/yyyy');
  });

  it('refuses LIMITED with its own code, and audits who exported which list with which filter', async () => {
    const limited = await exportClients('csv', { level: 'LIMITED' });
    expect(limited.status).toBe(403);
    expect(limited.json.code).toBe(EXPORT_ERROR_CODES.levelTooLow);
    await exportClients('csv', {}, { name: 'ana' });
    const audits = await service.database.connection
      .collection('audits')
      .find({ entity: 'Export', action: 'EXPORT' })
      .sort({ at: -1 })
      .toArray();
    const last = audits[0];
    expect(last.entityName).toBe('clients');
    expect(last.userName).toBe('test.normal');
    expect(
      Object.fromEntries(last.changes.map((c: { field: string; after: unknown }) => [c.field, c.after])),
    ).toMatchObject({
      list: 'clients',
      format: 'csv',
      filter: { name: 'ana' },
      rows: 1,
    });
  });

  it("is found by the client audit's Exported filter: who, when, which list, filter, sort, rows and format", async () => {
    await exportClients('xlsx', {}, { name: 'joão' });
    const listed = await service.call('POST', '/api/client/audit', { action: 'EXPORT' }, 'LIMITED');
    expect(listed.status).toBe(200);
    const [last] = listed.body.content as AuditEntry[];
    expect(last).toMatchObject({
      entity: 'Export',
      action: 'EXPORT',
      entityName: 'clients',
      userName: 'test.normal',
    });
    expect(Object.fromEntries((last.changes ?? []).map((c) => [c.field, c.after]))).toEqual({
      list: 'clients',
      format: 'xlsx',
      filter: { name: 'joão' },
      sort: null,
      rows: 1,
    });
    // one client's audit stays that client's: list exports are the whole list's
    const one = await service.call(
      'POST',
      '/api/client/audit',
      { action: 'EXPORT', clientId: '0'.repeat(24) },
      'LIMITED',
    );
    expect(one.body.content).toEqual([]);
  });

  it('exports the client audit to administrators only', async () => {
    const normal = await fetchExport(service.url, EXPORT_API['client-audit'], {}, { format: 'csv' });
    expect(normal.status).toBe(403);
    expect(normal.json.code).toBe(EXPORT_ERROR_CODES.auditAdministratorOnly);
    const admin = await fetchExport(
      service.url,
      EXPORT_API['client-audit'],
      { action: 'CREATE' },
      {
        format: 'xlsx',
        level: 'ADMINISTRATOR',
      },
    );
    expect(admin.status).toBe(200);
    const [header, ...rows] = await readXlsx(admin.bytes);
    expect(header[0].value).toBe('Data');
    expect(rows).toHaveLength(3);
    expect(rows[0][0].value).toBeInstanceOf(Date);
  });
});
