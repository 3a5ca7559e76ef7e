import { createHash } from 'node:crypto';
import {
  IMPORT_ERROR_CODES,
  IMPORT_PROBLEM_CODES,
  PROTOCOL_IMPORT_API,
  type ImportPreview,
} from '@linhagem/contracts';
import { uploadImport, windows1252Csv, xlsxFile } from '@linhagem/service-kit/testing/import';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService({ imports: { maxImportRows: 40, maxImportBytes: 32 * 1024 } });
});
afterAll(() => service.close());
beforeEach(async () => {
  const db = service.database.connection.db!;
  await Promise.all(
    ['protocols', 'audits', 'imports', 'importRows', 'importChanges', 'importMappings', 'counters'].map(
      (name) => db.collection(name).deleteMany({}),
    ),
  );
});

const CPF_A = '529.982.247-25';
const HEADER = ['Protocolo', 'Família', 'CPF', 'Etapa', 'Situação', 'Data de protocolo', 'Observações'];
const upload = (bytes: Uint8Array, options: Parameters<typeof uploadImport>[2] = {}) =>
  uploadImport(service.url, bytes, {
    fileName: 'processos.csv',
    path: PROTOCOL_IMPORT_API.preview,
    ...options,
  });
const preview = async (bytes: Uint8Array, options: Parameters<typeof uploadImport>[2] = {}) => {
  const answer = await upload(bytes, options);
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as ImportPreview;
};
const apply = (importId: string, body: object = {}) =>
  service.call('POST', PROTOCOL_IMPORT_API.apply(importId), body);
const protocols = () =>
  service.database.connection.db!.collection('protocols').find().sort({ code: 1 }).toArray();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('previewing protocols', () => {
  it('reads a Windows-1252 CSV, guesses the Portuguese columns and lists each row’s problems', async () => {
    const ana = service.standIns.addClient('Ana Pereira', '1970-01-01', { cpf: '52998224725' });
    const p = await preview(
      windows1252Csv([
        HEADER,
        ['Cidadania Pereira', 'Pereira', CPF_A, 'Tradução', 'Ativo', '31/01/2024', '“Urgente” – ligar'],
        ['', 'Sem Nome'],
        ['Cidadania Souza', 'Souza', '111.111.111-11', 'Voando', 'Talvez', '31/02/2024'],
        ['Cidadania Lima', 'Lima', '111.444.777-35'],
      ]),
    );
    expect(p).toMatchObject({ kind: 'PROTOCOL', encoding: 'windows-1252', rows: 4, valid: 1, matches: [] });
    expect(p.mapping).toEqual([
      'name',
      'familyName',
      'mainClientCpf',
      'stage',
      'status',
      'filingDate',
      'notes',
    ]);
    expect(p.problems).toEqual([
      { row: 3, field: 'name', code: IMPORT_PROBLEM_CODES.required },
      { row: 4, field: 'stage', code: IMPORT_PROBLEM_CODES.valueInvalid },
      { row: 4, field: 'status', code: IMPORT_PROBLEM_CODES.valueInvalid },
      { row: 4, field: 'filingDate', code: IMPORT_PROBLEM_CODES.dateInvalid },
      { row: 4, field: 'mainClientCpf', code: IMPORT_PROBLEM_CODES.cpfInvalid },
      // a valid CPF no client has
      { row: 5, field: 'mainClientCpf', code: IMPORT_PROBLEM_CODES.referenceNotFound },
    ]);
    expect(await protocols()).toEqual([]);

    expect((await apply(p.importId)).body).toEqual({ created: 1, updated: 0, skipped: 3, linked: 1 });
    const [saved] = await protocols();
    expect(saved).toMatchObject({
      code: expect.stringMatching(/^\d{4}\/0001$/),
      name: 'Cidadania Pereira',
      familyName: 'Pereira',
      description: '“Urgente” – ligar',
      stage: 'TRANSLATION',
      status: 'ACTIVE',
      active: true,
      filingDate: '2024-01-31',
      mainClient: expect.anything(),
      clients: [expect.objectContaining({ name: 'Ana Pereira' })],
      searchWords: expect.arrayContaining(['cidadania', 'pereira']),
    });
    expect(String(saved.mainClient)).toBe(ana);
    // the protocol reads as any other through the API
    const read = await service.call('GET', `/api/protocol/${saved._id}`);
    expect(read.body).toMatchObject({ mainClient: { id: ana, name: 'Ana Pereira' }, stage: 'TRANSLATION' });
  });

  it('names the main client by the row of the same workbook’s client import, its date cells read as dates', async () => {
    const bia = service.standIns.addClient('Bia Row');
    const workbook = await xlsxFile({
      Clientes: [['Nome'], ['Bia Row']],
      Processos: [
        ['Nome do protocolo', 'Família', 'Linha do cliente', 'Data de protocolo', 'Status'],
        ['Caso Bia', 'Row', 2, new Date(Date.UTC(2025, 4, 6)), 'Finalizado'],
        ['Caso Fantasma', 'Row', '#9'],
      ],
    });
    service.standIns.importedRows.set(sha256(workbook), new Map([[2, bia]]));
    const p = await preview(workbook, { sheet: 'Processos', fileName: 'escritorio.xlsx' });
    expect(p).toMatchObject({ sheets: ['Clientes', 'Processos'], sheet: 'Processos', rows: 2, valid: 1 });
    expect(p.problems).toEqual([
      { row: 3, field: 'mainClientRow', code: IMPORT_PROBLEM_CODES.referenceNotFound },
    ]);
    expect((await apply(p.importId)).body).toMatchObject({ created: 1, linked: 1 });
    const [saved] = await protocols();
    expect(saved).toMatchObject({
      name: 'Caso Bia',
      filingDate: '2025-05-06',
      status: 'FINISHED',
      active: false,
    });
    expect(String(saved.mainClient)).toBe(bia);
    expect(saved.finishedAt).toBeInstanceOf(Date);
  });

  it('refuses files over the row and byte limits, and callers below NORMAL, with stable codes', async () => {
    const many = windows1252Csv([['Protocolo'], ...Array.from({ length: 41 }, (_, i) => [`Caso ${i}`])]);
    expect(await upload(many)).toMatchObject({ status: 422, body: { code: IMPORT_ERROR_CODES.tooManyRows } });
    const large = windows1252Csv([['Protocolo'], ['x'.repeat(40 * 1024)]]);
    expect(await upload(large)).toMatchObject({ status: 413, body: { code: IMPORT_ERROR_CODES.tooLarge } });
    expect(await upload(windows1252Csv([['Protocolo'], ['Caso']]), { level: 'LIMITED' })).toMatchObject({
      status: 403,
    });
    expect((await service.call('GET', PROTOCOL_IMPORT_API.collection, undefined, 'LIMITED')).status).toBe(
      403,
    );
    expect(await upload(windows1252Csv([['Protocolo']]))).toMatchObject({
      status: 422,
      body: { code: IMPORT_ERROR_CODES.empty },
    });
  });
});
