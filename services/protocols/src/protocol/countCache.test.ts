import { PUBLIC_API } from '@linhagem/contracts';
import { requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

// The lists' totals are cached per filter; every write that can change which filter a protocol
// matches must forget them. Each step reads a total (remembering it), writes over HTTP, and reads it again: a
// write that forgot to invalidate answers the remembered total.
let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

/** a page of one, so the total is counted (not read off a partial page) */
const total = async (filter: Record<string, unknown>, kind = 'protocol') => {
  const answer = await service.call('POST', `/api/${kind}/pagination?size=1`, filter, 'LIMITED');
  expect(answer.status).toBe(200);
  return answer.body.totalElements as number;
};
const act = async (id: string, action: string, body?: unknown, caller = {}) => {
  const answer = await service.call('POST', `/api/protocol/${id}/${action}`, body, 'NORMAL', caller);
  expect([action, answer.status]).toEqual([action, 200]);
  return answer.body;
};
/** the totals of `filters` after `write`, next to what they were before */
async function around(filters: Record<string, unknown>[], write: () => Promise<unknown>, kind = 'protocol') {
  const before: number[] = [];
  for (const filter of filters) before.push(await total(filter, kind));
  await write();
  const after = [];
  for (const filter of filters) after.push(await total(filter, kind));
  return after.map((value, i) => value - before[i]);
}
/** a protocol stored past the service (no hook runs): changes a total only once it is counted again */
async function storeBehindTheBack(id: string) {
  const protocols = service.database.connection.collection('protocols');
  const { code } = (await service.call('GET', `/api/protocol/${id}`)).body;
  const { _id, ...copy } = (await protocols.findOne({ code }))!;
  await protocols.insertOne({ ...copy, code: `1990/${String(Math.random()).slice(2, 8)}` });
}

describe('the cached totals of the protocol and budget lists', () => {
  it('are remembered: a protocol stored past the service is not counted until a write forgets the total', async () => {
    const first = await service.createCase('protocol', ['Cache Albuquerque']);
    await service.createCase('protocol', ['Cache Albuquerque Filho']);
    expect(await total({ clientName: 'albuquerque' })).toBe(2);
    await storeBehindTheBack(first.id);
    expect(await total({ clientName: 'albuquerque' })).toBe(2);
    await service.createCase('protocol', ['Cache Albuquerque Neto']);
    expect(await total({ clientName: 'albuquerque' })).toBe(4);
  });

  it('forget what creating a protocol, a budget or a quick protocol changes', async () => {
    const filters = [{}, { status: 'ACTIVE' }, { clientName: 'barreto' }];
    await service.createCase('protocol', ['Cache Barreto']);
    expect(await around(filters, () => service.createCase('protocol', ['Cache Barreto Dois']))).toEqual([
      1, 1, 1,
    ]);
    await service.createCase('budget', ['Budget Barreto']);
    expect(
      await around(filters, () => service.createCase('budget', ['Budget Barreto Dois']), 'budget'),
    ).toEqual([1, 1, 1]);
    const quick = service.standIns.addQuickProtocol('Rápido', [
      service.standIns.addTypeService({ name: 'Busca', price: 1000 }),
    ]);
    const client = service.standIns.addClient('Quick Barreto');
    const created = () =>
      service.call('POST', '/api/protocol/quick-create', {
        quickProtocolCreateId: quick,
        protocol: { name: 'Quick Barreto', mainClient: client, clients: [client] },
      });
    expect(await around(filters, async () => expect((await created()).status).toBe(201))).toEqual([1, 1, 1]);
  });

  it('forget what an edit of the clients or the stage changes', async () => {
    const one = await service.createCase('protocol', ['Cache Cardoso'], { stage: 'TRANSLATION' });
    await service.createCase('protocol', ['Cache Damasceno'], { stage: 'TRANSLATION' });
    const filters = [{ clientName: 'cardoso' }, { clientName: 'damasceno' }, { stage: 'TRANSLATION' }];
    const damasceno = service.standIns.addClient('Outro Damasceno');
    const edit = () =>
      service.call('POST', `/api/protocol/${one.id}`, {
        name: one.name,
        mainClient: damasceno,
        clients: [damasceno],
        stage: 'APOSTILLE',
      });
    expect(await around(filters, edit)).toEqual([-1, 1, -1]);
  });

  it('forget what the actions change: status, charge, conversion', async () => {
    const one = await service.createCase('protocol', ['Cache Esteves']);
    await service.createCase('protocol', ['Cache Esteves Dois']);
    const statuses = [{ status: 'ACTIVE' }, { status: 'FINISHED' }, { status: 'CANCELED' }];
    expect(await around(statuses, () => act(one.id, 'finalize'))).toEqual([-1, 1, 0]);
    expect(await around(statuses, () => act(one.id, 'reactivate'))).toEqual([1, -1, 0]);
    expect(await around(statuses, () => act(one.id, 'cancel'))).toEqual([-1, 0, 1]);
    await act(one.id, 'reactivate');

    const colleague = service.standIns.addStaff('Cache Colleague');
    const charge = [{ userId: 'test-normal' }, { userId: colleague }];
    expect(await around(charge, () => act(one.id, 'forward', { userId: colleague }))).toEqual([-1, 1]);
    expect(await around(charge, () => act(one.id, 'take'))).toEqual([1, -1]);

    const budget = await service.createCase('budget', ['Budget Esteves']);
    await service.createCase('budget', ['Budget Esteves Dois']);
    const kinds = async () => [await total({}, 'budget'), await total({})];
    const before = await kinds();
    await act(budget.id, 'convert');
    expect(await kinds()).toEqual([before[0] - 1, before[1] + 1]);
  });

  it('forget what a family adding a person in the portal changes', async () => {
    const family = await service.createCase('protocol', ['Cache Falcão']);
    await service.createCase('protocol', ['Cache Gusmão']);
    const add = async () => {
      const answer = await requestJson(`${service.url}${PUBLIC_API.clients(family.id, family.accessCode)}`, {
        method: 'POST',
        body: { name: 'Nova Gusmão', birthDay: '1990-05-01' },
        headers: { 'x-forwarded-for': '10.9.9.9', 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(201);
    };
    expect(await around([{ clientName: 'gusmao' }, { clientName: 'falcao' }], add)).toEqual([1, 0]);
  });

  it('keep the totals a write cannot change', async () => {
    const one = await service.createCase('protocol', ['Cache Henriques']);
    await service.createCase('protocol', ['Cache Henriques Dois']);
    const filters = [{}, { clientName: 'henriques' }, { status: 'ACTIVE' }];
    const before: number[] = [];
    for (const filter of filters) before.push(await total(filter));
    await storeBehindTheBack(one.id);
    const typeService = service.standIns.addTypeService({ name: 'Tradução', price: 2000 });
    await service.call('POST', `/api/protocol/${one.id}/service`, { typeService, clients: one.clientIds });
    await service.call('POST', '/api/cash-entry', { protocolId: one.id, value: 500, type: 'RECEIPT' });
    await act(one.id, 'new-access-code');
    const kept: number[] = [];
    for (const filter of filters) kept.push(await total(filter));
    expect(kept).toEqual(before);
    // a budget is counted apart: creating one keeps the protocols' totals
    await service.createCase('budget', ['Budget Henriques']);
    kept.length = 0;
    for (const filter of filters) kept.push(await total(filter));
    expect(kept).toEqual(before);
    // a protocol every filter matches: each counts again (the one stored past the service included)
    await service.createCase('protocol', ['Cache Henriques Três']);
    const counted: number[] = [];
    for (const filter of filters) counted.push(await total(filter));
    expect(counted).toEqual(before.map((value) => value + 2));
  });
});
