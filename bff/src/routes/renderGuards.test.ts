import { RENDER_API } from '@linhagem/contracts';
import { startStack, type Stack } from '../../test/support';

let stack: Stack;
const cookies: Record<string, string> = { ANONYMOUS: '' };
beforeAll(async () => {
  stack = await startStack();
  for (const [userName, level] of [
    ['r.admin', 'ADMINISTRATOR'],
    ['r.normal', 'NORMAL'],
    ['r.limited', 'LIMITED'],
  ] as const) {
    await stack.createUser(userName, level);
    cookies[level] = (await stack.login(userName)).cookie;
  }
});
afterAll(() => stack.close());

describe('the PDFs of services/documents under the protocol, letter and contract paths', () => {
  it('sends them to services/documents for every signed-in level (rendering is a read), never anonymously', async () => {
    for (const who of ['ANONYMOUS', 'LIMITED', 'NORMAL', 'ADMINISTRATOR']) {
      const cookie = cookies[who];
      const quote = await stack.request('GET', RENDER_API.quotePdf('p1'), { cookie });
      const letter = await stack.request('POST', RENDER_API.letter('l1'), {
        cookie,
        body: { protocolId: 'p1' },
      });
      const contract = await stack.request('POST', RENDER_API.contract('c1'), {
        cookie,
        body: { protocolId: 'p1' },
      });
      const statuses = [quote.status, letter.status, contract.status];
      if (who === 'ANONYMOUS') expect(statuses).toEqual([401, 401, 401]);
      else {
        expect([who, ...statuses]).toEqual([who, 200, 200, 200]);
        expect([quote.body.service, letter.body.service, contract.body.service]).toEqual([
          'documents',
          'documents',
          'documents',
        ]);
      }
    }
  });

  it('leaves the letter itself and its writes with the catalog', async () => {
    const get = await stack.request('GET', '/api/letter/l1', { cookie: cookies.LIMITED });
    expect(get.body.service).toBe('catalog');
    const write = await stack.request('POST', '/api/letter/l1', { cookie: cookies.LIMITED, body: {} });
    expect(write.status).toBe(403);
  });
});
