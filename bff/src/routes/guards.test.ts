import http from 'node:http';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@linhagem/service-kit/core';
import { startStack, type Stack } from '../../test/support';

let stack: Stack;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  stack = await startStack();
  for (const [userName, level] of [
    ['g.admin', 'ADMINISTRATOR'],
    ['g.normal', 'NORMAL'],
    ['g.limited', 'LIMITED'],
  ] as const) {
    await stack.createUser(userName, level);
    cookies[level] = (await stack.login(userName)).cookie;
  }
  cookies.ANONYMOUS = '';
});
afterAll(() => stack.close());

type Who = 'ANONYMOUS' | 'LIMITED' | 'NORMAL' | 'ADMINISTRATOR';
const WHO: Who[] = ['ANONYMOUS', 'LIMITED', 'NORMAL', 'ADMINISTRATOR'];
/** Written out by hand from DESIGN "Levels" (not derived from the guard table, so a wrong table fails). */
const allowed = (min: Who | 'PUBLIC') => (who: Who) =>
  min === 'PUBLIC' || WHO.indexOf(who) >= WHO.indexOf(min as Who);
const expected = (min: Who | 'PUBLIC', who: Who) =>
  allowed(min)(who) ? 200 : who === 'ANONYMOUS' ? 401 : 403;

// [path prefix, read level, write level] for the echo services
const FAMILIES: Array<[string, Who | 'PUBLIC', Who | 'PUBLIC']> = [
  ['/api/client', 'LIMITED', 'NORMAL'],
  ['/api/country', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/protocol', 'LIMITED', 'NORMAL'],
  ['/api/budget', 'LIMITED', 'NORMAL'],
  ['/api/certificate', 'LIMITED', 'NORMAL'],
  ['/api/cash-entry', 'LIMITED', 'NORMAL'],
  ['/api/public', 'PUBLIC', 'PUBLIC'],
  ['/api/type-service', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/text-fragment', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/letter', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/contract', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/quick-protocol-create', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/configuration', 'LIMITED', 'ADMINISTRATOR'],
  ['/api/document', 'LIMITED', 'NORMAL'],
  ['/api/public/document', 'PUBLIC', 'PUBLIC'],
  // the audit of exports, below its entity's prefix: administrators only (docs/adr-exports.md)
  ['/api/client/export-audit', 'ADMINISTRATOR', 'ADMINISTRATOR'],
  ['/api/protocol/export-audit', 'ADMINISTRATOR', 'ADMINISTRATOR'],
];

describe('guard table: every route family at every level', () => {
  for (const [prefix, read, write] of FAMILIES) {
    it(`${prefix}: read ${read}, list POSTs are reads, write ${write}`, async () => {
      for (const who of WHO) {
        const cookie = cookies[who];
        const get = await stack.request('GET', `${prefix}/some-id`, { cookie });
        const list = await stack.request('POST', `${prefix}/pagination?page=1`, { cookie, body: {} });
        const audit = await stack.request('POST', `${prefix}/audit`, { cookie, body: {} });
        const post = await stack.request('POST', `${prefix}/some-id`, { cookie, body: { a: 1 } });
        const del = await stack.request('DELETE', `${prefix}/some-id`, { cookie });
        expect([who, get.status, list.status, audit.status, post.status, del.status]).toEqual([
          who,
          expected(read, who),
          expected(read, who),
          expected(read, who),
          expected(write, who),
          expected(write, who),
        ]);
        if (get.status === 403) expect(get.body.code).toBe('FORBIDDEN');
        if (get.status === 200 && who !== 'ANONYMOUS' && read !== 'PUBLIC')
          expect(get.body.userName).toBe(`g.${who.toLowerCase().replace('administrator', 'admin')}`);
      }
    });
  }

  it('the login page configuration is public to read, administrator to write', async () => {
    expect((await stack.request('GET', '/api/configuration/login-page')).status).toBe(200);
    expect(
      (await stack.request('POST', '/api/configuration/login-page', { body: {}, cookie: cookies.NORMAL }))
        .status,
    ).toBe(403);
    expect(
      (
        await stack.request('POST', '/api/configuration/login-page', {
          body: {},
          cookie: cookies.ADMINISTRATOR,
        })
      ).status,
    ).toBe(200);
  });

  it('the office contact details and stored login-page images are public to read', async () => {
    expect((await stack.request('GET', '/api/configuration/office')).status).toBe(200);
    expect((await stack.request('GET', '/api/configuration/files/0123456789abcdef01234567')).status).toBe(
      200,
    );
    expect(
      (await stack.request('GET', '/api/configuration/files/../budget-services-protocol')).status,
    ).not.toBe(200);
    expect((await stack.request('GET', '/api/configuration/budget-services-protocol')).status).toBe(401);
  });

  it("the country list is public to read (the portal's place fields), one country and writes are not", async () => {
    expect((await stack.request('GET', '/api/country')).status).toBe(200);
    expect((await stack.request('GET', '/api/country/ITALIA')).status).toBe(401);
    expect((await stack.request('POST', '/api/country', { body: {} })).status).toBe(401);
  });

  it('lets a login-page image up to 2 MB through, while JSON bodies keep their 1 MB limit', async () => {
    const send = (path: string, bytes: number) =>
      stack.request('POST', path, {
        cookie: cookies.ADMINISTRATOR,
        headers: { 'content-type': 'image/png' },
        body: 'x'.repeat(bytes),
      });
    expect((await send('/api/configuration/login-page/logo', 1_500_000)).status).toBe(200);
    expect((await send('/api/configuration/login-page/logo', 2 * 1024 * 1024 + 1)).status).toBe(413);
    expect((await send('/api/configuration/login-page', 1_500_000)).status).toBe(413);
  });

  it('streams a GEDCOM upload of up to 10 MB to the clients service, not past it', async () => {
    const send = (bytes: number) =>
      stack.request('POST', '/api/client/gedcom/preview', {
        cookie: cookies.NORMAL,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(bytes),
      });
    expect((await send(10 * 1024 * 1024)).status).toBe(200);
    expect((await send(10 * 1024 * 1024 + 64 * 1024 + 1)).status).toBe(413);
  });

  it('streams a spreadsheet import of up to 20 MB and keeps the imports from LIMITED users', async () => {
    const send = (path: string, bytes: number) =>
      stack.request('POST', path, {
        cookie: cookies.NORMAL,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(bytes),
      });
    expect((await send('/api/client/import/preview', 20 * 1024 * 1024)).status).toBe(200);
    expect((await send('/api/protocol/import/preview', 20 * 1024 * 1024)).status).toBe(200);
    expect((await send('/api/client/import/preview', 21 * 1024 * 1024)).status).toBe(413);
    for (const who of WHO) {
      const list = await stack.request('GET', '/api/client/import', { cookie: cookies[who] });
      expect([who, list.status]).toEqual([who, expected('NORMAL', who)]);
    }
  });

  it('users are for administrators only; the service checks again', async () => {
    for (const who of WHO) {
      const list = await stack.request('POST', '/api/user/pagination', { cookie: cookies[who], body: {} });
      expect([who, list.status]).toEqual([who, expected('ADMINISTRATOR', who)]);
    }
    const page = await stack.request('POST', '/api/user/pagination?size=50', {
      cookie: cookies.ADMINISTRATOR,
      body: {},
    });
    expect(page.body.content.map((u: { userName: string }) => u.userName)).toEqual(
      expect.arrayContaining(['g.admin', 'g.normal']),
    );
  });

  it('every level edits its own account; mass assignment of typeUser is refused', async () => {
    for (const who of WHO) {
      const read = await stack.request('GET', '/api/account', { cookie: cookies[who] });
      expect([who, read.status]).toEqual([who, who === 'ANONYMOUS' ? 401 : 200]);
    }
    const escalate = await stack.request('POST', '/api/account', {
      cookie: cookies.LIMITED,
      body: { name: 'x', typeUser: 'ADMINISTRATOR' },
    });
    expect(escalate.status).toBe(400);
    const viaUser = await stack.request('POST', '/api/user', {
      cookie: cookies.NORMAL,
      body: { name: 'x', userName: 'sneaky', typeUser: 'ADMINISTRATOR', password: 'sneaky-pass-1' },
    });
    expect(viaUser.status).toBe(403);
    expect((await stack.request('GET', '/api/autenticacao', { cookie: cookies.LIMITED })).body.typeUser).toBe(
      'LIMITED',
    );
  });

  it('refuses operators in list filters', async () => {
    const answer = await stack.request('POST', '/api/user/pagination', {
      cookie: cookies.ADMINISTRATOR,
      body: { userName: { $gt: '' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('OPERATOR_REJECTED');
  });

  it('answers 404 for anything not in the table, and never exposes internal APIs', async () => {
    for (const [method, path] of [
      ['GET', '/api/unknown'],
      ['GET', '/api/users'],
      ['POST', '/internal/sessions'],
      ['OPTIONS', '/api/client/1'],
    ]) {
      const answer = await stack.request(method, path, {
        cookie: cookies.ADMINISTRATOR,
        body: method === 'POST' ? {} : undefined,
      });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
  });

  it('answers every 404 and 405 of its own with the {code, message} body', async () => {
    const notFound = [
      ['GET', '/api/unknown'],
      ['OPTIONS', '/api/client/1'],
      ['POST', '/some-page'],
      ['GET', '/remotes/unknown/x.js'],
    ];
    for (const [method, path] of notFound) {
      const answer = await stack.request(method, path, { cookie: cookies.ADMINISTRATOR });
      expect([method, path, answer.status, answer.body?.code, typeof answer.body?.message]).toEqual([
        method,
        path,
        404,
        'NOT_FOUND',
        'string',
      ]);
    }
    const notAllowed = [
      ['PUT', '/api/autenticacao', 'GET, HEAD'],
      ['DELETE', '/api/refresh-token', 'GET, HEAD'],
      ['PUT', '/login', 'GET, HEAD, POST'],
      ['DELETE', '/logout', 'GET, HEAD, POST'],
    ];
    for (const [method, path, allow] of notAllowed) {
      const answer = await stack.request(method, path, { cookie: cookies.ADMINISTRATOR });
      expect([method, path, answer.status, answer.headers.get('allow'), answer.body?.code]).toEqual([
        method,
        path,
        405,
        allow,
        'METHOD_NOT_ALLOWED',
      ]);
      expect(answer.body?.message).toBe(`${method} is not allowed on ${path}`);
    }
  });

  it('refuses dot segments and encoded slashes that could leave a family', async () => {
    for (const path of [
      '/api/client/../user/pagination',
      '/api/client/%2e%2e/user',
      '/api/client/x%2F..%2Fy',
      '/api/client//x',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          stack.url + '/',
          { path, headers: { cookie: cookies.ADMINISTRATOR } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect([path, status]).toEqual([path, 404]);
    }
  });

  it('sends a non-API GET to the shell page host, never to a service', async () => {
    const answer = await stack.request('GET', '/internal/sessions/abc', { cookie: cookies.ADMINISTRATOR });
    expect(answer.text).toBe('<html>shell /internal/sessions/abc</html>');
  });

  it('forwards the caller as a fresh internal token and drops one sent by the browser', async () => {
    const forged = signInternalToken({
      kind: 'user',
      sub: 'x',
      userName: 'mallory',
      name: 'M',
      typeUser: 'ADMINISTRATOR',
    });
    const anonymous = await stack.request('GET', '/api/client/1', {
      headers: { [INTERNAL_TOKEN_HEADER]: forged },
    });
    expect(anonymous.status).toBe(401);
    const limited = await stack.request('POST', '/api/client/1', {
      cookie: cookies.LIMITED,
      headers: { [INTERNAL_TOKEN_HEADER]: forged },
      body: {},
    });
    expect(limited.status).toBe(403);
    const read = await stack.request('GET', '/api/client/1?x=1', {
      cookie: cookies.LIMITED,
      headers: { [INTERNAL_TOKEN_HEADER]: forged, 'x-request-id': 'req-12345678' },
    });
    expect(read.body.userName).toBe('g.limited');
    const hit = stack.echoes.clients.hits.at(-1)!;
    expect(hit.caller).toMatchObject({ kind: 'user', userName: 'g.limited', typeUser: 'LIMITED' });
    expect(hit.headers.cookie).toBeUndefined();
    expect(hit.headers['x-request-id']).toBe('req-12345678');
    expect(hit.url).toBe('/api/client/1?x=1');
  });

  it('refuses a state-changing API call without the CSRF header', async () => {
    const answer = await stack.request('POST', '/api/client', {
      cookie: cookies.NORMAL,
      body: {},
      headers: { 'x-requested-with': '' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('CSRF');
  });
});

describe('a list export (docs/adr-exports.md)', () => {
  it('reaches the service at the family read level, as a read: the service asks NORMAL and answers its own code', async () => {
    for (const who of WHO) {
      const answer = await stack.request('POST', '/api/client/export?format=csv', {
        cookie: cookies[who],
        body: {},
      });
      expect([who, answer.status]).toEqual([who, expected('LIMITED', who)]);
      // a POST is never cached: the file streams through
      expect(answer.headers.get('x-cache')).toBeNull();
    }
    const audit = await stack.request('POST', '/api/protocol/audit/export?format=xlsx', {
      cookie: cookies.LIMITED,
      body: {},
    });
    expect(audit.status).toBe(200);
  });
});
