import { callerHeaders } from '@linhagem/service-kit/testing';
import { startIdentityForTest, type IdentityUnderTest } from '../../test/support';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentityForTest();
});
afterAll(() => identity.close());

describe('/api/user', () => {
  it('creates a user and never returns the password or its hash', async () => {
    const { status, body } = await identity.call('/api/user', {
      body: { name: 'Ana Souza', userName: 'ana.souza', typeUser: 'NORMAL', password: 'secret-pass-1' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Ana Souza',
      userName: 'ana.souza',
      typeUser: 'NORMAL',
      active: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);
    const read = await identity.call(`/api/user/${body.id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual([
      'active',
      'createdAt',
      'id',
      'name',
      'typeUser',
      'updatedAt',
      'userName',
    ]);
  });

  it('refuses a user name that differs only in case', async () => {
    await identity.createUser('Bruno', 'LIMITED');
    const { status, body } = await identity.call('/api/user', {
      body: { name: 'Other', userName: 'bruno', typeUser: 'LIMITED', password: 'secret-pass-1' },
    });
    expect(status).toBe(409);
    expect(body.code).toBe('user.username-taken');
  });

  it('lists with pagination, filters and sorting', async () => {
    for (const n of ['list.c', 'list.a', 'list.b']) await identity.createUser(n, 'LIMITED');
    const { status, body } = await identity.call('/api/user/pagination?size=2&sort=userName,desc', {
      body: { userName: 'list.' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(body.content.map((u: { userName: string }) => u.userName)).toEqual(['list.c', 'list.b']);
    const page2 = await identity.call('/api/user/pagination?size=2&page=2&sort=userName,desc', {
      body: { userName: 'list.' },
    });
    expect(page2.body.content.map((u: { userName: string }) => u.userName)).toEqual(['list.a']);
  });

  it('refuses query operators and unknown fields in the list filter', async () => {
    const injected = await identity.call('/api/user/pagination', { body: { userName: { $gt: '' } } });
    expect(injected.status).toBe(400);
    expect(injected.body.code).toBe('OPERATOR_REJECTED');
    const unknown = await identity.call('/api/user/pagination', { body: { passwordHash: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
  });

  it('updates a user in the spec style (POST /api/user/:id) and can reset the password', async () => {
    const user = await identity.createUser('carla', 'LIMITED');
    const { status, body } = await identity.call(`/api/user/${user.id}`, {
      body: { typeUser: 'NORMAL', name: 'Carla N.' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ typeUser: 'NORMAL', name: 'Carla N.' });
  });

  it('accepts an update that posts back the read it loaded (id, timestamps ignored), still refusing unknown fields', async () => {
    const user = await identity.createUser('dario', 'LIMITED');
    const read = await identity.call(`/api/user/${user.id}`);
    const { status, body } = await identity.call(`/api/user/${user.id}`, {
      body: { ...read.body, name: 'Dario N.', createdAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, name: 'Dario N.', createdAt: read.body.createdAt });
    const unknown = await identity.call(`/api/user/${user.id}`, { body: { name: 'X', role: 'ADMIN' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    expect((await identity.call(`/api/user/${user.id}`)).body.name).toBe('Dario N.');
  });

  it('refuses every level below administrator, in the service too', async () => {
    for (const level of ['NORMAL', 'LIMITED'] as const) {
      const { status, body } = await identity.call('/api/user/pagination', {
        body: {},
        headers: callerHeaders(level),
      });
      expect(status).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
    }
    const anonymous = await identity.call('/api/user/pagination', {
      body: {},
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('never demotes or deactivates the last active administrator', async () => {
    const admins = await identity.call('/api/user/pagination', {
      body: { typeUser: 'ADMINISTRATOR', active: true },
    });
    expect(admins.body.totalElements).toBe(0);
    const only = await identity.createUser('only.admin', 'ADMINISTRATOR');
    const demote = await identity.call(`/api/user/${only.id}`, { body: { typeUser: 'NORMAL' } });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('user.last-administrator');
    const deactivate = await identity.call(`/api/user/${only.id}/deactivate`, { method: 'POST' });
    expect(deactivate.status).toBe(409);

    const second = await identity.createUser('second.admin', 'ADMINISTRATOR');
    const ok = await identity.call(`/api/user/${second.id}/deactivate`, { method: 'POST' });
    expect(ok.status).toBe(200);
    expect(ok.body.active).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await identity.call('/api/user/000000000000000000000000')).status).toBe(404);
    expect((await identity.call('/api/user/not-an-id')).status).toBe(404);
  });

  it('refuses a password under 12 characters or a common one, on create and on reset', async () => {
    const create = (password: string) =>
      identity.call('/api/user', {
        body: { name: 'Ana Souza', userName: 'ana.weak', typeUser: 'NORMAL', password },
      });
    const short = await create('Sh0rt-pw-9');
    expect([short.status, short.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(short.body.details).toEqual([expect.objectContaining({ path: 'password' })]);
    for (const weak of ['password1234', 'qwertyuiop12', 'aaaaaaaaaaaa']) {
      const refused = await create(weak);
      expect([weak, refused.status, refused.body.code]).toEqual([weak, 400, 'password.weak']);
    }
    expect(
      (await identity.call('/api/user/pagination', { body: { userName: 'ana.weak' } })).body.content,
    ).toEqual([]);

    const user = await identity.createUser('weak.reset', 'NORMAL', 'a-Strong-phrase-7');
    const reset = await identity.call(`/api/user/${user.id}`, { body: { password: 'password1234' } });
    expect([reset.status, reset.body.code]).toEqual([400, 'password.weak']);
  });

  it('refuses a weak input with a clear 400', async () => {
    const { status, body } = await identity.call('/api/user', {
      body: { name: '', userName: 'x', typeUser: 'ROOT', password: '1' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});
