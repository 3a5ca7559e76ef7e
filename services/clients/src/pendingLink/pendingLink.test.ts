import { Types } from 'mongoose';
import { CLIENTS_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let clients: ClientsTestService;
/** the same box, but services/protocols does not answer */
let alone: ClientsTestService;
const asProtocols = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
const protocolId = new Types.ObjectId().toHexString();

const internalCall = (service: ClientsTestService, path: string, body: unknown) =>
  requestJson(`${service.url}${path}`, { headers: asProtocols, body });
/** the portal's new person, as services/protocols creates it for `protocolId` */
const createPending = async (name: string, service = clients) => {
  const answer = await internalCall(service, `${CLIENTS_INTERNAL.createPath}?pendingLink=${protocolId}`, {
    name,
    confirmDuplicateName: true,
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; name: string } & Record<string, unknown>;
};
const settle = (before: Date, service = clients) =>
  internalCall(service, CLIENTS_INTERNAL.settlePendingLinksPath, { before: before.toISOString() });
const exists = async (id: string, service = clients) =>
  (await service.call('GET', `/api/client/${id}`)).status === 200;
const marked = async (id: string, service = clients) =>
  Boolean(
    await service.database.connection
      .collection('clients')
      .findOne({ _id: new Types.ObjectId(id), pendingLink: { $exists: true } }),
  );
const later = () => new Date(Date.now() + 1000);

beforeAll(async () => {
  clients = await startClientsTestService();
  alone = await startClientsTestService({ protocolsUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await clients.close();
  await alone.close();
});

describe('a person the portal created whose protocol never linked it', () => {
  it('is removed at the next start when no protocol lists it, and the audit says so', async () => {
    const person = await createPending('Carla Interrompida');
    expect(person).not.toHaveProperty('pendingLink');
    expect(await marked(person.id)).toBe(true);
    const answer = await settle(later());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ linked: 0, removed: 1 });
    expect(await exists(person.id)).toBe(false);
    expect(clients.protocols.calls).toContain(`service:clients ${person.id}`);
    const audit = await clients.database.connection
      .collection('audits')
      .findOne({ entityId: new Types.ObjectId(person.id), action: 'DELETE' });
    expect(audit).toMatchObject({
      entityName: 'Carla Interrompida',
      userName: expect.stringMatching(/protocols/),
    });
  });

  it('is kept, as an ordinary client, when its protocol lists it (only the marker was lost)', async () => {
    const person = await createPending('Davi Vinculado');
    clients.protocols.counts.set(person.id, 1);
    expect((await settle(later())).body).toEqual({ linked: 1, removed: 0 });
    expect(await exists(person.id)).toBe(true);
    expect(await marked(person.id)).toBe(false);
  });

  it('is left alone when created after the start (a request of this process may be linking it)', async () => {
    const before = new Date(Date.now() - 1000);
    const person = await createPending('Elisa Recente');
    expect((await settle(before)).body).toEqual({ linked: 0, removed: 0 });
    expect(await marked(person.id)).toBe(true);
    // linked in time: the marker goes and a later settling keeps the person
    const linked = await internalCall(clients, CLIENTS_INTERNAL.linkedPath(person.id), {});
    expect(linked.status).toBe(204);
    expect(await marked(person.id)).toBe(false);
    expect((await settle(later())).body).toEqual({ linked: 0, removed: 0 });
    expect(await exists(person.id)).toBe(true);
  });

  it('is kept while protocols cannot be asked: nothing is removed without its answer', async () => {
    const person = await createPending('Fabio Esperando', alone);
    const refused = await settle(later(), alone);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('protocols.unavailable');
    expect(await exists(person.id, alone)).toBe(true);
    expect(await marked(person.id, alone)).toBe(true);
  });

  it('answers only other services', async () => {
    const asUser = await clients.call('POST', CLIENTS_INTERNAL.settlePendingLinksPath, {
      before: later().toISOString(),
    });
    expect(asUser.status).toBe(403);
  });
});
