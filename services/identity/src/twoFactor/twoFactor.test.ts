import { callerHeaders } from '@linhagem/service-kit/testing';
import { ACCOUNT_SECURITY_API } from '@linhagem/contracts';
import { Secret, TOTP } from 'otpauth';
import { startIdentityForTest, type IdentityUnderTest } from '../../test/support';
import { userModel } from '../users/model';
import { open } from './secretBox';

// the test's clock: each test moves it, so a code's 30-second step is chosen, never waited for
let now = Date.UTC(2026, 10, 2, 12, 0, 0);
const later = (seconds: number) => (now += seconds * 1000);

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentityForTest({ clock: () => now });
});
afterAll(() => identity.close());

/** The user's authenticator app: the code of `secret` at the test's clock (plus `offset` seconds). */
const code = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: now + offset * 1000,
  });

async function member(userName: string) {
  const user = await identity.createUser(userName, 'LIMITED', `${userName}-pass-123`);
  const headers = callerHeaders('LIMITED', { sub: user.id, userName, name: user.name });
  const call = (path: string, body?: unknown, method?: string) =>
    identity.call(path, { headers, body, method });
  return { user, call, password: `${userName}-pass-123` };
}

/** Sets up and confirms the authenticator: its secret and the first recovery codes. */
async function withTotp(userName: string) {
  const m = await member(userName);
  const setup = await m.call(ACCOUNT_SECURITY_API.totp, undefined, 'POST');
  const confirmed = await m.call(ACCOUNT_SECURITY_API.totpConfirm, { code: code(setup.body.secret) });
  expect(confirmed.status).toBe(200);
  later(30);
  return {
    ...m,
    secret: setup.body.secret as string,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
  };
}

describe('the authenticator app (RFC 6238)', () => {
  it('sets up with the key, an otpauth URI and a QR code, and is on only once a first code confirms it', async () => {
    const m = await member('tessa');
    const setup = await m.call(ACCOUNT_SECURITY_API.totp, undefined, 'POST');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Linhagem:tessa?issuer=Linhagem&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await m.call(ACCOUNT_SECURITY_API.twoFactor)).body).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      required: false,
    });

    const wrong = await m.call(ACCOUNT_SECURITY_API.totpConfirm, { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'two-factor.code-incorrect']);
    const confirmed = await m.call(ACCOUNT_SECURITY_API.totpConfirm, { code: code(setup.body.secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const c of confirmed.body.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await m.call(ACCOUNT_SECURITY_API.twoFactor)).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });
    const again = await m.call(ACCOUNT_SECURITY_API.totp, undefined, 'POST');
    expect([again.status, again.body.code]).toEqual([409, 'two-factor.already-on']);
  });

  it('keeps the key encrypted and the recovery codes hashed at rest', async () => {
    const m = await withTotp('rita');
    const stored = await userModel(identity.database.connection)
      .findById(m.user.id)
      .select('+totpSecret +recoveryCodes')
      .lean();
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(stored?.totpSecret).not.toContain(m.secret);
    expect(open(stored?.totpSecret ?? '')).toBe(m.secret);
    const hashes = JSON.stringify(stored?.recoveryCodes);
    for (const c of m.recoveryCodes) {
      expect(hashes).not.toContain(c);
      expect(hashes).not.toContain(c.replace('-', ''));
    }
  });

  it('takes a code of the step before or after, not two steps away, and each code once', async () => {
    const m = await withTotp('otto');
    later(90);
    const renew = (c: string) => m.call(ACCOUNT_SECURITY_API.recoveryCodes, { code: c });
    expect((await renew(code(m.secret, -60))).status).toBe(400);
    expect((await renew(code(m.secret, 60))).status).toBe(400);
    expect((await renew(code(m.secret, -30))).status).toBe(200);
    // the same code again, still within its window: refused
    expect((await renew(code(m.secret, -30))).body.code).toBe('two-factor.code-incorrect');
    // a code of an earlier step than the last used one is refused too (a replayed older code)
    later(30);
    const current = code(m.secret);
    expect((await renew(code(m.secret, 30))).status).toBe(200);
    expect((await renew(current)).status).toBe(400);
  });

  it('gives a new set of ten recovery codes on demand, for a code', async () => {
    const m = await withTotp('nina');
    const renewed = await m.call(ACCOUNT_SECURITY_API.recoveryCodes, { code: code(m.secret) });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toEqual(m.recoveryCodes);
    later(30);
  });

  it('turns off only with the password and a code', async () => {
    const m = await withTotp('olga');
    const off = (password: string, c: string) =>
      m.call(ACCOUNT_SECURITY_API.totp, { password, code: c }, 'DELETE');
    expect((await off('not-the-password', code(m.secret))).body.code).toBe('password.current-incorrect');
    expect((await off(m.password, '123456')).body.code).toBe('two-factor.code-incorrect');
    const missing = await m.call(ACCOUNT_SECURITY_API.totp, { password: m.password }, 'DELETE');
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await m.call(ACCOUNT_SECURITY_API.twoFactor)).body.totp).toBe(true);
    later(30);
    expect((await off(m.password, code(m.secret))).status).toBe(204);
    expect((await m.call(ACCOUNT_SECURITY_API.twoFactor)).body).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
  });

  it('is refused to a caller without a signed-in user', async () => {
    const { status } = await identity.call(ACCOUNT_SECURITY_API.totp, { method: 'POST', headers: {} });
    expect(status).toBe(401);
  });
});

describe('the requirement (configuration)', () => {
  it('is off by default and only administrators change it', async () => {
    expect((await identity.call('/api/configuration/two-factor')).body).toEqual({ requireTwoFactor: false });
    const m = await member('lurdes');
    expect((await m.call('/api/configuration/two-factor', { requireTwoFactor: true })).status).toBe(403);
    // the administrator asking must have a second factor of their own
    const bare = await identity.call('/api/configuration/two-factor', { body: { requireTwoFactor: true } });
    expect([bare.status, bare.body.code]).toEqual([409, 'two-factor.setup-required']);
    const on = await identity.call('/api/configuration/two-factor', {
      body: { requireTwoFactor: true },
      headers: callerHeaders('ADMINISTRATOR', { sub: (await withTotp('admin.with.totp')).user.id }),
    });
    expect(on.body).toEqual({ requireTwoFactor: true });
    expect((await m.call(ACCOUNT_SECURITY_API.twoFactor)).body.required).toBe(true);
    await identity.call('/api/configuration/two-factor', { body: { requireTwoFactor: false } });
  });
});
