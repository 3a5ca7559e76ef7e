import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { signInternalToken, type Caller, INTERNAL_TOKEN_HEADER } from './internalAuth';
import type { UserLevel } from '@linhagem/contracts';

/** Starts an app on a free loopback port for tests over HTTP. */
export async function listenForTest(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Headers that make a request look forwarded by the BFF for a user of the given level. */
export function callerHeaders(typeUser: UserLevel, overrides: Partial<Caller> = {}): Record<string, string> {
  const caller: Caller = {
    kind: 'user',
    sub: `test-${typeUser.toLowerCase()}`,
    userName: `test.${typeUser.toLowerCase()}`,
    name: `Test ${typeUser}`,
    typeUser,
    ...overrides,
  };
  return { [INTERNAL_TOKEN_HEADER]: signInternalToken(caller), 'content-type': 'application/json' };
}
