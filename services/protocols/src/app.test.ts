import { connectDatabase, listenForTest, type Database } from '@linhagem/service-kit';
import { buildApp } from './app';

let database: Database;
let server: Awaited<ReturnType<typeof listenForTest>>;

beforeAll(async () => {
  database = await connectDatabase('protocols');
  server = await listenForTest(buildApp(database));
});
afterAll(async () => {
  await server.close();
  await database.close();
});

it('answers /healthz once its database is connected', async () => {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', service: 'protocols' });
});

it('answers an unknown route with 404 and a stable code', async () => {
  const response = await fetch(`${server.url}/api/nothing-here`);
  expect(response.status).toBe(404);
  expect((await response.json()).code).toBe('NOT_FOUND');
});
