import { ACCOUNT_SECURITY_API, AUTH_ROUTES, USER_SECURITY_API } from '@linhagem/contracts';
import { cookieHeader, PASSWORD, startStack, type Stack } from '../../test/support';
import { testClock, totpAt, turnOnTotp } from '../../test/authenticator';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const clock = testClock();
let stack: Stack;
let admin: string;
beforeAll(async () => {
  // a session check kept a whole minute: only the BFF forgetting it can make a change apply at the next request
  stack = await startStack({ sessionCheckTtlMs: 60_000 }, { identity: { clock: clock.now } });
  await stack.createUser('chefe', 'ADMINISTRATOR');
  // with a second factor of their own: only such an administrator may require one of everyone
  admin = (await turnOnTotp(stack, 'chefe', clock)).cookie;
});
afterAll(() => stack.close());

const reaches = async (cookie: string) => (await stack.request('GET', '/api/client/1', { cookie })).status;

describe('sign-in history', () => {
  it('keeps every attempt with the address, browser, system, method and result; the user sees theirs, administrators anyone’s', async () => {
    const user = await stack.createUser('helena', 'NORMAL');
    const { secret } = await turnOnTotp(stack, 'helena', clock);
    const headers = { 'user-agent': FIREFOX };
    const attempt = (password: string) =>
      stack.request('POST', AUTH_ROUTES.login, { body: { username: 'helena', password }, headers });
    expect((await attempt('not-it')).status).toBe(401);
    const pending = await attempt(PASSWORD);
    const done = await stack.request('POST', AUTH_ROUTES.loginSecondStep, {
      cookie: cookieHeader(pending.headers),
      body: { code: totpAt(secret, clock.now()) },
      headers,
    });
    expect(done.status).toBe(200);
    const cookie = cookieHeader(done.headers);

    const own = await stack.request('GET', `${ACCOUNT_SECURITY_API.signIns}?page=1&size=3`, { cookie });
    expect(own.status).toBe(200);
    expect(own.body.totalElements).toBe(4);
    expect(
      own.body.content.map((s: { method: string; result: string }) => `${s.method}:${s.result}`),
    ).toEqual(['totp:success', 'password:pending', 'password:failure']);
    expect(own.body.content[0]).toMatchObject({
      browser: 'Firefox 128',
      os: 'Windows 10',
      address: '127.0.0.1',
    });
    expect(Date.parse(own.body.content[0].at)).toBeGreaterThan(Date.now() - 60_000);

    const seenByAdmin = await stack.request('GET', USER_SECURITY_API.signIns(user.id), { cookie: admin });
    expect(seenByAdmin.body.totalElements).toBe(4);
    expect((await stack.request('GET', USER_SECURITY_API.signIns(user.id), { cookie })).status).toBe(403);
  });
});

describe('sign out everywhere', () => {
  it('ends every other session of the user at their next request, not the one that asked', async () => {
    await stack.createUser('samuel', 'NORMAL');
    const here = (await stack.login('samuel')).cookie;
    const elsewhere = (await stack.login('samuel')).cookie;
    expect([await reaches(here), await reaches(elsewhere)]).toEqual([200, 200]);
    const out = await stack.request('POST', ACCOUNT_SECURITY_API.signOutEverywhere, { cookie: here });
    expect(out.status).toBe(204);
    expect([await reaches(here), await reaches(elsewhere)]).toEqual([200, 401]);
    const refreshOnly = elsewhere
      .split('; ')
      .filter((c) => c.startsWith('linhagem_rt='))
      .join('; ');
    expect((await stack.request('GET', AUTH_ROUTES.refresh, { cookie: refreshOnly })).status).toBe(401);
  });

  it("lets an administrator end all of a user's sessions at their next request", async () => {
    const user = await stack.createUser('tina', 'NORMAL');
    const a = (await stack.login('tina')).cookie;
    const b = (await stack.login('tina')).cookie;
    expect(await reaches(a)).toBe(200);
    expect(
      (await stack.request('POST', USER_SECURITY_API.signOutEverywhere(user.id), { cookie: a })).status,
    ).toBe(403);
    const out = await stack.request('POST', USER_SECURITY_API.signOutEverywhere(user.id), { cookie: admin });
    expect(out.status).toBe(204);
    expect([await reaches(a), await reaches(b)]).toEqual([401, 401]);
    expect(await reaches(admin)).toBe(200);
  });
});

describe("an administrator's reset of a second factor", () => {
  it('removes the authenticator and recovery codes, ends the sessions and is audited', async () => {
    const user = await stack.createUser('rui', 'NORMAL');
    const { cookie } = await turnOnTotp(stack, 'rui', clock);
    expect(
      (await stack.request('POST', AUTH_ROUTES.login, { body: { username: 'rui', password: PASSWORD } }))
        .body,
    ).toMatchObject({ twoFactorRequired: true });
    const reset = await stack.request('POST', USER_SECURITY_API.twoFactorReset(user.id), { cookie: admin });
    expect(reset.status).toBe(204);
    expect(await reaches(cookie)).toBe(401);
    const again = await stack.login('rui');
    expect(again.answer.body).toMatchObject({ userName: 'rui' });
    const audit = await stack.identityDatabase.connection
      .collection('audits')
      .find({ entity: 'user', entityName: 'rui' })
      .toArray();
    expect(String(audit[0]?.entityId)).toBe(user.id);
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'user',
        action: 'UPDATE',
        field: 'secondFactor',
        before: 'totp, recovery',
        after: 'reset',
        userName: 'chefe',
      }),
    ]);
  });
});

describe('the office requires a second factor', () => {
  it('takes a user without one to set it up, reaching nothing else until done', async () => {
    await stack.createUser('ana', 'NORMAL');
    const before = (await stack.login('ana')).cookie;
    const limited = await stack.createUser('lia', 'LIMITED');
    expect(limited.typeUser).toBe('LIMITED');
    const lia = (await stack.login('lia')).cookie;
    expect(
      (
        await stack.request('POST', USER_SECURITY_API.settings, {
          cookie: lia,
          body: { requireTwoFactor: true },
        })
      ).status,
    ).toBe(403);
    const on = await stack.request('POST', USER_SECURITY_API.settings, {
      cookie: admin,
      body: { requireTwoFactor: true },
    });
    expect(on.body).toEqual({ requireTwoFactor: true });
    try {
      // a session opened before: its next request is held too
      expect((await stack.request('GET', '/api/client/1', { cookie: lia })).status).toBe(403);
      const held = await stack.request('GET', '/api/client/1', { cookie: before });
      expect([held.status, held.body.code]).toEqual([403, 'two-factor.setup-required']);

      const { cookie, answer } = await stack.login('ana');
      expect(answer.body).toMatchObject({ userName: 'ana', twoFactorSetupRequired: true });
      expect(
        (await stack.request('GET', AUTH_ROUTES.currentUser, { cookie })).body.twoFactorSetupRequired,
      ).toBe(true);
      expect((await stack.request('GET', '/api/client/1', { cookie })).body.code).toBe(
        'two-factor.setup-required',
      );
      expect((await stack.request('GET', '/api/account', { cookie })).status).toBe(200);
      expect((await stack.request('GET', ACCOUNT_SECURITY_API.twoFactor, { cookie })).body.required).toBe(
        true,
      );

      const setup = await stack.request('POST', ACCOUNT_SECURITY_API.totp, { cookie });
      const confirmed = await stack.request('POST', ACCOUNT_SECURITY_API.totpConfirm, {
        cookie,
        body: { code: totpAt(setup.body.secret, clock.now()) },
      });
      expect(confirmed.status).toBe(200);
      clock.later();
      expect(await reaches(cookie)).toBe(200);
      expect(
        (await stack.request('GET', AUTH_ROUTES.currentUser, { cookie })).body.twoFactorSetupRequired,
      ).toBe(undefined);
    } finally {
      await stack.request('POST', USER_SECURITY_API.settings, {
        cookie: admin,
        body: { requireTwoFactor: false },
      });
    }
    expect(await reaches(lia)).toBe(200);
  });
});
