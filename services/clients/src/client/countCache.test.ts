import { CURRENT_WEDDING, startClientsTestService, type ClientsTestService } from '../../test/support';

// The list's totals are cached per filter; a write forgets only the totals it can change: a create or delete
// those whose filter the client matches, an edit those whose filter reads a changed field (the spouse's mirror
// included). A client stored past the service (no hook runs) shows which totals were kept and which counted again.
let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

const surname = () => `Qz${Math.random().toString(36).slice(2, 8)}`;
async function create(body: Record<string, unknown>) {
  const response = await service.call('POST', '/api/client', { confirmDuplicateName: true, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string } & Record<string, unknown>;
}
async function edit(client: Record<string, unknown>, changes: Record<string, unknown>) {
  const { id, version: _v, createdAt: _c, updatedAt: _u, ...body } = client;
  const response = await service.call('POST', `/api/client/${id}`, { ...body, ...changes });
  expect(response.status).toBe(200);
  return response.body as { id: string; name: string } & Record<string, unknown>;
}
/** a page of one, so the total is counted (not read off a partial page) */
const totals = async (filters: Record<string, unknown>[]) => {
  const out = [];
  for (const filter of filters) {
    const answer = await service.call('POST', '/api/client/pagination?size=1', filter);
    expect(answer.status).toBe(200);
    out.push(answer.body.totalElements as number);
  }
  return out;
};
const storeBehindTheBack = (name: string, fields: Record<string, unknown>) =>
  service.database.connection.collection('clients').insertOne({
    name,
    searchName: name.toLowerCase(),
    searchWords: name.toLowerCase().split(' '),
    documents: [],
    tags: [],
    typeOfPerson: 'PERSON',
    alive: true,
    ...fields,
  });

describe('the cached totals of the client list', () => {
  it('keep what an edit of other fields cannot change, count again what it can', async () => {
    const family = surname();
    const tag = family.toLowerCase();
    const first = await create({ name: `Ana ${family}`, tags: [tag], address: { state: 'SP' } });
    await create({ name: `Bia ${family}`, tags: [tag], address: { state: 'SP' } });
    const filters = [
      { name: family },
      { tags: [tag] },
      { state: 'SP', name: family },
      { gender: 'FEMININE' },
    ];
    await create({ name: `Outra ${surname()}`, gender: 'FEMININE' });
    const before = await totals(filters);
    expect(before.slice(0, 3)).toEqual([2, 2, 2]);
    await storeBehindTheBack(`Raw ${family}`, { tags: [tag], address: { state: 'SP' }, gender: 'FEMININE' });
    expect(await totals(filters)).toEqual(before);

    const phoned = await edit(first, { phoneNumber: '(11) 3333-4444' });
    expect(await totals(filters)).toEqual(before);
    const moved = await edit(phoned, { address: { state: 'RJ' } });
    expect(await totals(filters)).toEqual([2, 2, 2, before[3]]);
    await edit(moved, { gender: 'FEMININE' });
    expect(await totals(filters)).toEqual([2, 2, 2, before[3] + 2]);
  });

  it('forget on a create or a delete only the totals whose filter the client matches', async () => {
    const family = surname();
    const other = surname();
    await create({ name: `Caio ${family}` });
    await create({ name: `Davi ${other}` });
    const filters = [{ name: family }, { name: other }, {}];
    const before = await totals(filters);
    await storeBehindTheBack(`Raw ${family}`, {});
    await storeBehindTheBack(`Raw ${other}`, {});
    const created = await create({ name: `Eva ${family}` });
    // the family's total counts again (the one stored past the service too); the other's is kept
    expect(await totals(filters)).toEqual([before[0] + 2, before[1], before[2] + 3]);
    const response = await service.call('DELETE', `/api/client/${created.id}`);
    expect(response.status).toBe(204);
    expect(await totals(filters)).toEqual([before[0] + 1, before[1], before[2] + 2]);
  });

  it("forget what the spouse's mirror changes", async () => {
    const family = surname();
    const husband = await create({ name: `José ${family}`, maritalStatus: 'SINGLE' });
    const wife = await create({
      name: `Luzia ${family}`,
      maritalStatus: 'MARRIED',
      confirmIncompleteWedding: true,
    });
    const married = [{ maritalStatus: 'MARRIED' }];
    const [before] = await totals(married);
    // the wife's marital status does not change; the husband's does, through the mirror
    await edit(wife, { spouse: husband.id, wedding: CURRENT_WEDDING });
    expect(await totals(married)).toEqual([before + 1]);
  });
});
