import { callerHeaders } from '@linhagem/service-kit/testing';
import type { User } from '@linhagem/contracts';
import { serviceHeaders, startIdentityForTest, type IdentityUnderTest } from '../../test/support';

let identity: IdentityUnderTest;
let limited: User;
let headers: Record<string, string>;
beforeAll(async () => {
  identity = await startIdentityForTest();
  limited = await identity.createUser('lia', 'LIMITED', 'lia-pass-123');
  headers = callerHeaders('LIMITED', { sub: limited.id, userName: 'lia', name: limited.name });
});
afterAll(() => identity.close());

describe('/api/account', () => {
  it('answers the caller profile', async () => {
    const { status, body } = await identity.call('/api/account', { headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: limited.id, userName: 'lia', typeUser: 'LIMITED' });
  });

  it('changes the name but refuses mass assignment of typeUser or active', async () => {
    const renamed = await identity.call('/api/account', { headers, body: { name: 'Lia Campos' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Lia Campos');
    for (const extra of [{ typeUser: 'ADMINISTRATOR' }, { active: true }, { userName: 'root' }]) {
      const { status, body } = await identity.call('/api/account', {
        headers,
        body: { name: 'Lia', ...extra },
      });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect((await identity.call('/api/account', { headers })).body.typeUser).toBe('LIMITED');
  });

  it('changes the password with the spec messages', async () => {
    const wrong = await identity.call('/api/account/password', {
      headers,
      body: { currentPassword: 'not-it', newPassword: 'new-pass-123', confirmPassword: 'new-pass-123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'password.current-incorrect',
      message: 'Current password is incorrect',
    });

    const mismatch = await identity.call('/api/account/password', {
      headers,
      body: { currentPassword: 'lia-pass-123', newPassword: 'new-pass-123', confirmPassword: 'new-pass-124' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'password.mismatch', message: "New password doesn't match" });

    const ok = await identity.call('/api/account/password', {
      headers,
      body: { currentPassword: 'lia-pass-123', newPassword: 'new-pass-123', confirmPassword: 'new-pass-123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed with success!');

    const signIn = await identity.call('/internal/sessions', {
      headers: serviceHeaders(),
      body: { username: 'lia', password: 'new-pass-123' },
    });
    expect(signIn.status).toBe(201);
  });

  it('refuses a new password that is short or common, and keeps the old one', async () => {
    const current = 'new-pass-123';
    for (const [newPassword, code] of [
      ['short-1', 'VALIDATION_FAILED'],
      ['password1234', 'password.weak'],
    ]) {
      const refused = await identity.call('/api/account/password', {
        headers,
        body: { currentPassword: current, newPassword, confirmPassword: newPassword },
      });
      expect([refused.status, refused.body.code]).toEqual([400, code]);
    }
    const signIn = await identity.call('/internal/sessions', {
      headers: serviceHeaders(),
      body: { username: 'lia', password: current },
    });
    expect(signIn.status).toBe(201);
  });

  it('needs a signed-in caller', async () => {
    expect((await identity.call('/api/account', { headers: {} })).status).toBe(401);
  });
});
