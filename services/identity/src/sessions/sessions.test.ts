import { callerHeaders } from '@linhagem/service-kit/testing';
import { SESSION_RETENTION_SECONDS, sessionModel } from './model';
import { serviceHeaders, startIdentityForTest, type IdentityUnderTest } from '../../test/support';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentityForTest();
  await identity.createUser('maria', 'NORMAL', 'maria-pass-1');
});
afterAll(() => identity.close());

const internal = (path: string, body?: unknown, method?: string) =>
  identity.call(path, { body, method, headers: serviceHeaders() });
const open = (username: string, password: string) => internal('/internal/sessions', { username, password });

describe('internal session API', () => {
  it('opens a session for the right password, whatever the case of the user name', async () => {
    const { status, body } = await open('MARIA', 'maria-pass-1');
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ userName: 'maria', typeUser: 'NORMAL', active: true });
    expect(body.refreshToken).toMatch(/^[0-9a-f]{24}\.[A-Za-z0-9_-]{40,}$/);
    const check = await internal(`/internal/sessions/${body.sessionId}`);
    expect(check.body).toMatchObject({ active: true, user: { userName: 'maria' } });
  });

  it('answers password.incorrect alike for a wrong password and an unknown user', async () => {
    const wrong = await open('maria', 'nope-nope');
    const unknown = await open('nobody', 'nope-nope');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.code).toBe('password.incorrect');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an operator in place of the user name', async () => {
    const { status, body } = await internal('/internal/sessions', { username: { $gt: '' }, password: 'x' });
    expect(status).toBe(400);
    expect(body.code).toBe('OPERATOR_REJECTED');
  });

  it('tells an inactive user (with the right password) that the account is inactive', async () => {
    const user = await identity.createUser('inactive.one', 'LIMITED', 'inactive-pass-1', { active: false });
    expect(user.active).toBe(false);
    const { status, body } = await open('inactive.one', 'inactive-pass-1');
    expect(status).toBe(403);
    expect(body.code).toBe('user.inactive');
  });

  it('rotates the refresh token and ends the whole session when an old one comes back', async () => {
    const first = (await open('maria', 'maria-pass-1')).body;
    const second = await internal('/internal/sessions/refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.sessionId).toBe(first.sessionId);

    const reused = await internal('/internal/sessions/refresh', { refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('session.reused');
    // the legitimate newest token dies with the family
    const newest = await internal('/internal/sessions/refresh', { refreshToken: second.body.refreshToken });
    expect(newest.status).toBe(401);
    expect((await internal(`/internal/sessions/${first.sessionId}`)).body.active).toBe(false);
  });

  it('refuses a forged refresh token without touching the session', async () => {
    const grant = (await open('maria', 'maria-pass-1')).body;
    const forged = await internal('/internal/sessions/refresh', {
      refreshToken: `${grant.sessionId}.forgedforgedforgedforged`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('session.invalid');
    expect((await internal(`/internal/sessions/${grant.sessionId}`)).body.active).toBe(true);
  });

  it('revokes a session on sign-out', async () => {
    const grant = (await open('maria', 'maria-pass-1')).body;
    expect((await internal(`/internal/sessions/${grant.sessionId}/revoke`, undefined, 'POST')).status).toBe(
      204,
    );
    expect((await internal(`/internal/sessions/${grant.sessionId}`)).body.active).toBe(false);
    expect((await internal('/internal/sessions/refresh', { refreshToken: grant.refreshToken })).status).toBe(
      401,
    );
  });

  it('ends every session of a user who is deactivated', async () => {
    const user = await identity.createUser('leaving', 'LIMITED', 'leaving-pass-1');
    const a = (await open('leaving', 'leaving-pass-1')).body;
    const b = (await open('leaving', 'leaving-pass-1')).body;
    expect((await identity.call(`/api/user/${user.id}/deactivate`, { method: 'POST' })).status).toBe(200);
    for (const grant of [a, b]) {
      expect((await internal(`/internal/sessions/${grant.sessionId}`)).body.active).toBe(false);
      expect(
        (await internal('/internal/sessions/refresh', { refreshToken: grant.refreshToken })).status,
      ).toBe(401);
    }
  });

  /** Whether each grant's session still holds: its check and its refresh token. */
  const stillSignedIn = async (grants: Array<{ sessionId: string; refreshToken: string }>) => {
    const states: boolean[] = [];
    for (const grant of grants) {
      const active = (await internal(`/internal/sessions/${grant.sessionId}`)).body.active as boolean;
      const refreshed = await internal('/internal/sessions/refresh', { refreshToken: grant.refreshToken });
      expect(refreshed.status === 200).toBe(active);
      states.push(active);
    }
    return states;
  };

  it('ends every other session when the user changes their password, keeping the one that changed it', async () => {
    const user = await identity.createUser('mover', 'NORMAL', 'mover-pass-phrase-1');
    const here = (await open('mover', 'mover-pass-phrase-1')).body;
    const elsewhere = (await open('mover', 'mover-pass-phrase-1')).body;
    const changed = await identity.call('/api/account/password', {
      headers: callerHeaders('NORMAL', { sub: user.id, userName: 'mover', sid: here.sessionId }),
      body: {
        currentPassword: 'mover-pass-phrase-1',
        newPassword: 'another-Pass-phrase-2',
        confirmPassword: 'another-Pass-phrase-2',
      },
    });
    expect(changed.status).toBe(200);
    expect(await stillSignedIn([here, elsewhere])).toEqual([true, false]);
  });

  it('ends every session of a user whose password an administrator resets', async () => {
    const user = await identity.createUser('reset', 'NORMAL', 'reset-pass-phrase-1');
    const grants = [
      (await open('reset', 'reset-pass-phrase-1')).body,
      (await open('reset', 'reset-pass-phrase-1')).body,
    ];
    const reset = await identity.call(`/api/user/${user.id}`, { body: { password: 'given-by-Admin-42' } });
    expect(reset.status).toBe(200);
    expect(await stillSignedIn(grants)).toEqual([false, false]);
    // a change of name alone ends nothing
    const again = (await open('reset', 'given-by-Admin-42')).body;
    expect((await identity.call(`/api/user/${user.id}`, { body: { name: 'Renamed' } })).status).toBe(200);
    expect(await stillSignedIn([again])).toEqual([true]);
  });

  it('declares a TTL index: ended sessions are kept a week past their expiry, then removed by the engine', async () => {
    const sessions = sessionModel(identity.database.connection);
    await sessions.init();
    const indexes = await sessions.collection.indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: SESSION_RETENTION_SECONDS }),
    );
  });

  it('is closed to users, even administrators', async () => {
    const { status } = await identity.call('/internal/sessions', {
      body: { username: 'maria', password: 'maria-pass-1' },
      headers: callerHeaders('ADMINISTRATOR'),
    });
    expect(status).toBe(403);
  });
});
