import { todayIso } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const ana = { sub: 'user-ana', name: 'Ana Staff' };
const bruno = { sub: 'user-bruno', name: 'Bruno Staff' };
const dashboard = async (who: { sub: string; name: string }) =>
  (await service.call('GET', '/api/protocol/dashboard', undefined, 'LIMITED', who)).body;

describe('dashboard figures', () => {
  it('counts for the office and for the user: active protocols, open budgets, in charge, received, converted', async () => {
    const client = service.standIns.addClient('Dashboard Family');
    const create = (kind: 'protocol' | 'budget', who: typeof ana) =>
      service.call('POST', `/api/${kind}`, { name: 'Dash', mainClient: client }, 'NORMAL', who);
    const anaProtocol = (await create('protocol', ana)).body;
    const canceled = (await create('protocol', ana)).body;
    await service.call('POST', `/api/protocol/${canceled.id}/cancel`, undefined, 'NORMAL', ana);
    await create('budget', ana);
    const converted = (await create('budget', bruno)).body;
    await service.call('POST', `/api/budget/${converted.id}/convert`, undefined, 'NORMAL', ana);
    const month = todayIso().slice(0, 7);
    const lastYear = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}-15`;
    const entry = (value: number, who: typeof ana, type = 'RECEIPT', date = todayIso()) =>
      service.call(
        'POST',
        '/api/cash-entry',
        { protocolId: anaProtocol.id, value, type, date },
        'NORMAL',
        who,
      );
    await entry(10000, ana);
    await entry(2550, bruno);
    await entry(999, ana, 'REFUND');
    await entry(7000, ana, 'RECEIPT', lastYear);

    expect(await dashboard(ana)).toEqual({
      office: {
        activeProtocols: 2,
        openBudgets: 1,
        receivedThisMonth: 12550,
        budgetsConvertedThisMonth: 1,
        certificatesExpiringSoon: 0,
      },
      user: {
        protocolsInMyCharge: 1,
        openBudgets: 1,
        receivedThisMonth: 10000,
        budgetsConvertedThisMonth: 1,
        certificatesExpiringSoon: 0,
      },
    });
    const staffId = service.standIns.addStaff('Carla Staff');
    await service.call('POST', `/api/protocol/${anaProtocol.id}/forward`, { userId: staffId }, 'NORMAL', ana);
    expect((await dashboard({ sub: staffId, name: 'Carla Staff' })).user).toEqual({
      protocolsInMyCharge: 1,
      openBudgets: 0,
      receivedThisMonth: 0,
      budgetsConvertedThisMonth: 0,
      certificatesExpiringSoon: 0,
    });
    expect((await dashboard(bruno)).user).toEqual({
      protocolsInMyCharge: 1,
      openBudgets: 0,
      receivedThisMonth: 2550,
      budgetsConvertedThisMonth: 0,
      certificatesExpiringSoon: 0,
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await service.call('GET', '/api/protocol/dashboard', undefined, null)).status).toBe(401);
  });
});

describe("a client's protocols", () => {
  it('lists the protocols and budgets linking the client in any role, protocols first, to LIMITED users', async () => {
    const year = new Date().getFullYear();
    const parent = service.standIns.addClient('Tab Parent');
    const child = service.standIns.addClient('Tab Child', `${year - 4}-01-01`);
    const other = service.standIns.addClient('Tab Other');
    const protocol = await service.call('POST', '/api/protocol', {
      name: 'Tab protocol',
      mainClient: other,
      clients: [parent, child],
      underAges: [{ client: parent, underAgeClient: child }],
    });
    const budget = await service.call('POST', '/api/budget', { name: 'Tab budget', mainClient: parent });
    await service.call('POST', '/api/budget', { name: 'Not hers', mainClient: other });
    const list = await service.call('GET', `/api/protocol/client/${parent}`, undefined, 'LIMITED');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string; budget: boolean }) => [p.id, p.budget])).toEqual([
      [protocol.body.id, false],
      [budget.body.id, true],
    ]);
    expect(list.body[0]).not.toHaveProperty('accessCode');
    const childList = await service.call('GET', `/api/protocol/client/${child}`, undefined, 'LIMITED');
    expect(childList.body.map((p: { id: string }) => p.id)).toEqual([protocol.body.id]);
    expect((await service.call('GET', '/api/protocol/client/not-an-id')).status).toBe(400);
  });
});
