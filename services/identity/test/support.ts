import { signServiceToken, INTERNAL_TOKEN_HEADER } from '@linhagem/service-kit';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type JsonAnswer,
  type JsonRequest,
  type TestService,
} from '@linhagem/service-kit/testing';
import type { User, UserLevel } from '@linhagem/contracts';
import { buildApp, prepareIdentity, type IdentityOptions } from '../src/app';

export type IdentityUnderTest = TestService & {
  /** a call as an administrator unless `headers` says otherwise */
  call(path: string, init?: Omit<JsonRequest, 'redirect'>): Promise<JsonAnswer>;
  /** creates a user through the API, as an administrator */
  createUser(
    userName: string,
    typeUser: UserLevel,
    password?: string,
    extra?: Record<string, unknown>,
  ): Promise<User>;
};

export const serviceHeaders = () => ({
  [INTERNAL_TOKEN_HEADER]: signServiceToken('bff'),
  'content-type': 'application/json',
});

/** The identity service on the embedded engine, listening on a free port. */
export async function startIdentityForTest(options: IdentityOptions = {}): Promise<IdentityUnderTest> {
  const service = await startTestService('identity', async (database) => {
    await prepareIdentity(database.connection);
    return buildApp(database, options);
  });
  const call: IdentityUnderTest['call'] = (path, init = {}) =>
    requestJson(`${service.url}${path}`, {
      ...init,
      headers: init.headers ?? callerHeaders('ADMINISTRATOR'),
    });
  return {
    ...service,
    call,
    async createUser(userName, typeUser, password = 'correct-horse-1', extra = {}) {
      const { status, body } = await call('/api/user', {
        body: { name: `User ${userName}`, userName, typeUser, password, ...extra },
      });
      if (status !== 201) throw new Error(`create ${userName}: ${status} ${JSON.stringify(body)}`);
      return body as User;
    },
  };
}
