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
        { id: ana.body.id, name: 'Ana Lookup', birthDay: '2015-03-02', cpf: null, email: 'ana@lookup.com' },
        { id: bia.body.id, name: 'Bia Lookup', birthDay: null, cpf: null, email: null },
      ]),
    );
  });

  it('refuses malformed ids, operators and users', async () => {
    expect((await lookup(['nope'])).status).toBe(400);
    expect((await lookup({ $gt: '' })).status).toBe(400);
    expect((await lookup([], callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await lookup([], {})).status).toBe(401);
  });
});
