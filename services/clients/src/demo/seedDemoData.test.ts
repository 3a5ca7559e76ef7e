import { completeCpf } from '@linhagem/contracts';
import { startClientsTestService, type ClientsTestService } from '../../test/support';
import { seedDemoData } from './seedDemoData';

let service: ClientsTestService;

beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(async () => {
  await service.close();
});

it('makes CPFs with valid check digits', () => {
  expect(completeCpf('111444777')).toBe('11144477735');
  expect(completeCpf('529.982.247')).toBe('52998224725');
});

it('creates linked families on an empty database, and nothing the second time', async () => {
  const created = await seedDemoData(service.database.connection);
  expect(created).toBeGreaterThanOrEqual(10);
  const page = await service.call('POST', '/api/client/pagination?size=100', {});
  expect(page.body.totalElements).toBe(created);
  const byName = new Map(page.body.content.map((c: { name: string }) => [c.name, c]));
  const joao = byName.get('João Gonçalves') as Record<string, string>;
  const aparecida = byName.get('Maria Aparecida Gonçalves') as Record<string, string>;
  const manuel = byName.get('Manuel Gonçalves') as Record<string, string>;
  expect(joao.father).toBe(manuel.id);
  expect(joao.spouse).toBe(aparecida.id);
  expect(aparecida.spouse).toBe(joao.id);
  // the line that breaks, for the dossier's warnings: a spelling change and a mother before 1948
  const luiz = byName.get('Luiz Fontana') as Record<string, unknown>;
  const rosa = byName.get('Rosa Fontana Carvalho') as Record<string, string>;
  const jose = byName.get('José Fontana Carvalho') as Record<string, string>;
  const mariana = byName.get('Mariana Carvalho Lima') as Record<string, string>;
  const rafael = byName.get('Rafael Carvalho Lima') as Record<string, string>;
  expect(luiz.nameVariants).toEqual(['Luigi Fonttini', 'Luiz Fontine']);
  expect(rosa.father).toBe(luiz.id);
  expect([jose.mother, jose.father ?? null, jose.birthDay]).toEqual([rosa.id, null, '1940-05-14']);
  expect([mariana.father, rafael.mother, rafael.responsible]).toEqual([jose.id, mariana.id, mariana.id]);
  const fonttini = await service.call('GET', '/api/client/s/10?name=fonttini');
  expect(fonttini.body.map((c: { name: string }) => c.name)).toEqual(['Luiz Fontana']);
  const found = await service.call('GET', '/api/client/s/10?name=conceicao');
  expect(found.body.map((c: { name: string }) => c.name)).toEqual(['Maria da Conceição de Jesus']);
  expect(await seedDemoData(service.database.connection)).toBe(0);
  expect((await service.call('POST', '/api/client/pagination', {})).body.totalElements).toBe(created);
});
