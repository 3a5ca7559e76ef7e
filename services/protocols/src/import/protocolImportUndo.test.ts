import { PROTOCOL_IMPORT_API, type ImportPreview, type ImportUndoResult } from '@linhagem/contracts';
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
    [
      'protocols',
      'audits',
      'imports',
      'importRows',
      'importChanges',
      'importMappings',
      'counters',
      'cashentries',
      'timelineevents',
      'deadlines',
      'notifications',
    ].map((name) => db.collection(name).deleteMany({})),
  );
});

const db = () => service.database.connection.db!;
const byName = async (name: string) => (await db().collection('protocols').findOne({ name }))!;
const idOf = async (name: string) => String((await byName(name))._id);
const imported = async (rows: string[][], decisions: object[] = []) => {
  const answer = await uploadImport(service.url, windows1252Csv(rows), {
    fileName: 'processos.csv',
    path: PROTOCOL_IMPORT_API.preview,
  });
  expect(answer).toMatchObject({ status: 200 });
  const { importId } = answer.body as ImportPreview;
  expect(await service.call('POST', PROTOCOL_IMPORT_API.apply(importId), { decisions })).toMatchObject({
    status: 200,
  });
  return importId;
};
const undo = async (importId: string) => {
  const answer = await service.call('POST', PROTOCOL_IMPORT_API.undo(importId));
  expect(answer).toMatchObject({ status: 200 });
  return answer.body as ImportUndoResult;
};
/** Saves a protocol through its form's endpoint, as staff editing it would. */
const edit = async (name: string, fields: Record<string, unknown>) => {
  const saved = await byName(name);
  const answer = await service.call('POST', `/api/protocol/${String(saved._id)}`, {
    name: saved.name,
    familyName: saved.familyName,
    description: saved.description,
    stage: saved.stage,
    ...fields,
  });
  expect(answer).toMatchObject({ status: 200 });
};

describe('undoing a protocols import keeps the protocols changed since', () => {
  it('keeps a created protocol edited, given a cash entry or a timeline message since, and removes the others with their clock notices', async () => {
    const importId = await imported([
      ['Protocolo', 'Família'],
      ['Caso Editado', 'Editado'],
      ['Caso Caixa', 'Caixa'],
      ['Caso Nota', 'Nota'],
      ['Caso Parado', 'Parado'],
    ]);
    await edit('Caso Editado', { description: 'Ligar para a família' });
    const cash = await service.call('POST', '/api/cash-entry', {
      protocolId: await idOf('Caso Caixa'),
      value: 15000,
      type: 'RECEIPT',
    });
    expect(cash.status).toBe(201);
    const note = await service.call('POST', `/api/protocol/${await idOf('Caso Nota')}/notification`, {
      message: 'Recebemos a certidão.',
    });
    expect(note.status).toBe(201);
    // what the legal clock writes by itself (a notice given on a computed deadline, its bell entry) is not work
    const parado = (await byName('Caso Parado'))._id;
    await db()
      .collection('deadlines')
      .insertOne({
        protocol: parado,
        manual: false,
        key: `${parado}-FILING-x`,
        kind: 'FILING',
        notified: [30],
      });
    await db()
      .collection('notifications')
      .insertOne({ protocol: parado, protocolCode: '', protocolGroupName: '', message: '<p>30 days</p>' });

    const kept = [await idOf('Caso Editado'), await idOf('Caso Caixa'), await idOf('Caso Nota')];
    const result = await undo(importId);
    expect(result).toEqual({ removed: 1, restored: 0, kept: expect.arrayContaining(kept) });
    expect(result.kept).toHaveLength(3);
    const left = await db().collection('protocols').find().sort({ name: 1 }).toArray();
    expect(left.map((p) => [p.name, p.description])).toEqual([
      ['Caso Caixa', ''],
      ['Caso Editado', 'Ligar para a família'],
      ['Caso Nota', ''],
    ]);
    expect(await db().collection('deadlines').countDocuments({ protocol: parado })).toBe(0);
    expect(await db().collection('notifications').countDocuments({ protocol: parado })).toBe(0);
    const audit = await db().collection('audits').findOne({ entity: 'Import', action: 'UNDO_IMPORT' });
    expect(audit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'removed', before: null, after: 1 },
        { field: 'kept', before: null, after: 3 },
      ]),
    );
  });

  it('restores an updated protocol only if nobody saved it since; one saved since keeps its values and is listed', async () => {
    await service.createCase('protocol', ['Mario Rossi'], { name: 'Cidadania Rossi', familyName: 'Rossi' });
    await service.createCase('protocol', ['Lucia Bianchi'], {
      name: 'Cidadania Bianchi',
      familyName: 'Bianchi',
      description: 'Antiga',
    });
    const importId = await imported(
      [
        ['Protocolo', 'Família', 'Etapa', 'Observações'],
        ['Cidadania Rossi', 'Rossi', 'Tradução', 'Do arquivo'],
        ['Cidadania Bianchi', 'Bianchi', 'Tradução', 'Do arquivo'],
      ],
      [
        { row: 2, action: 'UPDATE_ALL' },
        { row: 3, action: 'UPDATE_ALL' },
      ],
    );
    expect(await byName('Cidadania Bianchi')).toMatchObject({
      description: 'Do arquivo',
      stage: 'TRANSLATION',
    });
    await edit('Cidadania Rossi', { description: 'Corrigido à mão' });

    expect(await undo(importId)).toEqual({
      removed: 0,
      restored: 1,
      kept: [await idOf('Cidadania Rossi')],
    });
    expect(await byName('Cidadania Rossi')).toMatchObject({
      description: 'Corrigido à mão',
      stage: 'TRANSLATION',
    });
    expect(await byName('Cidadania Bianchi')).toMatchObject({
      description: 'Antiga',
      stage: 'COLLECTING_DOCUMENTS',
    });
  });
});
