import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { authenticate, createService, type Caller, type Logger } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson, type JsonAnswer } from '@linhagem/service-kit/testing';
import type { User, UserLevel } from '@linhagem/contracts';
import { startIdentityForTest } from '../../services/identity/test/support';
import { loadConfig, type BffConfig } from '../src/config';
import { startBff } from '../src/server';

type Listening = { url: string; close(): Promise<void> };

/** A stand-in domain service: checks the internal token like a real one and echoes what it saw. */
function echoService(name: string, slowMs: number) {
  const hits: Array<{ method: string; url: string; caller?: Caller; headers: Record<string, unknown> }> = [];
  const router = new Router();
  const open = /^\/api\/(public\/|country\/?$|configuration\/(login-page|office|files\/))/;
  router.all(
    /^\/api\/.*/,
    async (ctx, next) => (open.test(ctx.path) ? next() : authenticate(ctx, next)),
    async (ctx) => {
      hits.push({ method: ctx.method, url: ctx.url, caller: ctx.state.caller, headers: { ...ctx.headers } });
      if (ctx.path.endsWith('/slow')) await new Promise((r) => setTimeout(r, slowMs).unref());
      if (ctx.path.endsWith('/no-store')) ctx.set('Cache-Control', 'no-store');
      // an answer in plain text, as a server other than ours (or a framework's default) gives
      const textStatus = /\/text-(\d{3})$/.exec(ctx.path)?.[1];
      if (textStatus) {
        ctx.status = Number(textStatus);
        ctx.body = `${ctx.message} of ${name}`;
        return;
      }
      ctx.body = {
        service: name,
        method: ctx.method,
        url: ctx.url,
        userName: ctx.state.caller?.userName ?? null,
        n: hits.length,
      };
    },
  );
  return { app: createService({ name, routers: [router], logger: silentLogger() }), hits };
}

export function silentLogger(lines: string[] = []): Logger {
  const write = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** A static host stand-in: answers the path it was asked for. */
async function pageHost(name: string): Promise<Listening> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html>${name} ${req.url}</html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export const PASSWORD = 'stack-pass-123';

/** Real identity on the embedded engine, echo services, page hosts and the BFF, all on free loopback ports. */
export async function startStack(overrides: Partial<BffConfig> = {}, options: { slowMs?: number } = {}) {
  const identity = await startIdentityForTest();
  const echoes = {
    clients: echoService('clients', options.slowMs ?? 2000),
    protocols: echoService('protocols', options.slowMs ?? 2000),
    catalog: echoService('catalog', options.slowMs ?? 2000),
    documents: echoService('documents', options.slowMs ?? 2000),
  };
  const running = {
    clients: await listenForTest(echoes.clients.app),
    protocols: await listenForTest(echoes.protocols.app),
    catalog: await listenForTest(echoes.catalog.app),
    documents: await listenForTest(echoes.documents.app),
  };
  const hosts = {
    shell: await pageHost('shell'),
    remote: await pageHost('remote'),
    portal: await pageHost('portal'),
  };
  const base = loadConfig({}, { jwtSecret: 'test-jwt-secret' });
  const config: BffConfig = {
    ...base,
    port: 0,
    services: {
      identity: identity.url,
      clients: running.clients.url,
      protocols: running.protocols.url,
      catalog: running.catalog.url,
      documents: running.documents.url,
    },
    shellUrl: hosts.shell.url,
    remotes: base.remotes.map((r) => ({
      ...r,
      url: r.name === 'mf_public_portal' ? hosts.portal.url : hosts.remote.url,
    })),
    ...overrides,
  };
  const logLines: string[] = [];
  const gateway = await startBff(config, silentLogger(logLines));
  const { bff, url } = gateway;

  function request(
    method: string,
    path: string,
    init: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(init.headers ?? {}) };
    if (init.cookie) headers.cookie = init.cookie;
    return requestJson(url + path, { method, headers, body: init.body, redirect: 'manual' });
  }

  /** Signs in and answers the cookie header a browser would send next. */
  async function login(username: string, password = PASSWORD) {
    const answer = await request('POST', '/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.text}`);
    return { cookie: cookieHeader(answer.headers), answer };
  }

  async function createUser(
    userName: string,
    typeUser: UserLevel,
    extra: Record<string, unknown> = {},
  ): Promise<User> {
    const { status, body } = await requestJson(`${identity.url}/api/user`, {
      headers: callerHeaders('ADMINISTRATOR'),
      body: { name: `User ${userName}`, userName, typeUser, password: PASSWORD, ...extra },
    });
    if (status !== 201) throw new Error(`create ${userName}: ${status}`);
    return body as User;
  }

  return {
    url,
    config,
    bff,
    identityUrl: identity.url,
    echoes,
    running,
    hosts,
    logLines,
    request,
    login,
    createUser,
    async close() {
      await gateway.close();
      for (const s of [...Object.values(running), ...Object.values(hosts)])
        await s.close().catch(() => undefined);
      await identity.close();
    },
  };
}

/** `name=value; name2=value2` from the Set-Cookie headers of an answer (cleared cookies dropped). */
export function cookieHeader(headers: Headers, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.split('=')[0], p] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0];
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value) jar.set(name, pair);
    else jar.delete(name);
  }
  return [...jar.values()].join('; ');
}
