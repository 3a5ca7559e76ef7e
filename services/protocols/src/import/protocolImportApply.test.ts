import {
  IMPORT_ERROR_CODES,
  PROTOCOL_IMPORT_API,
  type ImportPreview,
  type ImportSummary,
} from '@linhagem/contracts';
import { uploadImport, windows1252Csv } from '@linhagem/service-kit/testing/import';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
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

const preview = async (rows: string[][]) => {
  const answer = await uploadImport(service.url, windows1252Csv(rows), {
    fileName: 'processos.csv',
    path: PROTOCOL_IMPORT_API.preview,
  });
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as ImportPreview;
};
const apply = (importId: string, body: object = {}) =>
  service.call('POST', PROTOCOL_IMPORT_API.apply(importId), body);
const db = () => service.database.connection.db!;
const byName = async (name: string) => (await db().collection('protocols').findOne({ name }))!;

/** An existing case: Cidadania Rossi, of the Rossi family. */
async function existingRossi() {
  const created = await service.createCase('protocol', ['Mario Rossi'], {
    name: 'Cidadania Rossi',
    familyName: 'Rossi',
  });
  return created.id as string;
}

describe('matching and deciding', () => {
  it('matches a protocol by name and family name, accents and case aside, and a row repeated in the file', async () => {
    const rossi = await existingRossi();
    const p = await preview([
      ['Protocolo', 'Família', 'Etapa', 'Observações'],
      ['CIDADANIA RÓSSI', 'rossi', 'Apostilamento', 'Nota nova'],
      ['Cidadania Bianchi', 'Bianchi'],
      ['cidadania bianchi', 'BIANCHI'],
    ]);
    expect(p.matches).toEqual([
      { row: 2, by: 'NAME_FAMILY', protocolId: rossi, name: expect.stringContaining('Cidadania Rossi') },
      { row: 4, by: 'FILE', sameAsRow: 3 },
    ]);
    // matched and repeated rows are skipped unless decided
    expect((await apply(p.importId)).body).toEqual({ created: 1, updated: 0, skipped: 2, linked: 0 });
    expect(await db().collection('protocols').countDocuments()).toBe(2);
  });

  it('fills only the empty fields (UPDATE_EMPTY) or writes all (UPDATE_ALL), a new stage joining the history', async () => {
    const rossi = await existingRossi();
    const rows = [
      ['Protocolo', 'Família', 'Etapa', 'Observações', 'Data de protocolo'],
      ['Cidadania Rossi', 'Rossi', 'Apostilamento', 'Nota nova', '02/03/2024'],
    ];
    const first = await preview(rows);
    expect((await apply(first.importId, { decisions: [{ row: 2, action: 'UPDATE_EMPTY' }] })).body).toEqual({
      created: 0,
      updated: 1,
      skipped: 0,
      linked: 0,
    });
    let saved = await byName('Cidadania Rossi');
    expect(saved).toMatchObject({
      description: 'Nota nova',
      filingDate: '2024-03-02',
      stage: 'COLLECTING_DOCUMENTS',
    });

    const second = await preview([rows[0], ['Cidadania Rossi', 'Rossi', 'Apostilamento', 'Outra nota', '']]);
    await apply(second.importId, { decisions: [{ row: 2, action: 'UPDATE_ALL' }] });
    saved = await byName('Cidadania Rossi');
    expect(saved).toMatchObject({ description: 'Outra nota', stage: 'APOSTILLE', filingDate: '2024-03-02' });
    expect(saved.stageHistory.map((h: { stage: string }) => h.stage)).toEqual([
      'COLLECTING_DOCUMENTS',
      'APOSTILLE',
    ]);
    const audits = await db().collection('audits').find({ entity: 'Protocol', action: 'UPDATE' }).toArray();
    expect(audits.at(-1)!.changes).toEqual(
      expect.arrayContaining([
        { field: 'import', before: null, after: 'processos.csv' },
        { field: 'stage', before: 'COLLECTING_DOCUMENTS', after: 'APOSTILLE' },
      ]),
    );

    // the undo of the second import puts its values back, the first import's stay
    const undo = await service.call('POST', PROTOCOL_IMPORT_API.undo(second.importId));
    expect(undo.body).toEqual({ removed: 0, restored: 1, kept: [] });
    saved = await byName('Cidadania Rossi');
    expect(saved).toMatchObject({ description: 'Nota nova', stage: 'COLLECTING_DOCUMENTS' });
    expect(saved.stageHistory).toHaveLength(1);
    expect(String(saved._id)).toBe(rossi);
  });

  it('creates a matched protocol anyway (CREATE), beside the one it matched', async () => {
    const rossi = await existingRossi();
    const p = await preview([
      ['Protocolo', 'Família'],
      ['Cidadania Rossi', 'Rossi'],
    ]);
    expect(p.matches).toEqual([expect.objectContaining({ row: 2, by: 'NAME_FAMILY', protocolId: rossi })]);
    expect((await apply(p.importId, { decisions: [{ row: 2, action: 'CREATE' }] })).body).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
      linked: 0,
    });
    const both = await db().collection('protocols').find({ name: 'Cidadania Rossi' }).toArray();
    expect(both.map((p) => String(p._id))).toEqual(expect.arrayContaining([rossi]));
    expect(new Set(both.map((p) => p.code)).size).toBe(2);
  });

  it('refuses two rows updating the same protocol, naming both', async () => {
    await existingRossi();
    const p = await preview([
      ['Protocolo', 'Família'],
      ['Cidadania Rossi', 'Rossi'],
      ['cidadania rossi', 'ROSSI'],
    ]);
    const decisions = [2, 3].map((row) => ({ row, action: 'UPDATE_ALL' }));
    expect(await apply(p.importId, { decisions })).toMatchObject({
      status: 422,
      body: { code: IMPORT_ERROR_CODES.badDecision, details: { rows: [2, 3] } },
    });
  });

  it('refuses decisions their rows cannot take, writing nothing', async () => {
    const p = await preview([
      ['Protocolo', 'Etapa'],
      ['Caso Novo', ''],
      ['', 'Tradução'],
    ]);
    for (const decisions of [
      [{ row: 2, action: 'UPDATE_ALL' }],
      [{ row: 3, action: 'CREATE' }],
      [{ row: 9, action: 'SKIP' }],
    ]) {
      const answer = await apply(p.importId, { decisions });
      expect(answer).toMatchObject({ status: 422, body: { code: IMPORT_ERROR_CODES.badDecision } });
    }
    expect(await db().collection('protocols').countDocuments()).toBe(0);
    expect((await apply(p.importId)).body).toMatchObject({ created: 1 });
    expect(await apply(p.importId)).toMatchObject({
      status: 409,
      body: { code: IMPORT_ERROR_CODES.alreadyApplied },
    });
  });
});

describe('all or nothing, undo and the list', () => {
  it('keeps nothing of an apply that fails half-way, and gives its codes back', async () => {
    const p = await preview([['Protocolo'], ...Array.from({ length: 600 }, (_, i) => [`Caso ${i}`])]);
    // a protocol already holds the 550th code the import will take: its second batch fails on the unique code
    const year = new Date().getFullYear();
    await service.createCase('protocol', ['Ocupante']);
    const occupant = await byName('Case of Ocupante');
    const code = occupant.code.replace(/\/\d+$/, '/0551');
    await db().collection('protocols').updateOne({ _id: occupant._id }, { $set: { code } });
    const answer = await apply(p.importId);
    expect(answer).toMatchObject({ status: 409, body: { code: IMPORT_ERROR_CODES.applyFailed } });
    expect(await db().collection('protocols').countDocuments()).toBe(1);
    expect(
      await db().collection('audits').countDocuments({ action: 'CREATE', 'changes.field': 'import' }),
    ).toBe(0);
    const counter = await db()
      .collection('counters')
      .findOne({ _id: `protocol:${year}` as never });
    expect(counter?.seq).toBe(1);
    const summary = (await service.call('GET', PROTOCOL_IMPORT_API.item(p.importId))).body as ImportSummary;
    expect(summary.status).toBe('PREVIEWED');
  });

  it('undoes an import: the protocols it created removed, audited with the file’s name and SHA-256', async () => {
    const p = await preview([
      ['Protocolo', 'Família'],
      ['Caso Um', 'Um'],
      ['Caso Dois', 'Dois'],
    ]);
    expect((await apply(p.importId)).body).toMatchObject({ created: 2 });
    const list = (await service.call('GET', PROTOCOL_IMPORT_API.collection)).body as ImportSummary[];
    expect(list).toEqual([
      expect.objectContaining({
        importId: p.importId,
        kind: 'PROTOCOL',
        status: 'APPLIED',
        fileName: 'processos.csv',
      }),
    ]);
    const undo = await service.call('POST', PROTOCOL_IMPORT_API.undo(p.importId));
    expect(undo.body).toEqual({ removed: 2, restored: 0, kept: [] });
    expect(await db().collection('protocols').countDocuments()).toBe(0);
    const audits = await db().collection('audits').find({ entity: 'Import' }).sort({ at: 1 }).toArray();
    expect(audits.map((a) => a.action)).toEqual(['IMPORT', 'UNDO_IMPORT']);
    expect(audits[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'sha256', before: null, after: list[0].sha256 },
        { field: 'created', before: null, after: 2 },
      ]),
    );
    expect(await service.call('POST', PROTOCOL_IMPORT_API.undo(p.importId))).toMatchObject({
      status: 409,
      body: { code: IMPORT_ERROR_CODES.notApplied },
    });
  });
});
