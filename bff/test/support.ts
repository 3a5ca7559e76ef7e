import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router, { type RouterMiddleware } from '@koa/router';
import { authenticate, createService, type Caller, type Logger } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson, type JsonAnswer } from '@linhagem/service-kit/testing';
import { MAX_DOCUMENT_BYTES, type User, type UserLevel } from '@linhagem/contracts';
import { serviceHeaders, startIdentityForTest } from '../../services/identity/test/support';
import type { IdentityOptions } from '../../services/identity/src/app';
import { loadConfig, type BffConfig } from '../src/config';
import { startBff } from '../src/server';

type Listening = { url: string; close(): Promise<void> };

type Hit = { method: string; url: string; caller?: Caller; headers: Record<string, unknown> };
const open = /^\/api\/(public\/|country\/?$|configuration\/(login-page|office|files\/))/;
const guarded: RouterMiddleware = async (ctx, next) =>
  open.test(ctx.path) ? next() : authenticate(ctx, next);

/** A stored document's bytes as the documents echo answers them: every byte value, not valid UTF-8. */
export const DOCUMENT_BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300 * 1024)]);
/** A thumbnail's bytes (a JPEG's signature, then noise). */
export const THUMBNAIL_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(40 * 1024)]);
export const DOCUMENT_DISPOSITION = `attachment; filename="certidao.pdf"; filename*=UTF-8''certid%C3%A3o.pdf`;

/** What the documents echo has read of the upload in progress, and how it reads it. */
export type UploadProgress = {
  received: number;
  pauseEveryBytes: number;
  pauseMs: number;
  /** past this many bytes the upload is refused (415) while it still arrives, the connection kept, as a wrong type is */
  refuseAfterBytes?: number;
  /** once the whole body is read, the answer waits this long (a file read in a worker after others queued) */
  answerDelayMs?: number;
};

/**
 * services/documents' routes as the BFF sees them (docs/adr-documents.md): an upload is read as it streams (hashed,
 * counted, never kept; slowly when `progress` says so) and refused past MAX_DOCUMENT_BYTES while the client is still
 * sending, with `Connection: close`, as `readUpload` does; the content and thumbnails answer binary bytes.
 */
function documentRoutes(router: Router, hits: Hit[], progress: UploadProgress) {
  const upload: RouterMiddleware = async (ctx) => {
    hits.push({ method: ctx.method, url: ctx.url, caller: ctx.state.caller, headers: { ...ctx.headers } });
    const hash = createHash('sha256');
    progress.received = 0;
    let sincePause = 0;
    const req = ctx.req;
    const ended = await new Promise<'end' | 'too-large' | 'refused'>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        hash.update(chunk);
        progress.received += chunk.length;
        sincePause += chunk.length;
        const refused = progress.received > (progress.refuseAfterBytes ?? Number.POSITIVE_INFINITY);
        if (refused || progress.received > MAX_DOCUMENT_BYTES) {
          req.off('data', onData);
          req.pause();
          return resolve(refused ? 'refused' : 'too-large');
        }
        if (progress.pauseMs && sincePause >= progress.pauseEveryBytes) {
          sincePause = 0;
          req.pause();
          setTimeout(() => req.resume(), progress.pauseMs);
        }
      };
      req.on('data', onData);
      req.once('end', () => resolve('end'));
      req.once('error', reject);
    });
    if (ended === 'refused') {
      ctx.status = 415;
      ctx.body = { code: 'document.unsupported-type', message: 'Send a PDF, JPEG, PNG or WebP file' };
      return;
    }
    if (ended === 'too-large') {
      ctx.set('Connection', 'close');
      ctx.status = 413;
      ctx.body = { code: 'document.too-large', message: 'The file is too large' };
      return;
    }
    if (progress.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, progress.answerDelayMs));
    ctx.status = 201;
    ctx.body = {
      service: 'documents',
      url: ctx.url,
      userName: ctx.state.caller?.userName ?? null,
      bytes: progress.received,
      sha256: hash.digest('hex'),
      contentType: ctx.get('content-type'),
    };
  };
  const answer =
    (type: string, bytes: Buffer, disposition?: (inline: boolean) => string): RouterMiddleware =>
    (ctx) => {
      hits.push({ method: ctx.method, url: ctx.url, caller: ctx.state.caller, headers: { ...ctx.headers } });
      ctx.type = type;
      if (disposition) ctx.set('Content-Disposition', disposition(ctx.query.inline === '1'));
      ctx.body = bytes;
    };
  router.post(['/api/document', '/api/public/document/:protocolId/:accessCode'], guarded, upload);
  router.get(
    '/api/document/:id/content',
    guarded,
    answer('application/pdf', DOCUMENT_BYTES, (inline) =>
      inline ? DOCUMENT_DISPOSITION.replace('attachment', 'inline') : DOCUMENT_DISPOSITION,
    ),
  );
  router.get(
    ['/api/document/:id/thumbnail', '/api/public/document/:protocolId/:accessCode/:documentId/thumbnail'],
    guarded,
    answer('image/jpeg', THUMBNAIL_BYTES),
  );
}

/** A stand-in domain service: checks the internal token like a real one and echoes what it saw. */
function echoService(name: string, slowMs: number) {
  const hits: Hit[] = [];
  const progress: UploadProgress = { received: 0, pauseEveryBytes: 0, pauseMs: 0 };
  const router = new Router();
  if (name === 'documents') documentRoutes(router, hits, progress);
  router.all(/^\/api\/.*/, guarded, async (ctx) => {
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
  });
  return { app: createService({ name, routers: [router], logger: silentLogger() }), hits, progress };
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
export async function startStack(
  overrides: Partial<BffConfig> = {},
  options: { slowMs?: number; identity?: IdentityOptions } = {},
) {
  const identity = await startIdentityForTest(options.identity);
  // one sign-in before the BFF's first: its one-off costs (argon2's first hash, the first writes of each
  // collection) would otherwise count against a test's short upstream timeout on a loaded machine
  await identity.createUser('warm.up', 'LIMITED', PASSWORD);
  await requestJson(`${identity.url}/internal/sessions`, {
    headers: serviceHeaders(),
    body: { username: 'warm.up', password: PASSWORD, address: '127.0.0.1' },
  });
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
    identityDatabase: identity.database,
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
