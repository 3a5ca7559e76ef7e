import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp, prepareIdentity } from '../app';
import { serviceHeaders } from '../../test/support';
import { migrateStoredUsers, userNameKey } from './model';
import { hashPassword } from './passwords';

/** A user as an older version stored it: the flag was `isActive` then. */
const storedBefore = async (userName: string, isActive: boolean) => ({
  name: `Old ${userName}`,
  userName,
  userNameKey: userNameKey(userName),
  typeUser: 'NORMAL',
  passwordHash: await hashPassword(`${userName}-pass-1`),
  isActive,
  createdAt: new Date('2026-01-05T12:00:00Z'),
  updatedAt: new Date('2026-01-05T12:00:00Z'),
});

let identity: TestService;
beforeAll(async () => {
  // the documents are there before the service starts, as in a database an older version wrote
  identity = await startTestService('identity', async (database) => {
    await database.connection
      .collection('users')
      .insertMany([await storedBefore('old.active', true), await storedBefore('old.gone', false)]);
    await prepareIdentity(database.connection);
    return buildApp(database);
  });
});
afterAll(() => identity.close());

const call = (path: string, body?: unknown, headers = callerHeaders('ADMINISTRATOR')) =>
  requestJson(`${identity.url}${path}`, { body, headers });
const signIn = (username: string) =>
  call('/internal/sessions', { username, password: `${username}-pass-1` }, serviceHeaders());

describe('users stored with isActive, at start', () => {
  it('renames the flag: the active one signs in and shows as active, the other stays refused', async () => {
    const active = await signIn('old.active');
    expect(active.status).toBe(201);
    expect(active.body.user).toMatchObject({ userName: 'old.active', active: true });
    expect((await call(`/api/user/${active.body.user.id}`)).body).toMatchObject({ active: true });
    expect(Object.keys((await call(`/api/user/${active.body.user.id}`)).body)).not.toContain('isActive');

    const gone = await signIn('old.gone');
    expect(gone.status).toBe(403);
    expect(gone.body.code).toBe('user.inactive');

    // the filters read the stored field: the list tells them apart only once renamed
    const listed = async (active: boolean) =>
      ((await call('/api/user/pagination', { active })).body.content as { userName: string }[]).map(
        (user) => user.userName,
      );
    expect(await listed(true)).toEqual(['old.active']);
    expect(await listed(false)).toEqual(['old.gone']);
  });

  it('finds nothing left to rename on the next start', async () => {
    expect(await migrateStoredUsers(identity.database.connection)).toBe(0);
  });
});
