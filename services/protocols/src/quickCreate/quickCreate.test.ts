import { priceTypeService } from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const count = async (kind: 'protocol' | 'budget', name: string) =>
  (await service.call('POST', `/api/${kind}/pagination`, { clientName: name })).body.totalElements;

describe('quick creation from a quick-protocol template', () => {
  it.each(['protocol', 'budget'] as const)(
    'creates a %s with the template services priced for all the chosen clients',
    async (kind) => {
      const search = service.standIns.addTypeService({ name: 'Busca', price: 10000, perClient: true });
      const translation = service.standIns.addTypeService({ name: 'Tradução', price: 5000 });
      const template = service.standIns.addQuickProtocol('Cidadania italiana', [search, translation]);
      const ids = [service.standIns.addClient(`Quick ${kind} One`), service.standIns.addClient('Quick Two')];
      const created = await service.call('POST', `/api/${kind}/quick-create`, {
        quickProtocolCreateId: template,
        protocol: { name: 'Família Quick', mainClient: ids[0], clients: ids },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ budget: kind === 'budget', name: 'Família Quick' });
      expect(created.body.code).toMatch(kind === 'budget' ? /^ORC-\d{4}\/\d{4}$/ : /^\d{4}\/\d{4}$/);
      const services = created.body.services;
      expect(services.map((s: { typeServiceName: string }) => s.typeServiceName)).toEqual([
        'Busca',
        'Tradução',
      ]);
      for (const line of services) expect(line.clients).toEqual(ids);
      expect(services[0].price).toEqual(priceTypeService(service.standIns.typeServices.get(search)!, 2));
      expect(created.body.financial.servicesNet).toBe(services[0].price.net + services[1].price.net);
    },
  );

  it('refuses an unknown or inactive template, a missing type service and no clients, creating nothing', async () => {
    const client = service.standIns.addClient('Quick Refused');
    const gone = service.standIns.addQuickProtocol('Inactive', [], false);
    const broken = service.standIns.addQuickProtocol('Broken', ['0123456789abcdef01234567']);
    const withServices = service.standIns.addQuickProtocol('Needs clients', [
      service.standIns.addTypeService({ name: 'Any', price: 100 }),
    ]);
    const body = (quickProtocolCreateId: string, clients = [client]) => ({
      quickProtocolCreateId,
      protocol: { name: 'Refused', clients },
    });
    const cases = [
      [body('0123456789abcdef01234567'), 400, 'protocol.quick-protocol-not-found'],
      [body(gone), 400, 'protocol.quick-protocol-not-found'],
      [body(broken), 400, 'protocol.type-service-not-found'],
      [body(withServices, []), 400, 'protocol.clients-required'],
      [{ ...body(gone), extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ quickProtocolCreateId: { $gt: '' }, protocol: { name: 'x' } }, 400, 'OPERATOR_REJECTED'],
    ] as const;
    for (const [payload, status, code] of cases) {
      const answer = await service.call('POST', '/api/protocol/quick-create', payload);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(await count('protocol', 'Quick Refused')).toBe(0);
  });

  it('is refused to LIMITED users', async () => {
    const template = service.standIns.addQuickProtocol('Limited', []);
    const answer = await service.call(
      'POST',
      '/api/protocol/quick-create',
      { quickProtocolCreateId: template, protocol: { name: 'No' } },
      'LIMITED',
    );
    expect(answer.status).toBe(403);
  });
});
