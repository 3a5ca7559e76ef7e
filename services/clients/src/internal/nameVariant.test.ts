import {
  CLIENT_API,
  CLIENTS_READING_INTERNAL,
  MAX_NAME_VARIANTS,
  READING_AUDIT_SOURCE,
  READING_ERROR_CODES,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

let clients: ClientsTestService;
const source = READING_AUDIT_SOURCE('0123456789abcdef01234567');
const asProtocols = { [INTERNAL_TOKEN_HEADER]: signServiceToken('protocols') };
const nameVariant = (clientId: string, body: unknown, headers: Record<string, string> = asProtocols) =>
  requestJson(`${clients.url}${CLIENTS_READING_INTERNAL.nameVariantPath(clientId)}`, { headers, body });
const variantsOf = async (id: string) => (await clients.call('GET', CLIENT_API.item(id))).body.nameVariants;

beforeAll(async () => {
  clients = await startClientsTestService();
});
afterAll(() => clients.close());

// docs/adr-reading.md "Applying": a name read on a certificate is offered as a variant, never a replacement
describe("a certificate's spelling of a client's name", () => {
  it('is added once as a variant, audited as from the reading, and the name itself stays', async () => {
    const maria = await clients.call('POST', '/api/client', { name: 'Maria Aparecida Bortolan' });
    const id = maria.body.id as string;
    const added = await nameVariant(id, { variant: 'Maria Aparecida Bortolan dos Santos', source });
    expect(added).toMatchObject({ status: 200, body: { changed: true } });
    // the same spelling again, or the name itself in other capitals and accents, adds nothing
    for (const variant of ['Maria Aparecida Bortolan dos Santos', 'MARIA APARECIDA BORTOLÁN'])
      expect((await nameVariant(id, { variant, source })).body).toEqual({ changed: false });
    expect(await variantsOf(id)).toEqual(['Maria Aparecida Bortolan dos Santos']);
    expect((await clients.call('GET', CLIENT_API.item(id))).body.name).toBe('Maria Aparecida Bortolan');

    const audit = await clients.call('POST', `${CLIENT_API.audit}?size=50`, { clientId: id });
    const fromReading = audit.body.content.filter((entry: { source?: string }) => entry.source === source);
    expect(fromReading).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        field: 'nameVariants',
        after: ['Maria Aparecida Bortolan dos Santos'],
      }),
    ]);

    // the undo of an apply whose other writes failed
    expect(
      (await nameVariant(id, { variant: 'Maria Aparecida Bortolan dos Santos', source, remove: true })).body,
    ).toEqual({ changed: true });
    expect(await variantsOf(id)).toEqual([]);
  });

  it('is refused past the most variants a client keeps, for staff callers and for unknown clients', async () => {
    const full = await clients.call('POST', '/api/client', {
      name: 'Giuseppe Fonttini',
      nameVariants: Array.from(
        { length: MAX_NAME_VARIANTS },
        (_, i) => `Giuseppe Fontini ${'I'.repeat(i + 1)}`,
      ),
    });
    const refused = await nameVariant(full.body.id, { variant: 'Giuseppe Fontana', source });
    expect([refused.status, refused.body.code]).toEqual([409, READING_ERROR_CODES.tooManyNameVariants]);
    expect(await variantsOf(full.body.id)).toHaveLength(MAX_NAME_VARIANTS);
    expect(
      (await nameVariant(full.body.id, { variant: 'X Y', source }, callerHeaders('ADMINISTRATOR'))).status,
    ).toBe(403);
    expect((await nameVariant('0123456789abcdef01234567', { variant: 'X Y', source })).status).toBe(404);
  });
});
