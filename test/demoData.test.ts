// `npm start`'s demo data across the services (with a family line that breaks): clients and catalog seed their
// demo rows, then protocols opens its demo cases through their internal APIs; everything over HTTP on the
// embedded engine, as the services run under `npm start`.
import { randomUUID } from 'node:crypto';
import { PROTOCOL_STAGES, type Protocol, type ProtocolSummary } from '@linhagem/contracts';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp as buildCatalog } from '../services/catalog/src/app';
import { seedDemoData as seedCatalog } from '../services/catalog/src/demo/seedDemoData';
import { buildApp as buildClients } from '../services/clients/src/app';
import { seedDemoData as seedClients } from '../services/clients/src/demo/seedDemoData';
import { buildApp as buildIdentity } from '../services/identity/src/app';
import { ensureFirstAdministrator } from '../services/identity/src/bootstrap';
import { userModel } from '../services/identity/src/users/model';
import { buildApp as buildProtocols } from '../services/protocols/src/app';
import { seedDemoData as seedProtocols } from '../services/protocols/src/demo/seedDemoData';
import { createRemotes, type RemoteUrls } from '../services/protocols/src/remote/remotes';

jest.setTimeout(120000);

const unique = (name: string) => `${name}-demo-test-${randomUUID().slice(0, 8)}`;
const started: TestService[] = [];
async function start(name: string, build: Parameters<typeof startTestService>[1]) {
  const service = await startTestService(unique(name), build);
  started.push(service);
  return service;
}

let identity: TestService;
let clients: TestService;
let catalog: TestService;
let protocols: TestService;
let urls: RemoteUrls;
let adminId: string;
const seedAgain = () =>
  seedProtocols({ connection: protocols.database.connection, remotes: createRemotes(urls) });

/** A call to protocols as the first administrator (the dashboard's "in my charge" is theirs). */
async function asAdmin(method: string, path: string, body?: unknown) {
  const headers = callerHeaders('ADMINISTRATOR', { sub: adminId, userName: 'admin', name: 'Administrator' });
  const answer = await requestJson(`${protocols.url}${path}`, { method, headers, body });
  if (answer.status !== 200)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const list = async (kind: 'protocol' | 'budget'): Promise<ProtocolSummary[]> =>
  (await asAdmin('POST', `/api/${kind}/pagination?size=100`, {})).content;
const byName = async (name: string): Promise<Protocol> => {
  const row = [...(await list('protocol')), ...(await list('budget'))].find((p) => p.name === name);
  return asAdmin('GET', `/api/protocol/${row!.id}`);
};

beforeAll(async () => {
  identity = await start('identity', async (database) => {
    const users = userModel(database.connection);
    await users.init();
    await ensureFirstAdministrator(users, { ADMIN_PASSWORD: 'demo-Test-password-1' }, () => undefined);
    return buildIdentity(database);
  });
  adminId = String(
    (await userModel(identity.database.connection).findOne({ userName: 'admin' }).lean())!._id,
  );
  clients = await start('clients', (database) => buildClients(database));
  catalog = await start('catalog', (database) => buildCatalog(database));
  urls = { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: identity.url };
  protocols = await start('protocols', (database) => buildProtocols(database, urls));
  expect(await seedClients(clients.database.connection)).toBeGreaterThan(0);
  expect(await seedCatalog(catalog.database.connection)).toBeGreaterThan(0);
  const created = await seedProtocols(
    { connection: protocols.database.connection, remotes: createRemotes(urls) },
    { inChargeUserName: 'admin' },
  );
  expect(created).toBe(5);
});
afterAll(async () => {
  for (const service of started.reverse()) await service.close();
});

it('opens protocols and budgets of the demo families in different stages and states', async () => {
  const protocolRows = await list('protocol');
  const budgetRows = await list('budget');
  expect(protocolRows.map((p) => [p.familyName, p.stage, p.status])).toEqual([
    ['Gonçalves', 'GRANTED', 'FINISHED'],
    ['Bortolini', 'TRANSLATION', 'ACTIVE'],
    ['Fontana', 'COLLECTING_DOCUMENTS', 'ACTIVE'],
  ]);
  expect(budgetRows.map((p) => [p.familyName, p.status])).toEqual([
    ['Haddad', 'ACTIVE'],
    ['Bortolini', 'ACTIVE'],
  ]);
  const dashboard = await asAdmin('GET', '/api/protocol/dashboard');
  expect(dashboard.office).toMatchObject({
    activeProtocols: 2,
    openBudgets: 2,
    budgetsConvertedThisMonth: 1,
  });
  // the active cases are in the first administrator's charge
  expect(dashboard.user).toMatchObject({ protocolsInMyCharge: 2, openBudgets: 2 });
  expect(dashboard.office.receivedThisMonth).toBeGreaterThanOrEqual(600000 + 300000);
});

it('prices the services with the shared pricing function of the catalog, links the minors, and keeps the payments', async () => {
  const bortolini = await byName('Cidadania italiana de Lúcia e Pedro');
  expect(bortolini.budgetCode).toMatch(/^ORC-\d{4}\/\d{4}$/);
  const [lucia, pedro] = ['Lúcia Bortolini de Souza', 'Pedro Bortolini de Souza'].map(
    (name) => bortolini.clients.find((c) => c.name === name)!.client,
  );
  expect(bortolini.underAges).toEqual([expect.objectContaining({ client: lucia, underAgeClient: pedro })]);
  const italian = bortolini.services.find((s) => s.typeServiceName === 'Assessoria de cidadania italiana')!;
  const catalogPrice = await requestJson(
    `${catalog.url}/api/type-service/${italian.typeService}/price?clients=2`,
    { headers: callerHeaders('LIMITED') },
  );
  expect(italian.price).toEqual(catalogPrice.body);
  expect(italian.price.discount).toBeGreaterThan(0);
  expect(bortolini.financial).toMatchObject({ received: 600000, expenses: 42000 });

  const goncalves = await byName('Cidadania portuguesa de Ana Paula');
  expect(goncalves.financial.tax).toBeGreaterThan(0);
  expect(goncalves.financial.balance).toBe(0);
});

it('keeps each stage change with its date for the timeline, oldest first', async () => {
  const goncalves = await byName('Cidadania portuguesa de Ana Paula');
  const timeline: { kind: string; at: string; stage?: string }[] = await asAdmin(
    'GET',
    `/api/protocol/${goncalves.id}/timeline`,
  );
  const stages = timeline.filter((event) => event.kind === 'STAGE');
  // every stage of the fixed list, in order
  expect(stages.map((event) => event.stage)).toEqual([...PROTOCOL_STAGES]);
  const days = stages.map((event) => Math.round((Date.now() - Date.parse(event.at)) / 86400000));
  expect(days).toEqual([420, 360, 330, 300, 290, 200, 25]);
  expect(Math.round((Date.now() - Date.parse(goncalves.createdAt)) / 86400000)).toBe(420);
});

it('generates the checklists from the family trees: the finished case complete, the others under way', async () => {
  const checklist = async (name: string) =>
    asAdmin('GET', `/api/certificate/protocol/${(await byName(name)).id}`);
  const goncalves = await checklist('Cidadania portuguesa de Ana Paula');
  expect([goncalves.route, goncalves.progress, goncalves.color]).toEqual(['PT', 100, 'DARK_GREEN']);
  const bortolini = await checklist('Cidadania italiana de Lúcia e Pedro');
  expect(bortolini.route).toBe('IT_COMUNE');
  expect(bortolini.progress).toBeGreaterThan(0);
  expect(bortolini.progress).toBeLessThan(100);
});

it('has a family whose chain breaks, and its checklist warns of the spelling change and the mother before 1948', async () => {
  const fontana = await byName('Cidadania italiana de Mariana e Rafael');
  expect(fontana.route).toBe('IT_CONSULATE');
  const checklist = await asAdmin('GET', `/api/certificate/protocol/${fontana.id}`);
  type Warning = { code: string; message: string; persons: { name: string }[]; certificates: string[] };
  const warnings: Warning[] = checklist.warnings;
  const warning = (code: string) => warnings.find((w) => w.code === code);
  // the links themselves are whole: what breaks is the spelling and the law (and Law 74/2025, for any applicant
  // born abroad without a recorded exception)
  expect(warnings.map((w) => w.code)).toEqual([
    'NAME_DIVERGENCE',
    'ITALY_1948_MATERNAL',
    'ITALY_LAW_74_2025',
  ]);
  expect(warning('NAME_DIVERGENCE')).toMatchObject({
    persons: [expect.objectContaining({ name: 'Luiz Fontana' })],
    certificates: [expect.any(String)],
  });
  expect(warning('NAME_DIVERGENCE')!.message).toContain('Luigi Fonttini');
  expect(warning('ITALY_1948_MATERNAL')!.persons.map((p) => p.name)).toEqual([
    'Rosa Fontana Carvalho',
    'José Fontana Carvalho',
  ]);
  const immigrant = checklist.persons[0];
  expect(immigrant.name).toBe('Luiz Fontana');
  const cnns = immigrant.certificates.filter(
    (c: { typeOfCertificate: string }) => c.typeOfCertificate === 'CNN',
  );
  expect(cnns.map((c: { personNameInDocument: string }) => c.personNameInDocument).sort()).toEqual([
    'Luigi Fonttini',
    'Luiz Fontana',
    'Luiz Fontine',
  ]);
});

it('does nothing the second time, nor on a database that is not a demo one', async () => {
  const before = [(await list('protocol')).length, (await list('budget')).length];
  expect(await seedClients(clients.database.connection)).toBe(0);
  expect(await seedCatalog(catalog.database.connection)).toBe(0);
  expect(await seedAgain()).toBe(0);
  expect([(await list('protocol')).length, (await list('budget')).length]).toEqual(before);

  // an empty protocols database beside clients that are not the demo families
  const otherClients = await start('clients-other', (database) => buildClients(database));
  await requestJson(`${otherClients.url}/api/client`, {
    headers: callerHeaders('NORMAL'),
    body: { name: 'Cliente do escritório' },
  });
  const otherUrls = { ...urls, clientsUrl: otherClients.url };
  const otherProtocols = await start('protocols-other', (database) => buildProtocols(database, otherUrls));
  const skipped: string[] = [];
  const created = await seedProtocols(
    { connection: otherProtocols.database.connection, remotes: createRemotes(otherUrls) },
    { onSkip: (reason) => skipped.push(reason) },
  );
  expect(created).toBe(0);
  expect(skipped).toEqual([expect.stringContaining('not a demo database: no Ana Paula Gonçalves Ribeiro')]);
  const page = await requestJson(`${otherProtocols.url}/api/protocol/pagination`, {
    headers: callerHeaders('NORMAL'),
    body: {},
  });
  expect(page.body.totalElements).toBe(0);
});
