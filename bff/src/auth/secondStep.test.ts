import { AUTH_ROUTES } from '@linhagem/contracts';
import { cookieHeader, PASSWORD, startStack, type Stack } from '../../test/support';
import { testClock, totpAt, turnOnTotp } from '../../test/authenticator';

const clock = testClock();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack(
    {
      sessionCheckTtlMs: 100,
      trustProxy: 'loopback',
      loginLimits: {
        freePerAccountAndAddress: 6,
        firstDelayMs: 60_000,
        maxDelayMs: 600_000,
        forgetAfterMs: 3_600_000,
        perAddress: 1000,
        windowMs: 60_000,
      },
    },
    { identity: { clock: clock.now } },
  );
});
afterAll(() => stack.close());

/** A user with the authenticator on. */
async function userWithTotp(userName: string) {
  await stack.createUser(userName, 'NORMAL');
  return turnOnTotp(stack, userName, clock);
}

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The password step: its answer and the pending cookie. */
async function passwordStep(userName: string, address = '203.0.113.10', password = PASSWORD) {
  const answer = await stack.request('POST', AUTH_ROUTES.login, {
    body: { username: userName, password },
    headers: from(address),
  });
  return { answer, cookie: cookieHeader(answer.headers) };
}

const secondStep = (cookie: string, body: unknown, address = '203.0.113.10') =>
  stack.request('POST', AUTH_ROUTES.loginSecondStep, { cookie, body, headers: from(address) });

describe('two-step sign-in', () => {
  it('answers the methods and a 5-minute pending cookie that reaches no API, then finishes with a code', async () => {
    const { secret } = await userWithTotp('tomas');
    const { answer, cookie } = await passwordStep('tomas');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ twoFactorRequired: true, methods: ['totp', 'recovery'] });
    const set = answer.headers.getSetCookie();
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^linhagem_2fa=[^;]+; Max-Age=300; Path=\/login;.*HttpOnly.*SameSite=Strict/i);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    // the pending cookie opens nothing: not as a cookie, not as a bearer token
    const pendingValue = cookie.split('=')[1];
    expect((await stack.request('GET', '/api/client/1', { cookie })).status).toBe(401);
    expect(
      (await stack.request('GET', '/api/client/1', { headers: { authorization: `Bearer ${pendingValue}` } }))
        .status,
    ).toBe(401);
    expect((await stack.request('GET', AUTH_ROUTES.currentUser, { cookie })).text).toBe('null');

    const done = await secondStep(cookie, { code: totpAt(secret, clock.now()) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ userName: 'tomas', typeUser: 'NORMAL' });
    const signedIn = cookieHeader(done.headers, cookie);
    expect(signedIn).not.toMatch(/linhagem_2fa/);
    expect((await stack.request('GET', '/api/client/1', { cookie: signedIn })).status).toBe(200);
    // the pending sign-in finished once
    expect((await secondStep(cookie, { code: totpAt(secret, clock.now()) })).body.code).toBe(
      'two-factor.pending-ended',
    );
  });

  it('accepts a code once: the same code in a second sign-in is refused', async () => {
    const { secret } = await userWithTotp('ursula');
    const code = totpAt(secret, clock.now());
    expect((await secondStep((await passwordStep('ursula')).cookie, { code })).status).toBe(200);
    const again = await secondStep((await passwordStep('ursula')).cookie, { code });
    expect([again.status, again.body.code]).toEqual([401, 'two-factor.code-incorrect']);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { recoveryCodes } = await userWithTotp('vera');
    const first = recoveryCodes[0];
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    expect((await secondStep((await passwordStep('vera')).cookie, { recoveryCode: typed })).status).toBe(200);
    const reused = await secondStep((await passwordStep('vera')).cookie, { recoveryCode: first });
    expect([reused.status, reused.body.code]).toEqual([401, 'two-factor.code-incorrect']);
    expect(
      (await secondStep((await passwordStep('vera')).cookie, { recoveryCode: recoveryCodes[1] })).status,
    ).toBe(200);
  });

  it('ends the pending sign-in at the fifth wrong code in a row', async () => {
    const { secret } = await userWithTotp('walter');
    const { cookie } = await passwordStep('walter', '203.0.113.20');
    for (let i = 0; i < 4; i++) {
      const wrong = await secondStep(cookie, { code: '000000' }, '203.0.113.20');
      expect([wrong.status, wrong.body.code]).toEqual([401, 'two-factor.code-incorrect']);
    }
    const fifth = await secondStep(cookie, { code: '000000' }, '203.0.113.20');
    expect([fifth.status, fifth.body.code]).toEqual([401, 'two-factor.pending-ended']);
    expect(fifth.headers.getSetCookie().join()).toMatch(/linhagem_2fa=;/);
    const late = await secondStep(cookie, { code: totpAt(secret, clock.now()) }, '203.0.113.20');
    expect([late.status, late.body.code]).toEqual([401, 'two-factor.pending-ended']);
  });

  it('counts wrong codes with the wrong passwords of the account and address; the right password forgets none', async () => {
    const { secret } = await userWithTotp('xenia');
    const here = '203.0.113.30';
    expect((await passwordStep('xenia', here, 'not-the-password')).answer.status).toBe(401);
    let { cookie } = await passwordStep('xenia', here);
    for (let i = 0; i < 4; i++) expect((await secondStep(cookie, { code: '111111' }, here)).status).toBe(401);
    // six failures: the right password again starts a new pending sign-in but does not clear them
    ({ cookie } = await passwordStep('xenia', here));
    expect((await secondStep(cookie, { code: '111111' }, here)).status).toBe(401);
    const limited = await secondStep(cookie, { code: totpAt(secret, clock.now()) }, here);
    expect([limited.status, limited.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await passwordStep('xenia', here)).answer.status).toBe(429);
    // the user, elsewhere, signs in at once
    const elsewhere = await passwordStep('xenia', '198.51.100.30');
    expect(
      (await secondStep(elsewhere.cookie, { code: totpAt(secret, clock.now()) }, '198.51.100.30')).status,
    ).toBe(200);
  });

  it('refuses a second step without a pending cookie, a forged one, and a body of neither kind', async () => {
    expect((await secondStep('', { code: '123456' })).body.code).toBe('two-factor.pending-ended');
    expect((await secondStep('linhagem_2fa=eyJ.forged.x', { code: '123456' })).body.code).toBe(
      'two-factor.pending-ended',
    );
    const both = await secondStep('', { code: '123456', recoveryCode: 'abcde-fghij' });
    expect([both.status, both.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const injected = await secondStep('', { code: { $gt: '' } });
    expect([injected.status, injected.body.code]).toEqual([400, 'OPERATOR_REJECTED']);
    expect((await stack.request('GET', AUTH_ROUTES.loginSecondStep)).status).toBe(405);
  });

  it('leaves a user without a second factor signing in with the password alone', async () => {
    await stack.createUser('yara', 'NORMAL');
    const { answer } = await passwordStep('yara');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userName: 'yara' });
    expect(answer.body.twoFactorRequired).toBeUndefined();
  });
});
