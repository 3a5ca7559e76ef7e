import { startTestService, userCaller, type TestService } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { migrateStoredTypeServices, typeServiceModel } from './model';

let service: TestService;
let call: ReturnType<typeof userCaller>;
beforeAll(async () => {
  // type services as an older version stored them (the flag was `isActive`), there before the start
  service = await startTestService('catalog-migrate', async (database) => {
    await database.connection.collection(typeServiceModel(database.connection).collection.name).insertMany(
      [
        { name: 'Busca antiga', isActive: true },
        { name: 'Tradução antiga', isActive: false },
      ].map((fields) => ({ ...fields, price: 5000, createdAt: new Date(), updatedAt: new Date() })),
    );
    // as services/catalog/src/index.ts does at start
    expect(await migrateStoredTypeServices(database.connection)).toBe(2);
    return buildApp(database);
  });
  call = userCaller(service.url, 'ADMINISTRATOR');
});
afterAll(() => service.close());

it('renames isActive to active at start: lists, filters and reads see the stored flag', async () => {
  const listed = async (filter: object) =>
    ((await call('POST', '/api/type-service/pagination', filter)).body.content as { name: string }[]).map(
      (typeService) => typeService.name,
    );
  expect(await listed({ active: true })).toEqual(['Busca antiga']);
  expect(await listed({ active: false })).toEqual(['Tradução antiga']);
  const [old] = (await call('POST', '/api/type-service/pagination', { name: 'Tradução' })).body.content;
  expect(old).toMatchObject({ active: false });
  expect(old).not.toHaveProperty('isActive');
  expect(await migrateStoredTypeServices(service.database.connection)).toBe(0);
});
