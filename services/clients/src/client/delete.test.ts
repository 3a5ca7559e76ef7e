import { startClientsTestService, type ClientsTestService } from '../../test/support';

let service: ClientsTestService;
const call: ClientsTestService['call'] = (...args) => service.call(...args);
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(async () => {
  await service.close();
});

async function create(body: Record<string, unknown>) {
  const response = await call('POST', '/api/client', { confirmDuplicateName: true, ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string };
}
const exists = async (id: string) => (await call('GET', `/api/client/${id}`)).status === 200;
const wedding = {
  country: 'ITALIA',
  foreignState: 'Veneto',
  city: 'Treviso',
  marriedDay: '1920-05-01',
  current: true,
};

describe('DELETE /api/client/:id', () => {
  it('deletes a client without links after asking protocols with a service token', async () => {
    const client = await create({ name: `Avulso ${unique()}` });
    const response = await call('DELETE', `/api/client/${client.id}`);
    expect(response.status).toBe(204);
    expect(await exists(client.id)).toBe(false);
    expect(service.protocols.calls).toContain(`service:clients ${client.id}`);
    expect((await call('DELETE', `/api/client/${client.id}`)).status).toBe(404);
  });

  it('refuses while there is some wedding for this client', async () => {
    const husband = await create({ name: `Giuseppe Bortolini ${unique()}` });
    const wife = await create({
      name: `Angela Bortolini ${unique()}`,
      maritalStatus: 'MARRIED',
      spouse: husband.id,
      wedding,
    });
    for (const id of [husband.id, wife.id]) {
      const response = await call('DELETE', `/api/client/${id}`);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'client.has-wedding',
        message: 'There is some wedding for this client',
      });
      expect(await exists(id)).toBe(true);
    }
  });

  it('refuses while there is some protocol for this client', async () => {
    const client = await create({ name: `Com Protocolo ${unique()}` });
    service.protocols.counts.set(client.id, 2);
    const response = await call('DELETE', `/api/client/${client.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'client.has-protocol',
      message: 'There is some protocol for this client',
    });
    expect(await exists(client.id)).toBe(true);
  });

  it('refuses while other clients link it as father, mother or responsible', async () => {
    const father = await create({ name: `Pai ${unique()}` });
    const child = await create({ name: `Filho ${unique()}`, father: father.id });
    const response = await call('DELETE', `/api/client/${father.id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('client.has-relatives');
    expect(response.body.details.clients).toEqual([{ id: child.id, name: child.name }]);
    expect(await exists(father.id)).toBe(true);
  });

  it('refuses with 503 when the protocols service cannot be asked, deleting nothing', async () => {
    const unreachable = await startClientsTestService({ protocolsUrl: 'http://127.0.0.1:9' });
    try {
      const created = await unreachable.call('POST', '/api/client', { name: 'Sem Resposta' });
      const response = await unreachable.call('DELETE', `/api/client/${created.body.id}`);
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('protocols.unavailable');
      expect((await unreachable.call('GET', `/api/client/${created.body.id}`)).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /api/client/audit', () => {
  it('records who changed which field from what to what, newest first', async () => {
    const client = await create({
      name: `Auditada ${unique()}`,
      address: { country: 'BRASIL', state: 'BA', city: 'Salvador' },
    });
    await call('POST', `/api/client/${client.id}`, {
      name: client.name,
      address: { country: 'BRASIL', state: 'BA', city: 'Ilhéus' },
      email: 'a@b.com',
    });
    const response = await call('POST', '/api/client/audit', { clientId: client.id }, 'LIMITED');
    expect(response.status).toBe(200);
    const rows = response.body.content as Array<Record<string, unknown>>;
    expect(response.body.totalElements).toBe(rows.length);
    const updates = rows.filter((r) => r.action === 'UPDATE');
    expect(updates.map((r) => [r.field, r.before, r.after]).sort()).toEqual([
      ['address.city', 'Salvador', 'Ilhéus'],
      ['email', null, 'a@b.com'],
    ]);
    expect(updates[0]).toMatchObject({
      entity: 'Client',
      entityId: client.id,
      userName: 'test.normal',
      name: 'Test NORMAL',
    });
    expect(rows[0].action).toBe('UPDATE');
    expect(rows.map((r) => r.action)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
  });

  it('records a create as one entry that lists each field it set', async () => {
    const client = await create({
      name: `Criada ${unique()}`,
      address: { country: 'BRASIL', state: 'BA', city: 'Salvador' },
    });
    const response = await call('POST', '/api/client/audit', { clientId: client.id });
    expect(response.body.totalElements).toBe(1);
    const [entry] = response.body.content as Array<{
      field: string;
      changes: Array<Record<string, unknown>>;
    }>;
    expect(entry).toMatchObject({ action: 'CREATE', field: '', before: null, after: null });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: client.name },
        { field: 'address.city', before: null, after: 'Salvador' },
        { field: 'address.state', before: null, after: 'BA' },
        { field: 'address.country', before: null, after: 'BRASIL' },
        { field: 'alive', before: null, after: true },
        expect.objectContaining({ field: 'typeOfPerson' }),
      ]),
    );
    const byField = await call('POST', '/api/client/audit', { clientId: client.id, field: 'address.city' });
    expect(byField.body.content).toEqual([expect.objectContaining({ action: 'CREATE' })]);
  });

  it('records a delete and the spouse mirror', async () => {
    const a = await create({ name: `Mirror A ${unique()}` });
    await create({ name: `Mirror B ${unique()}`, maritalStatus: 'MARRIED', spouse: a.id, wedding });
    const mirror = await call('POST', '/api/client/audit?size=50', { clientId: a.id, action: 'UPDATE' });
    expect(mirror.body.content.map((r: { field: string }) => r.field)).toEqual(
      expect.arrayContaining(['spouse', 'wedding.current', 'maritalStatus']),
    );

    const gone = await create({ name: `Apagado ${unique()}`, email: 'x@y.com' });
    await call('DELETE', `/api/client/${gone.id}`);
    const deleted = await call('POST', '/api/client/audit', {
      clientId: gone.id,
      action: 'DELETE',
      field: 'email',
    });
    expect(deleted.body.content).toEqual([
      expect.objectContaining({ field: '', entityName: gone.name, changes: expect.any(Array) }),
    ]);
    expect(deleted.body.content[0].changes).toEqual(
      expect.arrayContaining([{ field: 'email', before: 'x@y.com', after: null }]),
    );
  });

  it('writes no audit for a refused change', async () => {
    const client = await create({ name: `Recusada ${unique()}` });
    await call('POST', `/api/client/${client.id}`, { name: client.name, email: 'invalid' });
    const rows = await call('POST', '/api/client/audit', { clientId: client.id, action: 'UPDATE' });
    expect(rows.body.totalElements).toBe(0);
  });
});
