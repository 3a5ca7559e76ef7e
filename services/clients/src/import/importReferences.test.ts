import { createHash } from 'node:crypto';
import { CLIENTS_INTERNAL, CLIENT_IMPORT_API, type ImportPreview } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { uploadImport, xlsxFile } from '@linhagem/service-kit/testing/import';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

const asProtocols = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
const references = (body: unknown, headers: Record<string, string> = asProtocols) =>
  requestJson(`${service.url}${CLIENTS_INTERNAL.importReferencesPath}`, { headers, body });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the clients a protocols import names', () => {
  it('finds the client of a row of the same file’s applied client import, and a client by CPF', async () => {
    // one workbook: its clients sheet imported first; its protocols sheet names them by row
    const workbook = await xlsxFile({
      Clientes: [['Nome', 'CPF'], ['Ana Linha'], ['Bruno Linha'], ['Célia Cpf', '529.982.247-25']],
      Processos: [
        ['Protocolo', 'Linha do cliente'],
        ['Família Linha', 3],
      ],
    });
    const upload = await uploadImport(service.url, workbook, { fileName: 'escritorio.xlsx' });
    const p = upload.body as ImportPreview;
    expect(await service.call('POST', CLIENT_IMPORT_API.apply(p.importId), {})).toMatchObject({
      status: 200,
      body: { created: 3 },
    });
    const journal = await service.database.connection.db!.collection('importChanges').find().toArray();
    expect(journal.map((c) => c.row).sort()).toEqual([2, 3, 4]);

    const answer = await references({
      sha256: sha256(workbook),
      rows: [3, 9],
      cpfs: ['52998224725', '11144477735'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      importId: p.importId,
      rows: [{ row: 3, id: expect.any(String), name: 'Bruno Linha' }],
      cpfs: [{ cpf: '52998224725', id: expect.any(String), name: 'Célia Cpf' }],
    });

    // another file's rows name nothing; an undone import's neither
    const other = await references({ sha256: 'a'.repeat(64), rows: [3], cpfs: [] });
    expect(other.body).toEqual({ importId: null, rows: [], cpfs: [] });
    await service.call('POST', CLIENT_IMPORT_API.undo(p.importId));
    expect((await references({ sha256: sha256(workbook), rows: [3], cpfs: [] })).body.rows).toEqual([]);
  });

  it('is for services only, and refuses a malformed question', async () => {
    const body = { sha256: 'a'.repeat(64), rows: [], cpfs: [] };
    expect((await references(body, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await references({ ...body, cpfs: ['529.982.247-25'] })).status).toBe(400);
  });
});
