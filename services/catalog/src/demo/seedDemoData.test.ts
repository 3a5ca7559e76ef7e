import { startCatalogTestService, type CatalogTestService } from '../../test/support';
import { seedDemoData } from './seedDemoData';

let service: CatalogTestService;
beforeEach(async () => {
  service = await startCatalogTestService();
});
afterEach(() => service.close());

const typeServices = async () =>
  (await service.call('POST', '/api/type-service/pagination?size=100', {})).body.content as {
    id: string;
    name: string;
  }[];

it('creates priced type services and a tax rate on an empty catalog, and nothing the second time', async () => {
  const created = await seedDemoData(service.database.connection);
  expect(created).toBe(6);
  const byName = new Map((await typeServices()).map((t) => [t.name, t.id]));
  expect(byName.size).toBe(6);
  const price = async (name: string, clients: number) =>
    (await service.call('GET', `/api/type-service/${byName.get(name)}/price?clients=${clients}`)).body.net;
  // 15% off the second person; one family price plus a share; R$ 50,00 off from three people
  expect(await price('Assessoria de cidadania italiana', 2)).toBe(900000 + 765000);
  expect(await price('Assessoria de cidadania portuguesa', 2)).toBe(1000000);
  expect(await price('Apostilamento de certidões', 3)).toBe(70000);
  const defaults = await service.call('GET', '/api/configuration/budget-services-protocol');
  expect(defaults.body.taxRate).toBe(6);
  // the demo quote prints payment terms
  expect(defaults.body.paymentTermsFragment).toBe('PAGAMENTO');
  const audit = await service.call('POST', '/api/type-service/audit', {});
  expect(audit.body.content[0].userName).toBe('demo');

  expect(await seedDemoData(service.database.connection)).toBe(0);
  expect(await typeServices()).toHaveLength(6);
});

it('leaves a catalog with type services, and budget defaults the office saved, as they are', async () => {
  await service.call('POST', '/api/configuration/budget-services-protocol', { taxRate: 10 });
  expect(await seedDemoData(service.database.connection)).toBe(6);
  expect((await service.call('GET', '/api/configuration/budget-services-protocol')).body.taxRate).toBe(10);

  await service.close();
  service = await startCatalogTestService();
  await service.call('POST', '/api/type-service', { name: 'Serviço do escritório', price: 100 });
  expect(await seedDemoData(service.database.connection)).toBe(0);
  expect((await typeServices()).map((t) => t.name)).toEqual(['Serviço do escritório']);
  expect((await service.call('GET', '/api/configuration/budget-services-protocol')).body.taxRate).toBe(0);
});
