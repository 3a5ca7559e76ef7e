import { CLIENTS_INTERNAL } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let clients: ClientsTestService;
const asProtocols = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
const lookup = (ids: unknown, headers: Record<string, string> = asProtocols) =>
  requestJson(`${clients.url}${CLIENTS_INTERNAL.lookupPath}`, { headers, body: { ids } });

beforeAll(async () => {
  clients = await startClientsTestService();
});
afterAll(() => clients.close());

describe('which clients exist, for other services', () => {
  it('answers the names, birth days, CPF and e-mail of the ids that exist and leaves the others out', async () => {
    const ana = await clients.call('POST', '/api/client', {
      name: 'Ana Lookup',
      birthDay: '2015-03-02',
      email: 'ana@lookup.com',
    });
    const bia = await clients.call('POST', '/api/client', { name: 'Bia Lookup' });
    const unknown = '0123456789abcdef01234567';
    const { status, body } = await lookup([ana.body.id, bia.body.id, unknown, ana.body.id]);
    expect(status).toBe(200);
    expect(body.clients).toHaveLength(2);
    expect(body.clients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ana.body.id,
          name: 'Ana Lookup',
          birthDay: '2015-03-02',
          cpf: null,
          email: 'ana@lookup.com',
        }),
        expect.objectContaining({
          id: bia.body.id,
          name: 'Bia Lookup',
          birthDay: null,
          cpf: null,
          email: null,
        }),
      ]),
    );
  });

  it('answers what the dossier reads: links, dates, name variants, naturalisation and country of birth', async () => {
    const luigi = await clients.call('POST', '/api/client', {
      name: 'Luigi Fonttini',
      nameVariants: ['Luiz Fontine', 'Luiz Fontana'],
      naturalisationDate: '1935-04-01',
      birthDay: '1880-01-01',
      alive: false,
      deathDay: '1950-01-01',
      gender: 'MASCULINE',
      birthPlace: { country: 'ITALIA', city: 'Padova' },
    });
    expect(luigi.status).toBe(201);
    const mario = await clients.call('POST', '/api/client', { name: 'Mario Fontana', father: luigi.body.id });
    const { body } = await lookup([luigi.body.id, mario.body.id]);
    const byId = new Map(body.clients.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(luigi.body.id)).toMatchObject({
      nameVariants: ['Luiz Fontine', 'Luiz Fontana'],
      naturalisationDate: '1935-04-01',
      deathDay: '1950-01-01',
      alive: false,
      gender: 'MASCULINE',
      birthCountry: 'ITALIA',
      father: null,
    });
    expect(byId.get(mario.body.id)).toMatchObject({ father: luigi.body.id, mother: null, nameVariants: [] });
    // the quick search finds a client by a known spelling
    const found = await clients.call('GET', '/api/client/s/10?name=fontine', undefined, 'LIMITED');
    expect(found.body.map((c: { name: string }) => c.name)).toEqual(['Luigi Fonttini']);
  });

  it('refuses malformed ids, operators and users', async () => {
    expect((await lookup(['nope'])).status).toBe(400);
    expect((await lookup({ $gt: '' })).status).toBe(400);
    expect((await lookup([], callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await lookup([], {})).status).toBe(401);
  });
});

describe('client writes for other services (the public portal)', () => {
  const at = (path: string) => `${clients.url}${path}`;
  const write = (
    path: string,
    body: unknown,
    method = 'POST',
    headers: Record<string, string> = asProtocols,
  ) => requestJson(at(path), { method, headers: { ...headers, 'content-type': 'application/json' }, body });

  it('creates, reads, updates and deletes a client with the staff form rules', async () => {
    const created = await write(CLIENTS_INTERNAL.createPath, {
      name: 'Caio Internal',
      cpf: '529.982.247-25',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Caio Internal', cpf: '52998224725' });
    const id = created.body.id as string;

    const read = await write(CLIENTS_INTERNAL.readPath, { ids: [id] });
    expect(read.body.clients).toEqual([expect.objectContaining({ id, name: 'Caio Internal' })]);

    const updated = await write(CLIENTS_INTERNAL.clientPath(id), { name: 'Caio Internal Souza' });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Caio Internal Souza');

    const removed = await requestJson(at(CLIENTS_INTERNAL.clientPath(id)), {
      method: 'DELETE',
      headers: asProtocols,
    });
    expect(removed.status).toBe(204);
    expect((await write(CLIENTS_INTERNAL.readPath, { ids: [id] })).body.clients).toEqual([]);
  });

  it('refuses what the staff form refuses, and users', async () => {
    const badCpf = await write(CLIENTS_INTERNAL.createPath, { name: 'Bad Cpf', cpf: '111.111.111-11' });
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.code).toBe('VALIDATION_FAILED');
    const future = await write(CLIENTS_INTERNAL.createPath, { name: 'Future', birthDay: '2999-01-01' });
    expect(future.status).toBe(400);
    const asUser = await write(
      CLIENTS_INTERNAL.createPath,
      { name: 'Nope' },
      'POST',
      callerHeaders('ADMINISTRATOR'),
    );
    expect(asUser.status).toBe(403);
  });
});

describe('clients by exact name, for other services (the demo protocols)', () => {
  const byName = (body: unknown, headers: Record<string, string> = asProtocols) =>
    requestJson(`${clients.url}${CLIENTS_INTERNAL.byNamePath}`, { headers, body });

  it('answers the clients with exactly these names, every one sharing a name, and nothing for the rest', async () => {
    const first = await clients.call('POST', '/api/client', { name: 'Dora By Name' });
    const second = await clients.call('POST', '/api/client', {
      name: 'Dora By Name',
      confirmDuplicateName: true,
    });
    const other = await clients.call('POST', '/api/client', { name: 'Ester (By) Name.*' });
    await clients.call('POST', '/api/client', { name: 'Dora By Name Junior' });
    const { status, body } = await byName({
      names: ['Dora By Name', 'Ester (By) Name.*', 'dora by name', 'Nobody By Name'],
    });
    expect(status).toBe(200);
    expect(body.found).toEqual([
      { id: first.body.id, name: 'Dora By Name' },
      { id: second.body.id, name: 'Dora By Name' },
      { id: other.body.id, name: 'Ester (By) Name.*' },
    ]);
  });

  it('refuses an empty list, operators, unknown fields and users', async () => {
    expect((await byName({ names: [] })).status).toBe(400);
    const operator = await byName({ names: [{ $gt: '' }] });
    expect(operator.status).toBe(400);
    expect((await byName({ names: ['A'], extra: 1 })).status).toBe(400);
    expect((await byName({ names: ['A'] }, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await byName({ names: ['A'] }, {})).status).toBe(401);
  });
});
