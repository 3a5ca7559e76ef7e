import { EXPORT_API, EXPORT_ERROR_CODES } from '@linhagem/contracts';
import { fetchExport, parseCsv, readXlsx } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
let protocolId: string;
beforeAll(async () => {
  service = await startProtocolsTestService();
  const typeService = service.standIns.addTypeService({
    name: 'Cidadania',
    price: 123456,
    sharedValue: true,
  });
  const protocol = await service.createCase('protocol', ['Conceição Fontana', 'Luís Fontana']);
  protocolId = protocol.id;
  await service.call('POST', `/api/protocol/${protocol.id}/service`, {
    typeService,
    clients: protocol.clientIds,
  });
  await service.createCase('budget', ['Orçamento Rossi']);
  for (const [value, type, observation] of [
    [100050, 'RECEIPT', 'Pix; 1ª parcela'],
    [2000, 'REFUND', '=1+1'],
  ] as const)
    await service.call('POST', '/api/cash-entry', {
      protocolId,
      value,
      type,
      observation,
      date: '2026-03-31',
    });
});
afterAll(() => service.close());

describe('exports of services/protocols', () => {
  it('exports the protocol list as XLSX with money in the currency format, by language', async () => {
    for (const [language, format] of [
      ['pt-BR', '"R$" #,##0.00;-"R$" #,##0.00'],
      ['en-US', '"$"#,##0.00;-"$"#,##0.00'],
    ] as const) {
      const answer = await fetchExport(service.url, EXPORT_API.protocols, {}, { format: 'xlsx', language });
      expect(answer.status).toBe(200);
      const [header, ...rows] = await readXlsx(answer.bytes);
      expect(rows).toHaveLength(1);
      const total = header.findIndex((cell) => cell.value === 'Total');
      expect(rows[0][total]).toMatchObject({ value: 1234.56, numFmt: format });
      expect(rows[0][1].value).toBe('Case of Conceição Fontana');
    }
  });

  it('exports budgets apart from protocols', async () => {
    const answer = await fetchExport(service.url, EXPORT_API.budgets, {}, { format: 'csv' });
    const [, ...rows] = parseCsv(answer.bytes);
    expect(rows.map((row) => row[1])).toEqual(['Case of Orçamento Rossi']);
  });

  it('exports cash entries as CSV: money with a decimal comma, ; quoted, formula neutralised', async () => {
    const answer = await fetchExport(
      service.url,
      EXPORT_API['cash-entries'],
      { protocolId },
      { format: 'csv' },
    );
    expect(answer.status).toBe(200);
    const [header, ...rows] = parseCsv(answer.bytes);
    expect(header.slice(0, 4)).toEqual(['Data', 'Protocolo', 'Tipo', 'Valor']);
    const byType = Object.fromEntries(rows.map((row) => [row[2], row]));
    expect(byType.RECEIPT[3]).toBe('1000,50');
    expect(byType.RECEIPT[0]).toBe('31/03/2026');
    expect(byType.RECEIPT[5]).toBe('Pix; 1ª parcela');
    expect(byType.REFUND[5]).toBe("'=1+1");
    expect(byType.RECEIPT[1]).toMatch(/\d/);
  });

  it('exports the certificates (work queue) with the list filter', async () => {
    const answer = await fetchExport(
      service.url,
      EXPORT_API.certificates,
      { protocolCode: 'none' },
      { format: 'xlsx' },
    );
    expect(answer.status).toBe(200);
    expect(await readXlsx(answer.bytes)).toHaveLength(1);
  });

  it('refuses LIMITED, a bad sort with 400, and the protocol audit below ADMINISTRATOR', async () => {
    const limited = await fetchExport(
      service.url,
      EXPORT_API.protocols,
      {},
      { format: 'csv', level: 'LIMITED' },
    );
    expect([limited.status, limited.json.code]).toEqual([403, EXPORT_ERROR_CODES.levelTooLow]);
    const badSort = await fetchExport(
      service.url,
      EXPORT_API.protocols,
      {},
      { format: 'csv', sort: 'accessCode' },
    );
    expect(badSort.status).toBe(400);
    const audit = await fetchExport(service.url, EXPORT_API['protocol-audit'], {}, { format: 'csv' });
    expect([audit.status, audit.json.code]).toEqual([403, EXPORT_ERROR_CODES.auditAdministratorOnly]);
    const admin = await fetchExport(
      service.url,
      EXPORT_API['protocol-audit'],
      { protocolId },
      { format: 'csv', level: 'ADMINISTRATOR' },
    );
    expect(admin.status).toBe(200);
    expect(parseCsv(admin.bytes).length).toBeGreaterThan(1);
  });
});
