import { PROTOCOLS_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
const asService = { [INTERNAL_TOKEN_HEADER]: signServiceToken('clients') };
const get = (path: string, headers: Record<string, string> = asService) =>
  requestJson(`${service.url}${path}`, { headers });

beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('how many protocols link a client', () => {
  it('counts the protocols and budgets where the client is main, linked, responsible or underage', async () => {
    const year = new Date().getFullYear();
    const parent = service.standIns.addClient('Count Parent');
    const child = service.standIns.addClient('Count Child', `${year - 5}-01-01`);
    const member = service.standIns.addClient('Count Member');
    const stranger = service.standIns.addClient('Count Stranger');
    await service.call('POST', '/api/protocol', {
      name: 'one',
      mainClient: parent,
      clients: [child],
      underAges: [{ client: parent, underAgeClient: child }],
    });
    await service.call('POST', '/api/budget', { name: 'two', mainClient: parent, clients: [member] });
    for (const [id, count] of [
      [parent, 2],
      [child, 1],
      [member, 1],
      [stranger, 0],
    ] as const) {
      const answer = await get(PROTOCOLS_INTERNAL.clientProtocolCountPath(id));
      expect([id, answer.status, answer.body]).toEqual([id, 200, { count }]);
    }
  });

  it('answers only other services: a forwarded user gets 403, no token 401, a bad id 400', async () => {
    const path = PROTOCOLS_INTERNAL.clientProtocolCountPath('0123456789abcdef01234567');
    expect((await get(path, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await get(path, {})).status).toBe(401);
    const bad = await get(PROTOCOLS_INTERNAL.clientProtocolCountPath('not-an-id'));
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('whether a type service is used', () => {
  it('counts the protocols and budgets that hold the type service or have it as main service', async () => {
    const used = service.standIns.addTypeService({ name: 'Used', price: 100 });
    const main = service.standIns.addTypeService({ name: 'Main', price: 100 });
    const unused = service.standIns.addTypeService({ name: 'Unused', price: 100 });
    const budget = await service.createCase('budget', ['Usage Client'], { mainService: main });
    await service.call('POST', `/api/budget/${budget.id}/service`, {
      typeService: used,
      clients: budget.clientIds,
    });
    const protocol = await service.createCase('protocol', ['Usage Other']);
    await service.call('POST', `/api/protocol/${protocol.id}/service`, {
      typeService: used,
      clients: protocol.clientIds,
    });
    await service.call('POST', `/api/protocol/${protocol.id}/cancel`);
    for (const [id, count] of [
      [used, 2],
      [main, 1],
      [unused, 0],
    ] as const) {
      const answer = await get(PROTOCOLS_INTERNAL.typeServiceUsagePath(id), {
        [INTERNAL_TOKEN_HEADER]: signServiceToken('catalog'),
      });
      expect([id, answer.status, answer.body]).toEqual([id, 200, { count }]);
    }
    expect((await get(PROTOCOLS_INTERNAL.typeServiceUsagePath(used), callerHeaders('NORMAL'))).status).toBe(
      403,
    );
  });
});
