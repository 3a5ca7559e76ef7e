import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { Types } from 'mongoose';
import { migrateStoredProtocols } from './model';

const oid = (id: string) => new Types.ObjectId(id);

let service: ProtocolsTestService;
const ids: Record<string, string> = {};
beforeAll(async () => {
  service = await startProtocolsTestService();
  ids.alpha = (await service.createCase('protocol', ['Conceição Bortolini'], { stage: 'TRANSLATION' })).id;
  ids.beta = (await service.createCase('protocol', ['Ana Souza', 'José Gonçalves'])).id;
  ids.gamma = (await service.createCase('protocol', ['Pedro Haddad'])).id;
  ids.budget = (await service.createCase('budget', ['Ana Budget'])).id;
  await service.call('POST', `/api/protocol/${ids.gamma}/cancel`);
});
afterAll(() => service.close());

const list = async (filter: Record<string, unknown>, query = '', kind = 'protocol') => {
  const answer = await service.call('POST', `/api/${kind}/pagination${query}`, filter, 'LIMITED');
  expect(answer.status).toBe(200);
  return answer.body;
};
const idsOf = (page: { content: Array<{ id: string }> }) => page.content.map((p) => p.id);

describe('the protocol and budget lists', () => {
  it('lists protocols by code ascending by default, with page fields, and budgets apart', async () => {
    const page = await list({});
    expect(idsOf(page)).toEqual([ids.alpha, ids.beta, ids.gamma]);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, page: 1, size: 10 });
    expect(page.content[0]).not.toHaveProperty('accessCode');
    expect(page.content[1].clientNames).toEqual(['Ana Souza', 'José Gonçalves']);
    expect(idsOf(await list({}, '?sort=p.code,desc'))).toEqual([ids.gamma, ids.beta, ids.alpha]);
    expect(idsOf(await list({}, '', 'budget'))).toEqual([ids.budget]);
    const second = await list({}, '?size=2&page=2');
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(idsOf(second)).toEqual([ids.gamma]);
  });

  it('filters by client name without accents, code, status, stage, user and creation dates', async () => {
    expect(idsOf(await list({ clientName: 'conceicao' }))).toEqual([ids.alpha]);
    expect(idsOf(await list({ clientName: 'JOSE gonç' }))).toEqual([ids.beta]);
    expect(idsOf(await list({ clientName: 'ana' }))).toEqual([ids.beta]);
    expect(idsOf(await list({ status: 'CANCELED' }))).toEqual([ids.gamma]);
    expect(idsOf(await list({ stage: 'TRANSLATION' }))).toEqual([ids.alpha]);
    expect(idsOf(await list({ userId: 'test-normal' }))).toHaveLength(3);
    expect(idsOf(await list({ userId: 'someone-else' }))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(idsOf(await list({ createdFrom: today, createdTo: today }))).toHaveLength(3);
    expect(idsOf(await list({ createdTo: '2000-01-01' }))).toEqual([]);
    const { body: alpha } = await service.call('GET', `/api/protocol/${ids.alpha}`);
    expect(idsOf(await list({ code: alpha.code }))).toEqual([ids.alpha]);
    expect(idsOf(await list({ code: '.*' }))).toEqual([]);
  });

  it('matches the start of any word of a client name, never the middle of one', async () => {
    expect(idsOf(await list({ clientName: 'onc' }))).toEqual([]);
    expect(idsOf(await list({ clientName: 'bortolini conc' }))).toEqual([ids.alpha]);
    expect(idsOf(await list({ clientName: 'souza gonc' }))).toEqual([ids.beta]);
    expect(idsOf(await list({ clientName: 'souza haddad' }))).toEqual([]);
  });

  it('finds a protocol stored before the words were kept, once the start has filled them in', async () => {
    const protocols = service.database.connection.collection('protocols');
    const {
      _id,
      clientSearchWords: _words,
      searchWords: _all,
      ...old
    } = (await protocols.findOne({ _id: oid(ids.alpha) }))!;
    const legacy = await protocols.insertOne({
      ...old,
      code: '1999/0001',
      clients: [{ ...old.clients[0], name: 'Giuseppe Zanetti' }],
      clientSearchNames: ['giuseppe zanetti'],
    });
    expect(idsOf(await list({ clientName: 'zanet' }))).toEqual([]);
    expect(await migrateStoredProtocols(service.database.connection)).toBe(1);
    expect(idsOf(await list({ clientName: 'zanet' }))).toEqual([String(legacy.insertedId)]);
    expect(await protocols.findOne({ _id: legacy.insertedId })).not.toHaveProperty('clientSearchNames');
    expect(await migrateStoredProtocols(service.database.connection)).toBe(0);
    await protocols.deleteOne({ _id: legacy.insertedId });
  });

  it('refuses an unknown sort field, an unknown filter and a bad date', async () => {
    const bad = async (path: string, body: unknown) =>
      (await service.call('POST', path, body, 'LIMITED')).status;
    expect(await bad('/api/protocol/pagination?sort=accessCode', {})).toBe(400);
    expect(await bad('/api/protocol/pagination', { accessCode: 'x' })).toBe(400);
    expect(await bad('/api/protocol/pagination', { createdFrom: '2026-13-01' })).toBe(400);
    expect(await bad('/api/protocol/pagination', { status: 'OPEN' })).toBe(400);
  });

  it('refuses LIMITED users every write of a protocol or budget', async () => {
    const client = service.standIns.addClient('Limited Writer');
    for (const path of [
      '/api/protocol',
      '/api/budget',
      `/api/protocol/${ids.alpha}`,
      `/api/budget/${ids.budget}`,
    ]) {
      const answer = await service.call('POST', path, { name: 'x', clients: [client] }, 'LIMITED');
      expect([path, answer.status]).toEqual([path, 403]);
    }
    expect((await list({})).totalElements).toBe(3);
  });

  it('lists the audit of a protocol: creation and updates field by field', async () => {
    // one page holds every entry: each update writes one per changed field (its language and filing date too)
    const { body } = await service.call(
      'POST',
      '/api/protocol/audit?page=1&size=100',
      { protocolId: ids.alpha },
      'LIMITED',
    );
    expect(body.content.length).toBeGreaterThan(3);
    expect(
      body.content.every(
        (a: { entity: string; entityId: string }) => a.entity === 'Protocol' && a.entityId === ids.alpha,
      ),
    ).toBe(true);
    expect(body.content.map((a: { field: string }) => a.field)).toEqual(
      expect.arrayContaining(['name', 'code', 'stage']),
    );
  });
});
