import { Types } from 'mongoose';
import { cashEntryModel } from './model';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

describe('cash entries and the totals of a protocol', () => {
  it('sums receipts, refunds and expenses into totals in cents', async () => {
    const typeService = service.standIns.addTypeService({ name: 'Full', price: 250000, sharedValue: true });
    const protocol = await service.createCase('protocol', ['Cash Parent', 'Cash Child']);
    await service.call('POST', `/api/protocol/${protocol.id}/service`, {
      typeService,
      clients: protocol.clientIds,
    });
    const entry = (value: number, type: string, extra: Record<string, unknown> = {}) =>
      service.call('POST', '/api/cash-entry', { protocolId: protocol.id, value, type, ...extra });
    const first = await entry(100000, 'RECEIPT', {
      clientId: protocol.clientIds[1],
      observation: 'Pix',
      date: '2026-03-10',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      protocolId: protocol.id,
      value: 100000,
      type: 'RECEIPT',
      clientId: protocol.clientIds[1],
      observation: 'Pix',
      date: '2026-03-10',
      user: { id: 'test-normal', name: 'Test NORMAL' },
    });
    await entry(50001, 'RECEIPT');
    await entry(10000, 'REFUND');
    await entry(7000, 'EXPENSE');
    const { status, body } = await service.call(
      'GET',
      `/api/protocol/${protocol.id}/financial`,
      undefined,
      'LIMITED',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      servicesGross: 250000,
      servicesDiscount: 0,
      servicesNet: 250000,
      taxRate: 0,
      tax: 0,
      total: 250000,
      received: 150001,
      refunded: 10000,
      expenses: 7000,
      balance: 109999,
    });
    const list = await service.call(
      'POST',
      '/api/cash-entry/pagination',
      { protocolId: protocol.id },
      'LIMITED',
    );
    expect(list.body.totalElements).toBe(4);
    await service.call('DELETE', `/api/cash-entry/${first.body.id}`);
    const after = await service.call('GET', `/api/protocol/${protocol.id}/financial`);
    expect(after.body.received).toBe(50001);
    const audit = await service.call('POST', '/api/protocol/audit', {
      protocolId: protocol.id,
      field: `cashEntries.${first.body.id}.value`,
    });
    expect(audit.body.content.map((a: { before: unknown; after: unknown }) => [a.before, a.after])).toEqual([
      [100000, null],
      [null, 100000],
    ]);
  });

  it('refuses a client of another protocol, a value that is not positive cents and LIMITED users', async () => {
    const protocol = await service.createCase('protocol', ['Entry Client']);
    const other = await service.createCase('protocol', ['Another Family']);
    const base = { protocolId: protocol.id, value: 100, type: 'RECEIPT' };
    const foreign = await service.call('POST', '/api/cash-entry', { ...base, clientId: other.clientIds[0] });
    expect(foreign).toMatchObject({ status: 400, body: { code: 'protocol.client-not-in-protocol' } });
    for (const value of [0, -5, 10.5, '100']) {
      const answer = await service.call('POST', '/api/cash-entry', { ...base, value });
      expect([value, answer.status, answer.body.code]).toEqual([value, 400, 'VALIDATION_FAILED']);
    }
    expect((await service.call('POST', '/api/cash-entry', { ...base, type: 'GIFT' })).status).toBe(400);
    expect((await service.call('POST', '/api/cash-entry', base, 'LIMITED')).status).toBe(403);
    const created = await service.call('POST', '/api/cash-entry', base);
    expect(
      (await service.call('DELETE', `/api/cash-entry/${created.body.id}`, undefined, 'LIMITED')).status,
    ).toBe(403);
    const unknown = await service.call('POST', '/api/cash-entry', {
      ...base,
      protocolId: '0123456789abcdef01234567',
    });
    expect(unknown.status).toBe(404);
    const totals = await service.call('GET', `/api/protocol/${protocol.id}/financial`);
    expect(totals.body.received).toBe(100);
  });
});

describe('the cash entries collection guards itself', () => {
  it('refuses, below the API, an entry with no positive amount, an unknown type or a bad date (121)', async () => {
    const model = cashEntryModel(service.database.connection);
    await model.init();
    const entries = model.collection;
    const valid = { protocol: new Types.ObjectId(), value: 1500, type: 'RECEIPT', date: '2026-03-10' };
    await expect(entries.insertOne({ ...valid })).resolves.toMatchObject({ acknowledged: true });
    for (const broken of [
      { ...valid, value: -1500 },
      { ...valid, value: '1500' },
      { ...valid, type: 'GIFT' },
      { ...valid, date: '10/03/2026' },
      { protocol: valid.protocol, type: 'RECEIPT', date: '2026-03-10' },
    ]) {
      await expect(entries.insertOne(broken)).rejects.toMatchObject({ code: 121 });
    }
    await expect(entries.updateOne({ value: 1500 }, { $set: { value: 0 } })).rejects.toMatchObject({
      code: 121,
    });
    expect(await entries.countDocuments({ protocol: valid.protocol })).toBe(1);
  });
});
