import Koa from 'koa';
import Router from '@koa/router';
import type { AddressInfo } from 'node:net';
import { signInternalToken, type Caller, INTERNAL_TOKEN_HEADER } from '../src/internalAuth';
import type { UserLevel } from '@linhagem/contracts';
import { connectDatabase, type Database } from '../src/database';
import { authenticate, requireService } from '../src/access';

/** Starts an app on a free loopback port for tests over HTTP. */
export async function listenForTest(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  // as the services run (startService.ts): with Node's 5 s, a test's call after a slow step (a PDF drawn, a page
  // read) could reuse a pooled socket the server was closing at that moment, and fail with ECONNRESET
  server.keepAliveTimeout = 65000;
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

export type TestService = { url: string; database: Database; close(): Promise<void> };

/** A service's app on its own in-memory engine and a free port, for tests over HTTP. */
export async function startTestService(
  dbName: string,
  buildApp: (database: Database) => Koa | Promise<Koa>,
): Promise<TestService> {
  const database = await connectDatabase(dbName);
  const server = await listenForTest(await buildApp(database));
  return {
    url: server.url,
    database,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/**
 * The behaviour every service shares, for its `app.test.ts`: /healthz once the database is connected, and a
 * stable 404 for a route that does not exist.
 */
export function describeServiceBasics(name: string, buildApp: (database: Database) => Koa | Promise<Koa>) {
  describe(`${name} service basics`, () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(`${name}-basics-test`, buildApp);
    });
    afterAll(() => service.close());

    it('answers /healthz once its database is connected', async () => {
      const response = await fetch(`${service.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', service: name });
    });

    it('answers an unknown route with 404 and a stable code', async () => {
      const response = await fetch(`${service.url}/api/nothing-here`);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('NOT_FOUND');
    });
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer shape
export type JsonAnswer = { status: number; headers: Headers; text: string; body: any };

export type JsonRequest = {
  method?: string;
  headers?: Record<string, string>;
  /** a string is sent as it is (malformed JSON tests); anything else as JSON */
  body?: unknown;
  redirect?: RequestRedirect;
};

/**
 * One HTTP call for tests: sends `body` as JSON (content-type added unless given) and answers the status,
 * headers, raw text and the parsed body (undefined when the answer is empty or not JSON).
 */
export async function requestJson(url: string, init: JsonRequest = {}): Promise<JsonAnswer> {
  const headers = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
    redirect: init.redirect,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/**
 * A stand-in for another service's internal API in tests: `register` adds its routes; errors answer their
 * status (an AppError's, else 500) with a bare code.
 */
export async function startStandIn(register: (router: Router) => void) {
  const router = new Router();
  register(router);
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.status = (error as { status?: number }).status ?? 500;
      ctx.body = { code: 'ERROR' };
    }
  });
  app.use(router.routes());
  return listenForTest(app);
}

/**
 * A stand-in for an internal count route of another service (`GET route` with one id in `param` → `{ count }`):
 * set an id's count in `counts` (0 when unset); `calls` lists `<calling service> <id>` of each call.
 */
export async function startCountStandIn(route: string, param: string) {
  const counts = new Map<string, number>();
  const calls: string[] = [];
  const server = await startStandIn((router) =>
    router.get(route, authenticate, requireService, (ctx) => {
      const id = String(ctx.params[param]);
      calls.push(`${(ctx.state.caller as { sub: string }).sub} ${id}`);
      ctx.body = { count: counts.get(id) ?? 0 };
    }),
  );
  return { ...server, counts, calls };
}

/** `call(method, path, body?, level?)` against a service as a user of `level` (null: no internal token). */
export function userCaller(baseUrl: string, defaultLevel: UserLevel) {
  return async (method: string, path: string, body?: unknown, level: UserLevel | null = defaultLevel) => {
    const headers = level ? callerHeaders(level) : { 'content-type': 'application/json' };
    const answer = await requestJson(`${baseUrl}${path}`, { method, headers, body });
    return { status: answer.status, body: answer.body, headers: answer.headers };
  };
}
export * from './readExport';
