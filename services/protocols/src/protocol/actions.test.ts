import { PROTOCOL_ACTIONS } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const act = (id: string, action: string, body?: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  service.call('POST', `/api/protocol/${id}/${action}`, body, level);

describe('protocol actions', () => {
  it('converts a budget into a protocol: same id, a protocol code, clients, services and payments kept', async () => {
    const typeService = service.standIns.addTypeService({ name: 'Pesquisa', price: 50000 });
    const budget = await service.createCase('budget', ['Convert Parent', 'Convert Child']);
    await service.call('POST', `/api/budget/${budget.id}/service`, {
      typeService,
      clients: budget.clientIds,
    });
    await service.call('POST', '/api/cash-entry', { protocolId: budget.id, value: 30000, type: 'RECEIPT' });
    const { status, body } = await act(budget.id, 'convert');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: budget.id, budget: false, status: 'ACTIVE', budgetCode: budget.code });
    const next = await service.createCase('protocol', ['After Convert']);
    const number = (code: string) => Number(code.split('/')[1]);
    expect(number(next.code)).toBe(number(body.code) + 1);
    expect(body.clients.map((c: { client: string }) => c.client)).toEqual(budget.clientIds);
    expect(body.services).toHaveLength(1);
    expect(body.financial).toMatchObject({ servicesNet: 100000, received: 30000, balance: 70000 });
    const again = await act(budget.id, 'convert');
    expect(again).toMatchObject({ status: 409, body: { code: 'protocol.not-a-budget' } });
    const list = await service.call('POST', '/api/protocol/pagination?size=100', { code: body.code });
    expect(list.body.content.map((p: { id: string }) => p.id)).toEqual([budget.id]);
    const budgets = await service.call('POST', '/api/budget/pagination?size=100', {});
    expect(budgets.body.content.map((p: { id: string }) => p.id)).not.toContain(budget.id);
  });

  it('finalizes, cancels and reactivates, answering the new state, and refuses what the state forbids', async () => {
    const protocol = await service.createCase('protocol', ['Lifecycle Client']);
    const finalized = await act(protocol.id, 'finalize');
    expect(finalized.body).toMatchObject({ status: 'FINISHED', active: false });
    expect((await act(protocol.id, 'finalize')).body.code).toBe('protocol.not-active');
    expect((await act(protocol.id, 'cancel')).body.code).toBe('protocol.not-active');
    expect((await act(protocol.id, 'take')).status).toBe(409);
    const reopened = await act(protocol.id, 'reactivate');
    expect(reopened.body).toMatchObject({ status: 'ACTIVE', active: true });
    expect(await act(protocol.id, 'reactivate')).toMatchObject({
      status: 409,
      body: { code: 'protocol.already-active' },
    });
    const canceled = await act(protocol.id, 'cancel');
    expect(canceled.body).toMatchObject({ status: 'CANCELED', active: false });
    expect((await act(protocol.id, 'forward', { userId: service.standIns.addStaff('Nobody') })).status).toBe(
      409,
    );
    expect((await act(protocol.id, 'reactivate')).body.status).toBe('ACTIVE');
  });

  it('refuses to finalize a budget and to convert a canceled one', async () => {
    const budget = await service.createCase('budget', ['Refused Budget']);
    expect(await act(budget.id, 'finalize')).toMatchObject({
      status: 409,
      body: { code: 'protocol.is-budget' },
    });
    await act(budget.id, 'cancel');
    expect(await act(budget.id, 'convert')).toMatchObject({
      status: 409,
      body: { code: 'protocol.not-active' },
    });
  });

  it('forwards to an active colleague and lets another user take it', async () => {
    const protocol = await service.createCase('protocol', ['Forward Client']);
    const colleague = service.standIns.addStaff('Carla Colleague');
    const forwarded = await act(protocol.id, 'forward', { userId: colleague });
    expect(forwarded.body.currentUser).toEqual({ id: colleague, name: 'Carla Colleague' });
    expect(await act(protocol.id, 'forward', { userId: colleague })).toMatchObject({
      status: 409,
      body: { code: 'protocol.already-in-charge' },
    });
    const inactive = service.standIns.addStaff('Gone Colleague', false);
    expect(await act(protocol.id, 'forward', { userId: inactive })).toMatchObject({
      status: 400,
      body: { code: 'protocol.user-not-found' },
    });
    expect((await act(protocol.id, 'forward', {})).status).toBe(400);
    const taken = await service.call('POST', `/api/protocol/${protocol.id}/take`, undefined, 'NORMAL', {
      sub: 'other-user',
      name: 'Other User',
    });
    expect(taken.body.currentUser).toEqual({ id: 'other-user', name: 'Other User' });
    const mine = await service.call('POST', '/api/protocol/pagination', { userId: 'other-user' });
    expect(mine.body.content.map((p: { id: string }) => p.id)).toContain(protocol.id);
    const staff = await service.call('GET', '/api/protocol/staff');
    expect(staff.body.map((s: { name: string }) => s.name)).toContain('Carla Colleague');
    expect(staff.body.map((s: { name: string }) => s.name)).not.toContain('Gone Colleague');
  });

  it('replaces the access code, ending the old one, and audits it without the values', async () => {
    const protocol = await service.createCase('protocol', ['Access Client']);
    const renewed = await act(protocol.id, 'new-access-code');
    expect(renewed.body.accessCode).not.toBe(protocol.accessCode);
    const read = await service.call('GET', `/api/protocol/${protocol.id}`);
    expect(read.body.accessCode).toBe(renewed.body.accessCode);
    const audit = await service.call('POST', '/api/protocol/audit', {
      protocolId: protocol.id,
      field: 'accessCode',
    });
    expect(audit.body.content).toHaveLength(1);
    expect(JSON.stringify(audit.body)).not.toContain(protocol.accessCode);
    expect(JSON.stringify(audit.body)).not.toContain(renewed.body.accessCode);
  });

  it('refuses every action to a LIMITED user and a body on the actions that take none', async () => {
    const protocol = await service.createCase('protocol', ['Limited Client']);
    for (const action of PROTOCOL_ACTIONS) {
      const answer = await act(
        protocol.id,
        action,
        action === 'forward' ? { userId: protocol.id } : undefined,
        'LIMITED',
      );
      expect([action, answer.status]).toEqual([action, 403]);
    }
    expect((await act(protocol.id, 'cancel', { reason: 'x' })).status).toBe(400);
    expect((await service.call('GET', `/api/protocol/${protocol.id}`)).body.status).toBe('ACTIVE');
  });

  it('audits each transition', async () => {
    const protocol = await service.createCase('protocol', ['Audit Client']);
    await act(protocol.id, 'cancel');
    const audit = await service.call('POST', '/api/protocol/audit', {
      protocolId: protocol.id,
      field: 'status',
    });
    expect(audit.body.content[0]).toMatchObject({
      entity: 'Protocol',
      action: 'UPDATE',
      field: 'status',
      before: 'ACTIVE',
      after: 'CANCELED',
      userName: 'test.normal',
    });
  });
});
