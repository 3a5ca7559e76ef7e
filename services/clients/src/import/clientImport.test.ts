import { createHash } from 'node:crypto';
import {
  CLIENT_API,
  CLIENT_IMPORT_API,
  IMPORT_ERROR_CODES,
  IMPORT_PROBLEM_CODES,
  type Client,
  type ImportMapping,
  type ImportPreview,
  type ImportSummary,
} from '@linhagem/contracts';
import { settleInterruptedImports } from '@linhagem/service-kit';
import { callerHeaders } from '@linhagem/service-kit/testing';
import {
  csvText,
  uploadImport,
  utf8BomCsv,
  windows1252Csv,
  xlsxFile,
} from '@linhagem/service-kit/testing/import';
import { startClientsTestService, type ClientsTestService } from '../../test/support';
import { clientImportTarget } from './writeClientImport';

let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());
beforeEach(async () => {
  const db = service.database.connection.db!;
  await Promise.all(
    ['clients', 'audits', 'imports', 'importRows', 'importChanges', 'importMappings'].map((name) =>
      db.collection(name).deleteMany({}),
    ),
  );
  service.protocols.counts.clear();
});

const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';
const preview = async (bytes: Uint8Array, options: Parameters<typeof uploadImport>[2] = {}) => {
  const answer = await uploadImport(service.url, bytes, options);
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as ImportPreview;
};
const apply = (importId: string, body: object = {}) =>
  service.call('POST', CLIENT_IMPORT_API.apply(importId), body);
const clients = async () =>
  (await service.database.connection
    .db!.collection('clients')
    .find()
    .sort({ name: 1 })
    .toArray()) as unknown as (Client & {
    _id: unknown;
  })[];

describe('reading files', () => {
  it('reads a Windows-1252 CSV from Brazilian Excel, its ’ € – “ ” intact, and guesses the Portuguese columns', async () => {
    const rows = [
      ['Nome', 'CPF', 'Data de nascimento', 'E-mail', 'Observações'],
      ['João d’Ávila', CPF_A, '31/01/1950', 'joao@example.com', '“Pago” – R$ 10 €'],
    ];
    const p = await preview(windows1252Csv(rows));
    expect(p).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      rows: 1,
      valid: 1,
      problems: [],
      matches: [],
    });
    expect(p.columns).toEqual(rows[0]);
    expect(p.mapping).toEqual(['name', 'cpf', 'birthDay', 'email', 'notes']);
    expect(p.sample[0]).toEqual(rows[1]);
    expect((await apply(p.importId)).body).toEqual({ created: 1, updated: 0, skipped: 0, linked: 0 });
    expect(await clients()).toEqual([
      expect.objectContaining({
        name: 'João d’Ávila',
        cpf: '52998224725',
        birthDay: '1950-01-31',
        notes: '“Pago” – R$ 10 €',
      }),
    ]);
  });

  it('reads a UTF-8 CSV with BOM separated by tabs, with quoted fields over several lines, in English', async () => {
    const bytes = utf8BomCsv(
      [
        ['Full name', 'Date of birth', 'Notes'],
        ['Ana Souza', '1980-02-29', 'first line\nsecond line; with "quotes"'],
      ],
      '\t',
    );
    const p = await preview(bytes);
    expect(p).toMatchObject({ encoding: 'utf-8-bom', delimiter: '\t', rows: 1, valid: 1 });
    expect(p.mapping).toEqual(['name', 'birthDay', 'notes']);
    await apply(p.importId);
    expect((await clients())[0]).toMatchObject({ notes: 'first line\nsecond line; with "quotes"' });
  });

  it('reads a comma CSV without BOM', async () => {
    const p = await preview(
      Buffer.from(
        csvText(
          [
            ['name', 'email'],
            ['Bia', 'bia@example.com'],
          ],
          ',',
        ),
        'utf8',
      ),
    );
    expect(p).toMatchObject({ encoding: 'utf-8', delimiter: ',', valid: 1 });
  });

  it('reads the first sheet of an XLSX, or the one chosen, its date cells as dates', async () => {
    const bytes = await xlsxFile({
      Capa: [['Nome'], ['Primeira']],
      Clientes: [
        ['Nome', 'Nascimento', 'CPF'],
        ['Maria Müller', new Date(Date.UTC(1961, 6, 4)), Number('01234567890')],
      ],
    });
    const first = await preview(bytes, { fileName: 'clientes.xlsx' });
    expect(first).toMatchObject({ sheets: ['Capa', 'Clientes'], sheet: 'Capa', rows: 1 });
    const chosen = await preview(bytes, { fileName: 'clientes.xlsx', sheet: 'Clientes' });
    expect(chosen).toMatchObject({ sheet: 'Clientes', rows: 1 });
    // the CPF cell is a number: its leading zero comes back; 012.345.678-90 is a valid CPF
    expect(chosen.sample[0]).toEqual(['Maria Müller', '1961-07-04', '1234567890']);
    expect(chosen.problems).toEqual([]);
    const missing = await uploadImport(service.url, bytes, { fileName: 'c.xlsx', sheet: 'Outra' });
    expect(missing).toMatchObject({ status: 400, body: { code: IMPORT_ERROR_CODES.sheetNotFound } });
  });

  it('refuses a file that is no spreadsheet, an empty one and a request without file', async () => {
    const binary = await uploadImport(service.url, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]));
    expect(binary).toMatchObject({ status: 422, body: { code: IMPORT_ERROR_CODES.unreadable } });
    const empty = await uploadImport(service.url, Buffer.from('Nome;CPF\r\n'));
    expect(empty).toMatchObject({ status: 422, body: { code: IMPORT_ERROR_CODES.empty } });
    const form = new FormData();
    form.append('mapping', '{}');
    const { 'content-type': _json, ...headers } = callerHeaders('NORMAL');
    const none = await fetch(`${service.url}${CLIENT_IMPORT_API.preview}`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect([none.status, (await none.json()).code]).toEqual([400, IMPORT_ERROR_CODES.noFile]);
  });

  it('is for NORMAL users and above', async () => {
    const answer = await service.call('GET', CLIENT_IMPORT_API.collection, undefined, 'LIMITED');
    expect(answer.status).toBe(403);
  });
});

describe('mapping', () => {
  const rows = [
    ['Cliente', 'Documento', 'Nasc.'],
    ['Rui Barbosa', CPF_A, '05/11/1849'],
  ];
  it('takes a mapping changed by the person, and remembers it for the next file with the same columns', async () => {
    const guessed = await preview(windows1252Csv(rows));
    expect(guessed.mapping).toEqual(['name', null, null]);
    expect(guessed.mappingRemembered).toBe(false);
    const mapping: ImportMapping = ['name', 'cpf', 'birthDay'];
    const changed = await preview(windows1252Csv(rows), { mapping });
    expect(changed.mapping).toEqual(mapping);
    expect((await apply(changed.importId, { mapping })).body).toMatchObject({ created: 1 });
    const again = await preview(windows1252Csv([rows[0], ['Outro Nome', CPF_B, '01/01/1990']]));
    expect(again).toMatchObject({ mapping, mappingRemembered: true });
  });

  it('refuses a mapping naming a column the file lacks or a field twice', async () => {
    const unknown = await uploadImport(service.url, windows1252Csv(rows), { mapping: ['name'] });
    expect(unknown).toMatchObject({ status: 400, body: { code: IMPORT_ERROR_CODES.badMapping } });
    const twice = await uploadImport(service.url, windows1252Csv(rows), {
      mapping: ['name', 'name', null],
    });
    expect(twice).toMatchObject({ status: 400, body: { code: IMPORT_ERROR_CODES.badMapping } });
  });
});

describe('preview', () => {
  it('lists each problem of each row and writes no client', async () => {
    const p = await preview(
      windows1252Csv([
        ['Nome', 'CPF', 'Nascimento', 'E-mail', 'Sexo', 'Pai'],
        ['', CPF_A, '', '', '', ''],
        ['Cpf Errado', '123.456.789-00', '', '', '', ''],
        ['Data Ruim', '', '31/02/1950', '', '', ''],
        ['Email Ruim', '', '', 'sem-arroba.com', '', ''],
        ['Sexo Ruim', '', '', '', 'talvez', ''],
        ['Pai Sumido', '', '', '', '', '#99'],
        ['Tudo Certo', CPF_B, '01/02/2000', 'ok@example.com', 'F', '#7'],
      ]),
    );
    expect(p).toMatchObject({ rows: 7, valid: 1 });
    expect(p.problems).toEqual([
      { row: 2, field: 'name', code: IMPORT_PROBLEM_CODES.required },
      { row: 3, field: 'cpf', code: IMPORT_PROBLEM_CODES.cpfInvalid },
      { row: 4, field: 'birthDay', code: IMPORT_PROBLEM_CODES.dateInvalid },
      { row: 5, field: 'email', code: IMPORT_PROBLEM_CODES.emailInvalid },
      { row: 6, field: 'gender', code: IMPORT_PROBLEM_CODES.valueInvalid },
      { row: 7, field: 'father', code: IMPORT_PROBLEM_CODES.referenceNotFound },
    ]);
    expect(await clients()).toEqual([]);
    const csv = await fetch(`${service.url}${CLIENT_IMPORT_API.problems(p.importId)}`, {
      headers: callerHeaders('NORMAL'),
    });
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(csv.headers.get('content-disposition')).toContain('problemas.csv');
    expect(
      text.startsWith('\uFEFFNome;CPF;Nascimento;E-mail;Sexo;Pai;Linha / Row;Problemas / Problems\r\n'),
    ).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(7);
    expect(text).toContain('Cpf Errado;123.456.789-00;;;;;3;cpf: import.cpf-invalid');
  });

  it('finds rows matching clients by CPF, or by name and birth date with accents and case aside, and repeats in the file', async () => {
    const byCpf = await service.call('POST', CLIENT_API.collection, { name: 'Alguém', cpf: CPF_A });
    const byName = await service.call('POST', CLIENT_API.collection, {
      name: 'JOSE DA CONCEICAO',
      birthDay: '1930-03-12',
    });
    const p = await preview(
      windows1252Csv([
        ['Nome', 'CPF', 'Nascimento'],
        ['Outro Nome', CPF_A, ''],
        ['José da Conceição', '', '12/03/1930'],
        ['Nova Pessoa', CPF_B, ''],
        ['Nova Pessoa Repetida', CPF_B, ''],
      ]),
    );
    expect(p.matches).toEqual([
      { row: 2, by: 'CPF', clientId: byCpf.body.id, name: 'Alguém' },
      { row: 3, by: 'NAME_BIRTH', clientId: byName.body.id, name: 'JOSE DA CONCEICAO' },
      { row: 5, by: 'FILE', sameAsRow: 4 },
    ]);
  });
});

describe('apply', () => {
  const setUp = async () => {
    const existing = await service.call('POST', CLIENT_API.collection, {
      name: 'Carla Dias',
      cpf: CPF_A,
      email: 'carla@old.example.com',
    });
    const p = await preview(
      windows1252Csv([
        ['Nome', 'CPF', 'E-mail', 'Celular'],
        ['Carla Dias Nova', CPF_A, 'carla@new.example.com', '(11) 98765-4321'],
        ['Pedro Alves', CPF_B, '', ''],
        ['Pedro de Novo', CPF_B, '', ''],
      ]),
    );
    return { existingId: existing.body.id as string, p };
  };

  it('skips matched and repeated rows by default and creates the others', async () => {
    const { p } = await setUp();
    expect((await apply(p.importId)).body).toEqual({ created: 1, updated: 0, skipped: 2, linked: 0 });
  });

  it('fills only the empty fields (UPDATE_EMPTY), and creates a repeated row anyway (CREATE)', async () => {
    const { existingId, p } = await setUp();
    const answer = await apply(p.importId, {
      decisions: [
        { row: 2, action: 'UPDATE_EMPTY' },
        { row: 4, action: 'CREATE' },
      ],
    });
    expect(answer.body).toEqual({ created: 2, updated: 1, skipped: 0, linked: 0 });
    const carla = (await service.call('GET', CLIENT_API.item(existingId))).body as Client;
    expect(carla).toMatchObject({
      name: 'Carla Dias',
      email: 'carla@old.example.com',
      cellPhoneNumber: '11987654321',
    });
  });

  it('writes every mapped field (UPDATE_ALL), skips on SKIP, and refuses a decision its row cannot take', async () => {
    const { existingId, p } = await setUp();
    const wrong = await apply(p.importId, { decisions: [{ row: 3, action: 'UPDATE_ALL' }] });
    expect(wrong).toMatchObject({ status: 422, body: { code: IMPORT_ERROR_CODES.badDecision } });
    const answer = await apply(p.importId, {
      decisions: [
        { row: 2, action: 'UPDATE_ALL' },
        { row: 3, action: 'SKIP' },
      ],
    });
    expect(answer.body).toEqual({ created: 0, updated: 1, skipped: 2, linked: 0 });
    const carla = (await service.call('GET', CLIENT_API.item(existingId))).body as Client;
    expect(carla).toMatchObject({ name: 'Carla Dias Nova', email: 'carla@new.example.com' });
    const again = await apply(p.importId);
    expect(again).toMatchObject({ status: 409, body: { code: IMPORT_ERROR_CODES.alreadyApplied } });
  });

  it('links father, mother and spouse by row, CPF or name, and keeps a name it cannot find as text', async () => {
    const grandpa = await service.call('POST', CLIENT_API.collection, { name: 'Avô Existente', cpf: CPF_A });
    const p = await preview(
      windows1252Csv([
        ['Nome', 'CPF', 'Pai', 'Mãe', 'Cônjuge'],
        ['Antônio Filho', '', 'linha 3', 'Maria Mãe', 'Beatriz Esposa'],
        ['Antônio Pai', CPF_B, CPF_A, '', ''],
        ['Maria Mãe', '', '', '', ''],
        ['Beatriz Esposa', '', 'Ninguém Conhecido', '', ''],
      ]),
    );
    expect(p.problems).toEqual([]);
    expect((await apply(p.importId)).body).toEqual({ created: 4, updated: 0, skipped: 0, linked: 5 });
    const byName = Object.fromEntries((await clients()).map((c) => [c.name, c]));
    const id = (name: string) => String(byName[name]._id);
    expect(byName['Antônio Filho']).toMatchObject({});
    expect(String(byName['Antônio Filho'].father)).toBe(id('Antônio Pai'));
    expect(String(byName['Antônio Filho'].mother)).toBe(id('Maria Mãe'));
    expect(String(byName['Antônio Filho'].spouse)).toBe(id('Beatriz Esposa'));
    expect(String(byName['Beatriz Esposa'].spouse)).toBe(id('Antônio Filho'));
    expect(String(byName['Antônio Pai'].father)).toBe(grandpa.body.id);
    expect(byName['Beatriz Esposa']).toMatchObject({ fatherName: 'Ninguém Conhecido' });
  });

  it('leaves rows with problems out, and refuses to create one', async () => {
    const p = await preview(
      windows1252Csv([
        ['Nome', 'CPF'],
        ['Bom', ''],
        ['Ruim', '000.000.000-00'],
      ]),
    );
    const refused = await apply(p.importId, { decisions: [{ row: 3, action: 'CREATE' }] });
    expect(refused).toMatchObject({
      status: 422,
      body: { code: IMPORT_ERROR_CODES.badDecision, details: { rows: [3] } },
    });
    expect((await apply(p.importId)).body).toEqual({ created: 1, updated: 0, skipped: 1, linked: 0 });
  });
});

describe('undo and the list of imports', () => {
  it('removes the clients it created but those a protocol uses, restores the updated, and audits both', async () => {
    const existing = await service.call('POST', CLIENT_API.collection, { name: 'Velha', cpf: CPF_A });
    const bytes = windows1252Csv([
      ['Nome', 'CPF', 'E-mail'],
      ['Velha Renomeada', CPF_A, 'velha@example.com'],
      ['Nova Um', '', ''],
      ['Nova Dois', '', ''],
    ]);
    const p = await preview(bytes, { fileName: 'escritório.csv' });
    const applied = await apply(p.importId, { decisions: [{ row: 2, action: 'UPDATE_ALL' }] });
    expect(applied.body).toEqual({ created: 2, updated: 1, skipped: 0, linked: 0 });
    const used = (await clients()).find((c) => c.name === 'Nova Dois')!;
    service.protocols.counts.set(String(used._id), 1);

    const list = (await service.call('GET', CLIENT_IMPORT_API.collection)).body as ImportSummary[];
    expect(list).toEqual([
      expect.objectContaining({
        importId: p.importId,
        status: 'APPLIED',
        fileName: 'escritório.csv',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        rows: 3,
        result: { created: 2, updated: 1, skipped: 0, linked: 0 },
      }),
    ]);

    const undo = await service.call('POST', CLIENT_IMPORT_API.undo(p.importId));
    expect(undo.body).toEqual({ removed: 1, restored: 1, kept: [String(used._id)] });
    expect((await clients()).map((c) => c.name)).toEqual(['Nova Dois', 'Velha']);
    const velha = (await service.call('GET', CLIENT_API.item(existing.body.id))).body as Client;
    expect(velha.email).toBeUndefined();
    const twice = await service.call('POST', CLIENT_IMPORT_API.undo(p.importId));
    expect(twice).toMatchObject({ status: 409, body: { code: IMPORT_ERROR_CODES.notApplied } });

    const audits = await service.database.connection
      .db!.collection('audits')
      .find({ entity: 'Import' })
      .toArray();
    expect(audits.map((a) => a.action)).toEqual(['IMPORT', 'UNDO_IMPORT']);
    expect(audits[0]).toMatchObject({ entityName: 'escritório.csv' });
    expect(audits[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'fileName', before: null, after: 'escritório.csv' },
        { field: 'sha256', before: null, after: createHash('sha256').update(bytes).digest('hex') },
        { field: 'created', before: null, after: 2 },
      ]),
    );
    expect(audits[1].changes).toEqual(expect.arrayContaining([{ field: 'kept', before: null, after: 1 }]));
  });

  it('refuses an undo after 30 days', async () => {
    const p = await preview(windows1252Csv([['Nome'], ['Antiga']]));
    await apply(p.importId);
    await service.database.connection
      .db!.collection('imports')
      .updateOne({}, { $set: { appliedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    const answer = await service.call('POST', CLIENT_IMPORT_API.undo(p.importId));
    expect(answer).toMatchObject({ status: 409, body: { code: IMPORT_ERROR_CODES.undoExpired } });
  });
});

describe('an apply interrupted by a crash', () => {
  it('is put back from its journal at the next start and can be applied again', async () => {
    const p = await preview(windows1252Csv([['Nome'], ['Meio Feita'], ['Outra']]));
    expect((await apply(p.importId)).body).toMatchObject({ created: 2 });
    // as a process killed mid-apply leaves it: APPLYING, its journal and some clients written
    const db = service.database.connection.db!;
    await db
      .collection('imports')
      .updateOne({}, { $set: { status: 'APPLYING', expiresAt: new Date(Date.now() + 3600_000) } });
    const settled = await settleInterruptedImports(
      service.database.connection,
      'CLIENT',
      clientImportTarget(service.database.connection),
      new Date(Date.now() + 1000),
    );
    expect(settled).toEqual({ applies: 1, undos: 0 });
    expect(await clients()).toEqual([]);
    expect((await apply(p.importId)).body).toMatchObject({ created: 2 });
  });
});
