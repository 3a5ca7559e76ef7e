import jwt from 'jsonwebtoken';
import { requestJson } from '@linhagem/service-kit/testing';
import { loadConfig } from '../config';
import { startBff } from '../server';
import { cookieHeader, PASSWORD, silentLogger, startStack, type Stack } from '../../test/support';

const loginLimits = {
  freePerAccountAndAddress: 3,
  firstDelayMs: 60_000,
  maxDelayMs: 600_000,
  forgetAfterMs: 3_600_000,
  perAddress: 1000,
  windowMs: 60_000,
};

let stack: Stack;
beforeAll(async () => {
  // behind a proxy on loopback, as `TRUST_PROXY=loopback`: its X-Forwarded-For names the browser
  stack = await startStack({ sessionCheckTtlMs: 100, loginLimits, trustProxy: 'loopback' });
  await stack.createUser('nora', 'NORMAL');
  await stack.createUser('ivo', 'LIMITED', { active: false });
});
afterAll(() => stack.close());

const accessToken = (cookie: string) => /linhagem_at=([^;]+)/.exec(cookie)?.[1] ?? '';
const refreshOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => c.startsWith('linhagem_rt='))
    .join('; ');

describe('POST /login', () => {
  it('answers the user and sets httpOnly, SameSite=Strict cookies the page cannot read', async () => {
    const { answer } = await stack.login('nora');
    expect(answer.body).toMatchObject({ userName: 'nora', typeUser: 'NORMAL' });
    expect(answer.text).not.toMatch(/eyJ|\.[A-Za-z0-9_-]{40}/);
    const cookies = answer.headers.getSetCookie();
    // access, refresh, and the session marker that outlives the access cookie as long as the refresh one
    expect(cookies).toHaveLength(3);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/SameSite=Strict/i);
    }
    expect(cookies.find((c) => c.startsWith('linhagem_rt='))).toMatch(/Path=\/api\/refresh-token/);
    expect(cookies.find((c) => c.startsWith('linhagem_s='))).toMatch(
      /^linhagem_s=1; Max-Age=43200; Path=\/;/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('uses Secure __Host- cookies when served over HTTPS', async () => {
    const answer = await stack.request('POST', '/login', {
      body: { username: 'nora', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.status).toBe(200);
    for (const c of answer.headers.getSetCookie()) {
      expect(c).toMatch(/^__Host-/);
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/Path=\/;/);
    }
  });

  it('refuses a wrong password with 401 password.incorrect', async () => {
    const answer = await stack.request('POST', '/login', {
      body: { username: 'nora', password: 'wrong-wrong' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('password.incorrect');
    expect(answer.headers.getSetCookie()).toHaveLength(0);
  });

  it('refuses an inactive user', async () => {
    const answer = await stack.request('POST', '/login', {
      body: { username: 'ivo', password: PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('user.inactive');
  });

  it('refuses operator injection and unknown fields', async () => {
    const injected = await stack.request('POST', '/login', {
      body: { username: { $gt: '' }, password: { $gt: '' } },
    });
    expect(injected.status).toBe(400);
    expect(injected.body.code).toBe('OPERATOR_REJECTED');
    const extra = await stack.request('POST', '/login', {
      body: { username: 'nora', password: 'x', typeUser: 'ADMINISTRATOR' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    const malformed = await stack.request('POST', '/login', { body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
  });

  it('needs the CSRF header and our own origin', async () => {
    const body = { username: 'nora', password: PASSWORD };
    const missing = await stack.request('POST', '/login', { body, headers: { 'x-requested-with': '' } });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('CSRF');
    const foreign = await stack.request('POST', '/login', {
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await stack.request('POST', '/login', { body, headers: { origin: stack.url } });
    expect(own.status).toBe(200);
  });

  it('answers 413 with a code for a body over 1 MB', async () => {
    const answer = await stack.request('POST', '/login', {
      body: { username: 'nora', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("limits wrong passwords per account and address, never the right one from the user's own address", async () => {
    await stack.createUser('target', 'LIMITED');
    const from = (address: string, password: string) =>
      stack.request('POST', '/login', {
        body: { username: 'target', password },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7', 'guess-' + i)).status).toBe(401);
    const limited = await from('203.0.113.7', PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    // the user, elsewhere, signs in at once
    expect((await from('198.51.100.2', PASSWORD)).status).toBe(200);
  });

  it('never logs a password or a token', async () => {
    await stack.login('nora');
    const log = stack.logLines.join('\n');
    expect(log).toContain('"path":"/login"');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toMatch(/eyJ/);
  });
});

describe('without TRUST_PROXY', () => {
  it('trusts no forwarded address, so X-Forwarded-For cannot reset the limit of wrong passwords or name the caller', async () => {
    expect(loadConfig({}, { jwtSecret: 'x' }).trustProxy).toBe(false);
    const direct = await startBff({ ...stack.config, trustProxy: false }, silentLogger());
    try {
      await stack.createUser('spoofed', 'LIMITED');
      const from = (address: string, password: string) =>
        requestJson(`${direct.url}/login`, {
          headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': address },
          body: { username: 'spoofed', password },
        });
      for (let i = 0; i < 3; i++) expect((await from(`203.0.113.${i}`, 'guess-' + i)).status).toBe(401);
      expect((await from('198.51.100.2', PASSWORD)).status).toBe(429);
      // and the services are told the socket's address, whatever the browser claims
      await requestJson(`${direct.url}/api/public/client/p1/code`, {
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      const hits = stack.echoes.protocols.hits;
      expect(String(hits[hits.length - 1].headers['x-forwarded-for'])).toBe('203.0.113.5,127.0.0.1');
    } finally {
      await direct.close();
    }
  });
});

describe('tokens', () => {
  it('GET /api/autenticacao answers the user with the cookie or a Bearer header, else null (spec 7)', async () => {
    const { cookie } = await stack.login('nora');
    expect((await stack.request('GET', '/api/autenticacao', { cookie })).body.userName).toBe('nora');
    const bearer = await stack.request('GET', '/api/autenticacao', {
      headers: { authorization: `Bearer ${accessToken(cookie)}` },
    });
    expect(bearer.status).toBe(200);
    const none = await stack.request('GET', '/api/autenticacao');
    expect([none.status, none.text]).toEqual([200, 'null']);
    expect(none.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/autenticacao answers 401 to a sign-in whose access cookie expired, so the shell refreshes', async () => {
    const { cookie } = await stack.login('nora');
    // the browser drops the access cookie when it expires; the refresh cookie is path-scoped to the refresh
    const expired = cookie
      .split('; ')
      .filter((c) => !c.startsWith('linhagem_at=') && !c.startsWith('linhagem_rt='))
      .join('; ');
    expect(expired).toBe('linhagem_s=1');
    const answer = await stack.request('GET', '/api/autenticacao', { cookie: expired });
    expect([answer.status, answer.body.code]).toEqual([401, 'UNAUTHENTICATED']);

    const refreshed = await stack.request('GET', '/api/refresh-token', { cookie });
    expect(refreshed.status).toBe(200);
    const renewed = cookieHeader(refreshed.headers, cookie);
    expect((await stack.request('GET', '/api/autenticacao', { cookie: renewed })).body.userName).toBe('nora');

    const out = await stack.request('POST', '/logout', { cookie: renewed });
    expect(out.headers.getSetCookie().join()).toMatch(/linhagem_s=;/);
    const after = await stack.request('GET', '/api/autenticacao', {
      cookie: cookieHeader(out.headers, renewed),
    });
    expect([after.status, after.text]).toEqual([200, 'null']);
  });

  it('refuses expired, forged and alg:none tokens', async () => {
    const { cookie } = await stack.login('nora');
    const claims = jwt.decode(accessToken(cookie)) as jwt.JwtPayload;
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const expired = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 10 }, 'test-jwt-secret', {
      algorithm: 'HS256',
    });
    const forged = jwt.sign(rest, 'another-secret', { algorithm: 'HS256', expiresIn: 600 });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ ...rest, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const none = `${header}.${payload}.`;
    const hs512 = jwt.sign(rest, 'test-jwt-secret', { algorithm: 'HS512', expiresIn: 600 });
    // control: the same claims signed properly are accepted
    const good = jwt.sign(rest, 'test-jwt-secret', { algorithm: 'HS256', expiresIn: 600 });
    expect(
      (await stack.request('GET', '/api/autenticacao', { headers: { authorization: `Bearer ${good}` } }))
        .status,
    ).toBe(200);
    for (const token of [expired, forged, none, hs512]) {
      const answer = await stack.request('GET', '/api/autenticacao', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
      const viaCookie = await stack.request('GET', '/api/client/1', { cookie: `linhagem_at=${token}` });
      expect(viaCookie.status).toBe(401);
    }
  });

  it('rotates the refresh token; using an old one ends the whole session', async () => {
    const { cookie } = await stack.login('nora');
    const first = await stack.request('GET', '/api/refresh-token', { cookie: refreshOnly(cookie) });
    expect(first.status).toBe(200);
    const rotated = cookieHeader(first.headers, cookie);
    expect(refreshOnly(rotated)).not.toBe(refreshOnly(cookie));
    expect((await stack.request('GET', '/api/autenticacao', { cookie: rotated })).status).toBe(200);

    const reuse = await stack.request('GET', '/api/refresh-token', { cookie: refreshOnly(cookie) });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('session.reused');
    expect((await stack.request('GET', '/api/autenticacao', { cookie: rotated })).status).toBe(401);
    expect((await stack.request('GET', '/api/refresh-token', { cookie: refreshOnly(rotated) })).status).toBe(
      401,
    );
  });

  it('needs the CSRF header to rotate', async () => {
    const { cookie } = await stack.login('nora');
    const answer = await stack.request('GET', '/api/refresh-token', {
      cookie,
      headers: { 'x-requested-with': '' },
    });
    expect(answer.status).toBe(403);
  });

  it('POST /logout ends the session', async () => {
    const { cookie } = await stack.login('nora');
    const out = await stack.request('POST', '/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/linhagem_at=;/);
    expect((await stack.request('GET', '/api/autenticacao', { cookie })).status).toBe(401);
  });

  it("a password change ends the user's other sessions within the session-check TTL, not the one that made it", async () => {
    await stack.createUser('twice', 'NORMAL');
    const here = (await stack.login('twice')).cookie;
    const elsewhere = (await stack.login('twice')).cookie;
    const newPassword = 'a-New-pass-phrase-9';
    const changed = await stack.request('POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect((await stack.request('GET', '/api/autenticacao', { cookie: here })).status).toBe(200);
    expect((await stack.request('GET', '/api/autenticacao', { cookie: elsewhere })).status).toBe(401);
    expect(
      (await stack.request('GET', '/api/refresh-token', { cookie: refreshOnly(elsewhere) })).status,
    ).toBe(401);
  });

  it('deactivating a user ends their sessions within the session-check TTL', async () => {
    const user = await stack.createUser('temp', 'NORMAL');
    const { cookie } = await stack.login('temp');
    const admin = await stack.createUser('boss', 'ADMINISTRATOR');
    expect(admin.typeUser).toBe('ADMINISTRATOR');
    const boss = await stack.login('boss');
    expect((await stack.request('GET', '/api/client/1', { cookie })).status).toBe(200);
    const off = await stack.request('POST', `/api/user/${user.id}/deactivate`, { cookie: boss.cookie });
    expect(off.status).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect((await stack.request('GET', '/api/client/1', { cookie })).status).toBe(401);
    expect((await stack.request('GET', '/api/autenticacao', { cookie })).status).toBe(401);
  });
});
