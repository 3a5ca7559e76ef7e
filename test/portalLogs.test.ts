// What the logs keep of a whole portal journey (OWASP ASVS 7.1): every box runs as under `npm start`, with its own
// logger, behind the BFF; an office signs in, creates a user and a case, and a family opens it with its access
// code, adds and edits persons with their CPFs, removes one and writes to the office. Every line the boxes wrote
// is read back: the portal paths are there, and no access code, CPF, password or token is.
import { randomUUID } from 'node:crypto';
import { PUBLIC_API } from '@linhagem/contracts';
import { createLogger } from '@linhagem/service-kit';
import { requestJson, startTestService, type TestService } from '@linhagem/service-kit/testing';
import { cookieHeader } from '../bff/test/support';
import { loadConfig } from '../bff/src/config';
import { startBff } from '../bff/src/server';
import { buildApp as buildCatalog } from '../services/catalog/src/app';
import { buildApp as buildClients } from '../services/clients/src/app';
import { buildApp as buildDocuments } from '../services/documents/src/app';
import { buildApp as buildIdentity } from '../services/identity/src/app';
import { ensureFirstAdministrator } from '../services/identity/src/bootstrap';
import { userModel } from '../services/identity/src/users/model';
import { buildApp as buildProtocols } from '../services/protocols/src/app';

jest.setTimeout(120000);

const ADMIN_PASSWORD = 'Log-scan-admin-password-2026';
const STAFF = { name: 'Paula Logs', userName: 'paula.logs', password: 'Paula-logs-password-2026' };
const CPFS = { main: '529.982.247-25', portal: '111.444.777-35', edited: '390.533.447-05' };

const started: TestService[] = [];
let gateway: Awaited<ReturnType<typeof startBff>>;
const lines: string[] = [];
const level = process.env.LOG_LEVEL;

beforeAll(async () => {
  const start = async (name: string, build: Parameters<typeof startTestService>[1]) => {
    const service = await startTestService(`${name}-logs-test-${randomUUID().slice(0, 8)}`, build);
    started.push(service);
    return service;
  };
  const identity = await start('identity', async (database) => {
    const users = userModel(database.connection);
    await users.init();
    await ensureFirstAdministrator(users, { ADMIN_PASSWORD }, () => undefined);
    return buildIdentity(database);
  });
  const clients = await start('clients', (database) => buildClients(database));
  const catalog = await start('catalog', (database) => buildCatalog(database));
  const urls = { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: identity.url };
  const protocols = await start('protocols', (database) => buildProtocols(database, urls));
  const documents = await start('documents', (database) => buildDocuments(database));
  const base = loadConfig({}, { jwtSecret: 'log-scan-jwt-secret' });
  gateway = await startBff(
    {
      ...base,
      port: 0,
      services: {
        identity: identity.url,
        clients: clients.url,
        protocols: protocols.url,
        catalog: catalog.url,
        documents: documents.url,
      },
    },
    // the logger `npm start` gives the BFF, but for the batching: every line is written when it is logged
    createLogger('bff'),
  );
  // every box writes its lines to this process's stdout and stderr: keep them all
  const keep = (chunk: unknown) => void lines.push(String(chunk));
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (keep(chunk), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (keep(chunk), true));
  delete process.env.LOG_LEVEL;
});

afterAll(async () => {
  jest.restoreAllMocks();
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  await gateway?.close();
  for (const service of started.reverse()) await service.close();
});

/** A browser's session at the BFF: its cookies, and the headers our own pages send. */
function browser() {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await requestJson(`${gateway.url}${path}`, {
      method,
      body,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
    });
    cookie = cookieHeader(answer.headers, cookie);
    return answer;
  };
  return { call, cookies: () => cookie };
}

it('keeps no access code, CPF, password or token in any line of a whole portal journey', async () => {
  const office = browser();
  expect((await office.call('POST', '/login', { username: 'admin', password: ADMIN_PASSWORD })).status).toBe(
    200,
  );
  expect((await office.call('POST', '/api/user', { ...STAFF, typeUser: 'NORMAL' })).status).toBe(201);
  const staff = browser();
  const login = await staff.call('POST', '/login', { username: STAFF.userName, password: STAFF.password });
  expect(login.status).toBe(200);
  const main = await staff.call('POST', '/api/client', {
    name: 'Marta Bianchi',
    cpf: CPFS.main,
    confirmDuplicateName: true,
  });
  expect(main.status).toBe(201);
  const created = await staff.call('POST', '/api/protocol', {
    name: 'Família Bianchi',
    familyName: 'Bianchi',
    mainClient: main.body.id,
  });
  expect(created.status).toBe(201);
  const protocolId: string = created.body.id;
  const { accessCode } = (await staff.call('GET', `/api/protocol/${protocolId}`)).body;
  expect(accessCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  const family = browser();
  expect((await family.call('GET', PUBLIC_API.protocol(protocolId, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ'))).status).toBe(403);
  // the family types its code loosely, as the portal accepts it
  const typed = accessCode.toLowerCase();
  expect((await family.call('GET', PUBLIC_API.protocol(protocolId, typed))).status).toBe(200);
  expect((await family.call('GET', PUBLIC_API.clients(protocolId, accessCode))).status).toBe(200);
  const adult = await family.call('POST', PUBLIC_API.clients(protocolId, accessCode), {
    name: 'Luca Bianchi',
    cpf: CPFS.portal,
  });
  expect(adult.status).toBe(201);
  const personId: string = adult.body.client.id;
  const edited = await family.call('POST', PUBLIC_API.client(protocolId, accessCode, personId), {
    name: 'Luca Bianchi Neto',
    cpf: CPFS.edited,
    version: adult.body.client.version,
  });
  expect(edited.status).toBe(200);
  const minor = await family.call('POST', PUBLIC_API.clients(protocolId, accessCode), {
    name: 'Sofia Bianchi',
    birthDay: '2019-04-05',
    responsible: personId,
  });
  expect(minor.status).toBe(201);
  expect((await family.call('GET', PUBLIC_API.withUnderage(protocolId, accessCode))).status).toBe(200);
  const unlinked = await family.call(
    'DELETE',
    PUBLIC_API.underageLink(protocolId, accessCode, minor.body.underage.id),
  );
  expect(unlinked.status).toBe(204);
  const refused = await family.call('POST', PUBLIC_API.clients(protocolId, accessCode), { cpf: CPFS.portal });
  expect(refused.status).toBe(400);
  const sent = await family.call('POST', PUBLIC_API.sendNotification(protocolId, accessCode), {
    message: `<p>Meu CPF é ${CPFS.portal}</p>`,
  });
  expect(sent.status).toBe(201);
  expect((await staff.call('POST', '/logout')).status).toBeLessThan(400);

  const log = lines.join('');
  // the journey is in the log: the lines of the BFF and of protocols, with the code's place redacted
  const portalLines = log.split('\n').filter((line) => line.includes(`/api/public/client/${protocolId}/`));
  expect(portalLines.some((line) => line.includes('"service":"bff"'))).toBe(true);
  expect(portalLines.some((line) => line.includes('"service":"protocols"'))).toBe(true);
  expect(portalLines.every((line) => line.includes(`/api/public/client/${protocolId}/***`))).toBe(true);

  const tokens = [office.cookies(), staff.cookies()]
    .join('; ')
    .split('; ')
    .map((pair) => pair.slice(pair.indexOf('=') + 1))
    .filter((value) => value.length > 20);
  expect(tokens.length).toBeGreaterThan(0);
  const secrets = [
    accessCode,
    typed,
    accessCode.replace(/-/g, ''),
    ...Object.values(CPFS).flatMap((cpf) => [cpf, cpf.replace(/\D/g, '')]),
    ADMIN_PASSWORD,
    STAFF.password,
    ...tokens,
  ];
  expect(secrets.filter((secret) => log.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
});
