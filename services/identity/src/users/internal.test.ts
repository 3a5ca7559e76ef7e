import { IDENTITY_INTERNAL } from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { serviceHeaders, startIdentityForTest, type IdentityUnderTest } from '../../test/support';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentityForTest();
});
afterAll(() => identity.close());

describe('the staff other services may read', () => {
  it('lists the active users by name and answers one user, active or not', async () => {
    const zoe = await identity.createUser('zoe.staff', 'NORMAL');
    const abel = await identity.createUser('abel.staff', 'LIMITED');
    const gone = await identity.createUser('gone.staff', 'NORMAL', undefined, { active: false });
    const list = await identity.call(IDENTITY_INTERNAL.staffPath, { headers: serviceHeaders() });
    expect(list.status).toBe(200);
    const names = list.body.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['zoe.staff', 'abel.staff']));
    expect(names).not.toContain('gone.staff');
    expect(names.indexOf('abel.staff')).toBeLessThan(names.indexOf('zoe.staff'));
    const one = await identity.call(IDENTITY_INTERNAL.staffMemberPath(gone.id), {
      headers: serviceHeaders(),
    });
    expect(one.body).toEqual({ id: gone.id, name: gone.name, userName: 'gone.staff', active: false });
    expect(Object.keys(list.body[0]).sort()).toEqual(['active', 'id', 'name', 'userName']);
    expect(zoe.id && abel.id).toBeTruthy();
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await identity.call(IDENTITY_INTERNAL.staffMemberPath('0123456789abcdef01234567'), {
      headers: serviceHeaders(),
    });
    expect(unknown.status).toBe(404);
    const malformed = await identity.call(IDENTITY_INTERNAL.staffMemberPath('nope'), {
      headers: serviceHeaders(),
    });
    expect(malformed.status).toBe(400);
  });

  it('answers only other services', async () => {
    const asUser = await identity.call(IDENTITY_INTERNAL.staffPath, {
      headers: callerHeaders('ADMINISTRATOR'),
    });
    expect(asUser.status).toBe(403);
    const anonymous = await identity.call(IDENTITY_INTERNAL.staffPath, { headers: {} });
    expect(anonymous.status).toBe(401);
  });
});
