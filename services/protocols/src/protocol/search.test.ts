import { Types } from 'mongoose';
import { BUDGET_CODE_PREFIX } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { FEW_TEXT_MATCHES } from './service';
import { migrateStoredProtocols, protocolModel, searchWordsOf } from './model';

let service: ProtocolsTestService;
afterAll(() => service.close());
beforeAll(async () => {
  service = await startProtocolsTestService();
});

type Page = { content: { id: string; code: string }[]; totalElements: number };
const list = async (
  kind: 'protocol' | 'budget',
  filter: Record<string, unknown>,
  query = '',
): Promise<Page> => {
  const answer = await service.call('POST', `/api/${kind}/pagination${query}`, filter, 'LIMITED');
  expect(answer.status).toBe(200);
  return answer.body;
};
const idsOf = (page: Page) => page.content.map((p) => p.id).sort();
const year = new Date().getFullYear();

describe('budget and protocol codes', () => {
  it('gives budgets the prefix and protocols none; a converted budget keeps its prefixed code beside the new one', async () => {
    const budget = await service.createCase('budget', ['Bruna Prefixo']);
    const protocol = await service.createCase('protocol', ['Paulo Prefixo']);
    expect(BUDGET_CODE_PREFIX).toBe('ORC-');
    expect(budget.code).toMatch(new RegExp(`^ORC-${year}/\\d{4}$`));
    expect(protocol.code).toMatch(new RegExp(`^${year}/\\d{4}$`));

    const converted = await service.call('POST', `/api/budget/${budget.id}/convert`);
    expect(converted.status).toBe(200);
    expect(converted.body.budgetCode).toBe(budget.code);
    expect(converted.body.code).toMatch(new RegExp(`^${year}/\\d{4}$`));
    // the protocol list finds it by the code it had as a budget too
    expect(idsOf(await list('protocol', { text: budget.code }))).toEqual([budget.id]);
  });
});

describe('the lists search box (text)', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.fontana = (
      await service.createCase('protocol', ['Ângela Fontana', 'Otávio Brandão'], {
        name: 'Cidadania italiana',
        familyName: 'Fontana',
      })
    ).id;
    ids.named = (
      await service.createCase('protocol', ['Rita Prado'], {
        name: 'Processo Conceição',
        familyName: 'Prado',
      })
    ).id;
    ids.budget = (await service.createCase('budget', ['Célia Fontaneli'], { familyName: 'Moretti' })).id;
  });

  it('finds a case by its family name, its name or a client name, without accents or case', async () => {
    expect(idsOf(await list('protocol', { text: 'fontana' }))).toEqual([ids.fontana]);
    expect(idsOf(await list('protocol', { text: 'FONTANA' }))).toEqual([ids.fontana]);
    expect(idsOf(await list('protocol', { text: 'conceicao' }))).toEqual([ids.named]);
    expect(idsOf(await list('protocol', { text: 'brandao otav' }))).toEqual([ids.fontana]);
    expect(idsOf(await list('protocol', { text: 'angela' }))).toEqual([ids.fontana]);
    // every typed word must start a word of the case: family name and a client's name together
    expect(idsOf(await list('protocol', { text: 'fontana rita' }))).toEqual([]);
    expect(idsOf(await list('protocol', { text: 'ontana' }))).toEqual([]);
    // the budget list searches budgets only, the same way
    expect(idsOf(await list('budget', { text: 'fontan' }))).toEqual([ids.budget]);
    expect(idsOf(await list('budget', { text: 'moretti' }))).toEqual([ids.budget]);
  });

  it('finds a budget or a protocol by its number alone, or by its whole code', async () => {
    const budget = (await service.call('GET', `/api/protocol/${ids.budget}`)).body;
    const protocol = (await service.call('GET', `/api/protocol/${ids.named}`)).body;
    const number = (code: string) => code.split('/').pop()!;
    for (const typed of [budget.code, budget.code.replace(BUDGET_CODE_PREFIX, ''), number(budget.code)])
      expect([typed, idsOf(await list('budget', { text: typed }))]).toEqual([typed, [ids.budget]]);
    expect(idsOf(await list('protocol', { text: protocol.code }))).toEqual([ids.named]);
    expect(idsOf(await list('protocol', { text: number(protocol.code) }))).toEqual([ids.named]);
  });

  it('follows a renamed case and client list, and counts what it finds', async () => {
    const before = await list('protocol', { text: 'fontana' });
    expect(before.totalElements).toBe(1);
    const { body: named } = await service.call('GET', `/api/protocol/${ids.named}`);
    const saved = await service.call('POST', `/api/protocol/${ids.named}`, {
      name: named.name,
      familyName: 'Fontana',
      mainClient: named.mainClient?.id ?? null,
      clients: named.clients.map((c: { client: string }) => c.client),
      version: named.version,
    });
    expect(saved.status).toBe(200);
    // the cached total of the same filter is forgotten by the write
    expect((await list('protocol', { text: 'fontana' })).totalElements).toBe(2);
    expect(idsOf(await list('protocol', { text: 'prado' }))).toEqual([ids.named]);
  });

  it('pages through a word many cases share in code order, and still finds the one of them a second word names', async () => {
    const protocols = service.database.connection.collection('protocols');
    const { _id, ...stored } = (await protocols.findOne({ _id: new Types.ObjectId(ids.named) }))!;
    const many = Array.from({ length: FEW_TEXT_MATCHES + 5 }, (_, i) => {
      const code = `1990/${String(i + 1).padStart(4, '0')}`;
      const name = `Muitos ${i === 7 ? 'Raro' : 'Comum'}`;
      return {
        ...stored,
        code,
        name,
        familyName: 'Muitos',
        searchWords: searchWordsOf({ ...stored, code, name, familyName: 'Muitos', clients: [] }),
      };
    });
    await protocols.insertMany(many);
    const first = await list('protocol', { text: 'muitos' }, '?size=10');
    expect(first.totalElements).toBe(FEW_TEXT_MATCHES + 5);
    expect(first.content.map((p) => p.code)).toEqual(many.slice(0, 10).map((p) => p.code));
    const last = await list('protocol', { text: 'muitos' }, `?size=10&page=${Math.ceil(many.length / 10)}`);
    expect(last.content.at(-1)!.code).toBe(many.at(-1)!.code);
    expect((await list('protocol', { text: 'muitos raro' })).content.map((p) => p.code)).toEqual([
      '1990/0008',
    ]);
    // through the model, which forgets the cached totals
    await protocolModel(service.database.connection).deleteMany({ familyName: 'Muitos' });
  });

  it('refuses a search longer than 200 characters', async () => {
    const answer = await service.call(
      'POST',
      '/api/protocol/pagination',
      { text: 'a'.repeat(201) },
      'LIMITED',
    );
    expect(answer.status).toBe(400);
  });
});

describe('the start-up migration of stored protocols', () => {
  it('prefixes old budget codes and their copies, fills the words, and is a no-op the second time', async () => {
    const connection = service.database.connection;
    const protocols = connection.collection('protocols');
    const notifications = connection.collection('notifications');
    const template = await service.createCase('protocol', ['Template Antigo']);
    const current = await service.createCase('budget', ['Bia Zanetti']);
    const {
      _id,
      searchWords: _s,
      clientSearchWords: _c,
      ...stored
    } = (await protocols.findOne({
      _id: new Types.ObjectId(template.id),
    }))!;
    // as an older version stored them: no prefix, no words
    const oldBudget = await protocols.insertOne({
      ...stored,
      budget: true,
      code: '1998/0004',
      name: 'Orçamento antigo',
      familyName: 'Zanetti',
    });
    const oldConverted = await protocols.insertOne({ ...stored, code: '1998/0009', budgetCode: '1998/0005' });
    await notifications.insertOne({
      protocol: oldBudget.insertedId,
      protocolCode: '1998/0004',
      protocolGroupName: 'Zanetti',
      userId: null,
      message: '<p>Olá</p>',
      read: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // a total cached before the migration (a full page of one) must not outlive it
    expect((await list('budget', { text: 'zanetti' }, '?size=1')).totalElements).toBe(1);

    expect(await migrateStoredProtocols(connection)).toBe(2);

    expect(await protocols.findOne({ _id: oldBudget.insertedId })).toMatchObject({
      code: 'ORC-1998/0004',
      searchWords: expect.arrayContaining(['orc', '1998', '0004', 'zanetti', 'orcamento', 'antigo']),
    });
    expect(await protocols.findOne({ _id: oldConverted.insertedId })).toMatchObject({
      code: '1998/0009',
      budgetCode: 'ORC-1998/0005',
    });
    expect(await notifications.findOne({ protocol: oldBudget.insertedId })).toMatchObject({
      protocolCode: 'ORC-1998/0004',
    });
    expect((await list('budget', { text: 'zanetti' }, '?size=1')).totalElements).toBe(2);
    expect(idsOf(await list('budget', { text: 'zanetti' }))).toEqual(
      [current.id, String(oldBudget.insertedId)].sort(),
    );
    expect(idsOf(await list('budget', { text: '1998/0004' }))).toEqual([String(oldBudget.insertedId)]);
    expect(idsOf(await list('protocol', { text: 'ORC-1998/0005' }))).toEqual([
      String(oldConverted.insertedId),
    ]);

    expect(await migrateStoredProtocols(connection)).toBe(0);
    await protocols.deleteMany({ _id: { $in: [oldBudget.insertedId, oldConverted.insertedId] } });
  });
});
