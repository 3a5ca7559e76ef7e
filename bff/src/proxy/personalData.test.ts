import { CLIENT_API, DOCUMENT_API, PUBLIC_SIGNATURE_API, SIGNATURE_API } from '@linhagem/contracts';
import { startStack, type Stack } from '../../test/support';

// docs/adr-lgpd.md, docs/adr-signatures.md: a client's personal-data ZIP, the signing requests with their signers'
// evidence and the signed PDF never enter the BFF's GET cache, whatever the service answers (the echo services
// here send no Cache-Control at all), so no one is ever served another's copy
let stack: Stack;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  stack = await startStack();
  for (const [userName, level] of [
    ['p.ana', 'ADMINISTRATOR'],
    ['p.bia', 'ADMINISTRATOR'],
  ] as const) {
    await stack.createUser(userName, level);
    cookies[userName] = (await stack.login(userName)).cookie;
  }
}, 30_000);
afterAll(() => stack.close());

const get = (path: string, who?: string) => stack.request('GET', path, { cookie: who && cookies[who] });

/** Two reads by one user and one by another: each reaches the service and is answered as its own. */
async function neverCached(path: string, service: 'clients' | 'documents') {
  const hits = () => stack.echoes[service].hits.length;
  const before = hits();
  const first = await get(path, 'p.ana');
  const again = await get(path, 'p.ana');
  const other = await get(path, 'p.bia');
  for (const answer of [first, again, other]) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBeNull();
  }
  expect(hits()).toBe(before + 3);
  expect([first.body.userName, again.body.userName, other.body.userName]).toEqual([
    'p.ana',
    'p.ana',
    'p.bia',
  ]);
  expect(again.body.n).toBeGreaterThan(first.body.n);
}

describe('personal data through the BFF', () => {
  it('caches an ordinary read of the same family, the contrast', async () => {
    expect((await get('/api/client/c1', 'p.ana')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/api/client/c1', 'p.ana')).headers.get('x-cache')).toBe('HIT');
    expect((await get(DOCUMENT_API.item('d1'), 'p.ana')).headers.get('x-cache')).toBe('MISS');
    expect((await get(DOCUMENT_API.item('d1'), 'p.ana')).headers.get('x-cache')).toBe('HIT');
  });

  it("never caches a client's personal-data ZIP", async () => {
    await neverCached(CLIENT_API.personalData('c1'), 'clients');
    await neverCached(`${CLIENT_API.personalData('c1')}/`, 'clients');
  });

  it("never caches the staff's reads of signing requests, which hold the signers' evidence", async () => {
    await neverCached(SIGNATURE_API.item('s1'), 'documents');
    await neverCached(`${SIGNATURE_API.collection}?protocolId=p1`, 'documents');
  });

  it("never caches the portal's signed PDF or the PDF to sign", async () => {
    const hits = () => stack.echoes.documents.hits.length;
    const before = hits();
    for (const path of [
      PUBLIC_SIGNATURE_API.signed('p1', 'ABCD2345', 's1'),
      PUBLIC_SIGNATURE_API.content('p1', 'ABCD2345', 's1'),
    ])
      for (let i = 0; i < 2; i++) {
        const answer = await get(path);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-cache')).toBeNull();
      }
    expect(hits()).toBe(before + 4);
  });
});
