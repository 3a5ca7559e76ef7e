import {
  callerHeaders,
  connectDatabase,
  listenForTest,
  signServiceToken,
  INTERNAL_TOKEN_HEADER,
  type Database,
} from '@linhagem/service-kit';
import type { User, UserLevel } from '@linhagem/contracts';
import { buildApp } from './app';
import { userModel } from './users/model';

export type IdentityUnderTest = {
  url: string;
  database: Database;
  close(): Promise<void>;
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer shape
  ): Promise<{ status: number; body: any }>;
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
export async function startIdentityForTest(): Promise<IdentityUnderTest> {
  const database = await connectDatabase('identity');
  await userModel(database.connection).init();
  const server = await listenForTest(buildApp(database));
  const call: IdentityUnderTest['call'] = async (path, init = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.headers ?? callerHeaders('ADMINISTRATOR'),
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    url: server.url,
    database,
    call,
    async createUser(userName, typeUser, password = 'correct-horse-1', extra = {}) {
      const { status, body } = await call('/api/user', {
        body: { name: `User ${userName}`, userName, typeUser, password, ...extra },
      });
      if (status !== 201) throw new Error(`create ${userName}: ${status} ${JSON.stringify(body)}`);
      return body as User;
    },
    async close() {
      await server.close();
      await database.close();
    },
  };
}
