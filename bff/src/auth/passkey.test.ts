import { ACCOUNT_SECURITY_API, AUTH_ROUTES, PASSKEY_CHALLENGE_SECONDS } from '@linhagem/contracts';
import { cookieHeader, PASSWORD, startStack, type Stack } from '../../test/support';
import { testClock } from '../../test/authenticator';
import { softAuthenticator, TEST_RP } from '../../test/passkeyAuthenticator';

const clock = testClock();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack(
    {
      sessionCheckTtlMs: 100,
      trustProxy: 'loopback',
      loginLimits: {
        freePerAccountAndAddress: 3,
        firstDelayMs: 60_000,
        maxDelayMs: 600_000,
        forgetAfterMs: 3_600_000,
        perAddress: 1000,
        windowMs: 60_000,
      },
    },
    { identity: { clock: clock.now, relyingParty: TEST_RP } },
  );
});
afterAll(() => stack.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

/** `userName` signs in with the password and registers a passkey named `name` in "Minha conta". */
async function withPasskey(userName: string, name = 'Notebook') {
  await stack.createUser(userName, 'NORMAL');
  const { cookie } = await stack.login(userName);
  const authenticator = softAuthenticator();
  const options = await stack.request('POST', ACCOUNT_SECURITY_API.passkeyOptions, { cookie });
  expect(options.status).toBe(200);
  const registered = await stack.request('POST', ACCOUNT_SECURITY_API.passkeys, {
    cookie,
    body: { name, response: authenticator.register(options.body) },
  });
  expect(registered.status).toBe(201);
  return { cookie, authenticator, passkey: registered.body as { id: string; name: string } };
}

/** A sign-in by passkey: options, then the authenticator's answer (with the pending cookie, if any). */
async function signInWith(
  authenticator: ReturnType<typeof softAuthenticator>,
  { cookie = '', address = '203.0.113.20' } = {},
) {
  const options = await stack.request('POST', AUTH_ROUTES.loginPasskeyOptions, {
    cookie,
    headers: from(address),
  });
  expect(options.status).toBe(200);
  return stack.request('POST', AUTH_ROUTES.loginPasskey, {
    cookie,
    body: { response: authenticator.answer(options.body) },
    headers: from(address),
  });
}

describe('passkeys in "Minha conta"', () => {
  it('registers a named passkey from options the server made, lists it and counts it as a second factor', async () => {
    await stack.createUser('valeria', 'NORMAL');
    const { cookie } = await stack.login('valeria');
    const options = await stack.request('POST', ACCOUNT_SECURITY_API.passkeyOptions, { cookie });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: 'localhost', name: 'Linhagem' },
      user: { name: 'valeria' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    expect(options.body.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const authenticator = softAuthenticator();
    const created = await stack.request('POST', ACCOUNT_SECURITY_API.passkeys, {
      cookie,
      body: { name: '  Celular  ', response: authenticator.register(options.body) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Celular', createdAt: expect.any(String) });
    // the registration challenge was used
    const again = await stack.request('POST', ACCOUNT_SECURITY_API.passkeys, {
      cookie,
      body: { name: 'Outro', response: softAuthenticator().register(options.body) },
    });
    expect(again.body.code).toBe('passkey.challenge-ended');

    const list = await stack.request('GET', ACCOUNT_SECURITY_API.passkeys, { cookie });
    expect(list.body).toEqual([created.body]);
    const status = await stack.request('GET', ACCOUNT_SECURITY_API.twoFactor, { cookie });
    expect(status.body).toMatchObject({ passkeys: 1, totp: false });
    const password = await stack.request('POST', AUTH_ROUTES.login, {
      body: { username: 'valeria', password: PASSWORD },
    });
    expect(password.body).toEqual({ twoFactorRequired: true, methods: ['passkey'] });
  });

  it('refuses an empty name and an answer that does not verify, writing nothing', async () => {
    const { cookie } = await withPasskey('wagner');
    const options = await stack.request('POST', ACCOUNT_SECURITY_API.passkeyOptions, { cookie });
    const empty = await stack.request('POST', ACCOUNT_SECURITY_API.passkeys, {
      cookie,
      body: { name: ' ', response: softAuthenticator().register(options.body) },
    });
    expect(empty.status).toBe(400);
    const foreign = await stack.request('POST', ACCOUNT_SECURITY_API.passkeys, {
      cookie,
      body: { name: 'Falso', response: softAuthenticator('https://evil.example').register(options.body) },
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.code).toBe('passkey.failed');
    expect((await stack.request('GET', ACCOUNT_SECURITY_API.passkeys, { cookie })).body).toHaveLength(1);
  });

  it('removes a passkey with the session alone, only the caller’s own; a removed one signs in no more', async () => {
    const { cookie, passkey, authenticator } = await withPasskey('xavier');
    const other = await withPasskey('yara');
    expect(
      (await stack.request('DELETE', ACCOUNT_SECURITY_API.passkey(other.passkey.id), { cookie })).status,
    ).toBe(404);
    expect((await stack.request('DELETE', ACCOUNT_SECURITY_API.passkey(passkey.id), { cookie })).status).toBe(
      204,
    );
    expect((await stack.request('GET', ACCOUNT_SECURITY_API.passkeys, { cookie })).body).toEqual([]);
    const refused = await signInWith(authenticator);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('passkey.unknown');
  });

  it('is the account’s own: no session, no passkeys', async () => {
    expect((await stack.request('GET', ACCOUNT_SECURITY_API.passkeys)).status).toBe(401);
    expect((await stack.request('POST', ACCOUNT_SECURITY_API.passkeyOptions)).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password as /login does, with method passkey in the history', async () => {
    const { authenticator, cookie: before } = await withPasskey('zilda');
    // read once before: a sign-in changes the list without a write through the proxy, so it is never cached
    const [unused] = (await stack.request('GET', ACCOUNT_SECURITY_API.passkeys, { cookie: before })).body;
    expect(unused.lastUsedAt).toBeUndefined();
    const options = await stack.request('POST', AUTH_ROUTES.loginPasskeyOptions);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [],
    });
    expect(options.headers.get('cache-control')).toBe('no-store');

    const done = await stack.request('POST', AUTH_ROUTES.loginPasskey, {
      body: { response: authenticator.answer(options.body) },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ userName: 'zilda', typeUser: 'NORMAL' });
    const cookie = cookieHeader(done.headers);
    expect(cookie).toMatch(/linhagem_at=.*linhagem_s=1/);
    expect((await stack.request('GET', '/api/client/1', { cookie })).status).toBe(200);
    const history = await stack.request('GET', ACCOUNT_SECURITY_API.signIns, { cookie });
    expect(history.body.content[0]).toMatchObject({ method: 'passkey', result: 'success' });
    const [listed] = (await stack.request('GET', ACCOUNT_SECURITY_API.passkeys, { cookie })).body;
    expect(listed.lastUsedAt).toEqual(expect.any(String));

    // the challenge served once
    const replay = await stack.request('POST', AUTH_ROUTES.loginPasskey, {
      body: { response: authenticator.answer(options.body) },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('passkey.challenge-ended');
  });

  it('refuses a challenge older than its two minutes', async () => {
    const { authenticator } = await withPasskey('adao');
    const options = await stack.request('POST', AUTH_ROUTES.loginPasskeyOptions);
    clock.later(PASSKEY_CHALLENGE_SECONDS + 1);
    const late = await stack.request('POST', AUTH_ROUTES.loginPasskey, {
      body: { response: authenticator.answer(options.body) },
    });
    expect(late.body.code).toBe('passkey.challenge-ended');
  });

  it('refuses an unknown credential with a stable code, and counts failures with the lockouts', async () => {
    const stranger = softAuthenticator();
    const address = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) {
      const refused = await signInWith(stranger, { address });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('passkey.unknown');
    }
    const waiting = await signInWith(stranger, { address });
    expect(waiting.status).toBe(429);
  });

  it('serves as the second step after the password, against the pending cookie', async () => {
    const { authenticator } = await withPasskey('bianca');
    const other = await withPasskey('caio');
    const password = await stack.request('POST', AUTH_ROUTES.login, {
      body: { username: 'bianca', password: PASSWORD },
    });
    const pending = cookieHeader(password.headers);
    expect(pending).toMatch(/linhagem_2fa=/);
    const options = await stack.request('POST', AUTH_ROUTES.loginPasskeyOptions, { cookie: pending });
    expect(options.body.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    // another user's passkey does not finish bianca's sign-in
    const wrong = await stack.request('POST', AUTH_ROUTES.loginPasskey, {
      cookie: pending,
      body: { response: other.authenticator.answer(options.body) },
    });
    expect(wrong.body.code).toBe('passkey.unknown');

    const again = await stack.request('POST', AUTH_ROUTES.loginPasskeyOptions, { cookie: pending });
    const done = await stack.request('POST', AUTH_ROUTES.loginPasskey, {
      cookie: pending,
      body: { response: authenticator.answer(again.body) },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ userName: 'bianca' });
    const cookie = cookieHeader(done.headers, pending);
    const history = await stack.request('GET', ACCOUNT_SECURITY_API.signIns, { cookie });
    expect(
      history.body.content
        .slice(0, 2)
        .map((s: { method: string; result: string }) => `${s.method}:${s.result}`),
    ).toEqual(['passkey:success', 'password:pending']);
  });
});
