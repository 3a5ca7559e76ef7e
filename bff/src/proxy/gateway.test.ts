import http from 'node:http';
import net from 'node:net';
import { MAX_JSON_BODY_BYTES } from '@linhagem/contracts';
import { loadConfig } from '../config';
import { PASSWORD, cookieHeader, startStack, type Stack } from '../../test/support';

let stack: Stack;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  // a proxy on loopback is trusted here (`TRUST_PROXY=loopback`), as the HTTPS test below needs
  stack = await startStack({ upstreamTimeoutMs: 500, trustProxy: 'loopback' }, { slowMs: 3000 });
  for (const [userName, level] of [
    ['ana', 'NORMAL'],
    ['bia', 'NORMAL'],
    ['luz', 'LIMITED'],
    ['leo', 'LIMITED'],
  ] as const) {
    await stack.createUser(userName, level);
    cookies[userName] = (await stack.login(userName)).cookie;
  }
});
afterAll(() => stack.close());

const get = (path: string, who: string, headers: Record<string, string> = {}) =>
  stack.request('GET', path, { cookie: cookies[who], headers });

describe('GET cache', () => {
  it('hits per user, misses for another user or language, and a write drops the family for everyone', async () => {
    const first = await get('/api/client/42', 'ana');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const again = await get('/api/client/42', 'ana');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body).toEqual(first.body);

    const other = await get('/api/client/42', 'bia');
    expect(other.headers.get('x-cache')).toBe('MISS');
    expect(other.body.userName).toBe('bia');
    expect((await get('/api/client/42', 'bia')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/client/42', 'ana', { 'accept-language': 'en-US' })).headers.get('x-cache')).toBe(
      'MISS',
    );

    const write = await stack.request('POST', '/api/client/42', { cookie: cookies.bia, body: { name: 'x' } });
    expect(write.status).toBe(200);
    const afterA = await get('/api/client/42', 'ana');
    const afterB = await get('/api/client/42', 'bia');
    expect([afterA.headers.get('x-cache'), afterB.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
    expect(afterA.body.n).toBeGreaterThan(first.body.n);
  });

  it('a list POST does not invalidate; a write to a related family does', async () => {
    await get('/api/client/7', 'ana');
    await stack.request('POST', '/api/client/pagination', { cookie: cookies.ana, body: {} });
    expect((await get('/api/client/7', 'ana')).headers.get('x-cache')).toBe('HIT');
    await stack.request('POST', '/api/protocol', { cookie: cookies.ana, body: {} });
    expect((await get('/api/client/7', 'ana')).headers.get('x-cache')).toBe('MISS');
  });

  it('shares reference data per level, never across levels', async () => {
    expect((await get('/api/country/ITALIA', 'luz')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/api/country/ITALIA', 'leo')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/country/ITALIA', 'ana')).headers.get('x-cache')).toBe('MISS');
  });

  it('never caches no-store answers, auth routes or public portal calls', async () => {
    const a = await get('/api/client/no-store', 'ana');
    const b = await get('/api/client/no-store', 'ana');
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
    expect(b.body.n).toBeGreaterThan(a.body.n);
    expect((await get('/api/autenticacao', 'ana')).headers.get('x-cache')).toBeNull();
    await stack.request('GET', '/api/public/client/p1/code');
    expect((await stack.request('GET', '/api/public/client/p1/code')).headers.get('x-cache')).toBeNull();
  });
});

describe('the caller address of public calls', () => {
  const lastHop = (forwarded: unknown) => String(forwarded).split(',').pop()?.trim();
  const lastPublicHit = () => {
    const hits = stack.echoes.protocols.hits.filter((hit) => hit.url.startsWith('/api/public/'));
    return hits[hits.length - 1];
  };

  it("forwards X-Forwarded-For to the service with the browser's address as the last hop (the per-address limiter reads it)", async () => {
    await stack.request('GET', '/api/public/client/p1/code');
    expect(lastHop(lastPublicHit().headers['x-forwarded-for'])).toBe('127.0.0.1');

    // behind the trusted proxy on loopback, the browser is the address it names; what came before stays in front
    await stack.request('POST', '/api/public/client/p1/code/send-notification', {
      headers: { 'x-forwarded-for': '198.51.100.4, 203.0.113.9' },
      body: { message: 'hi' },
    });
    const forwarded = String(lastPublicHit().headers['x-forwarded-for']);
    expect(forwarded.split(',').map((hop) => hop.trim())).toEqual([
      '198.51.100.4',
      '203.0.113.9',
      '203.0.113.9',
    ]);
    expect(lastPublicHit().method).toBe('POST');
  });
});

/** A POST whose body streams in chunks without Content-Length; resolves with the status and the JSON answer. */
function streamedPost(path: string, cookie: string, bytes: number, pauseMs = 0) {
  return new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
    const url = new URL(stack.url + path);
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          answered = true;
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    const body = Buffer.from(JSON.stringify({ note: 'a'.repeat(bytes) }));
    let sent = 0;
    let answered = false;
    const more = () => {
      // answered already (the slow sender's timeout): nothing more to send
      if (answered) return void req.destroy();
      while (sent < body.length) {
        const chunk = body.subarray(sent, sent + 16 * 1024);
        sent += chunk.length;
        if (pauseMs) return void (req.write(chunk), setTimeout(more, pauseMs));
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

describe('request bodies', () => {
  it('streams a chunked body both ways; one past the JSON limit gets 413 and no write', async () => {
    const small = await streamedPost('/api/client/streamed', cookies.ana, 32 * 1024);
    expect(small.status).toBe(200);
    const hits = stack.echoes.clients.hits.length;
    const large = await streamedPost('/api/client/too-large', cookies.ana, MAX_JSON_BODY_BYTES + 64 * 1024);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(stack.echoes.clients.hits.slice(hits).map((h) => h.url)).toEqual([]);
  });

  it("counts the service's time to answer from the body's last byte: a body slower to arrive is not cut, a stalled one is", async () => {
    // five chunks 250 ms apart: over a second of sending, against the 500 ms the stack gives a service to answer
    const slow = await streamedPost('/api/client/slow-body', cookies.ana, 64 * 1024, 250);
    expect(slow.status).toBe(200);
    // a body that stops arriving for longer than that is the same timeout
    const stalled = await streamedPost('/api/client/stalled-body', cookies.ana, 64 * 1024, 900);
    expect([stalled.status, stalled.body.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
  });
});

describe('upstream failures', () => {
  it('answers 504 UPSTREAM_TIMEOUT when a service is too slow, within the limit', async () => {
    const started = Date.now();
    const answer = await get('/api/client/slow', 'ana');
    expect(answer.status).toBe(504);
    expect(answer.body.code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("answers an upstream error without a JSON body in its own words, never the service's status text", async () => {
    for (const [path, status, code] of [
      ['/api/client/1/text-404', 404, 'NOT_FOUND'],
      ['/api/client/1/text-500', 500, 'UPSTREAM_ERROR'],
      ['/api/client/1/text-502', 502, 'UPSTREAM_ERROR'],
    ] as const) {
      const answer = await get(path, 'ana');
      expect([path, answer.status, answer.body?.code]).toEqual([path, status, code]);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.text).not.toMatch(/Not Found|Internal Server Error|Bad Gateway|of clients/);
      expect(answer.body.requestId).toBeDefined();
    }
  });

  it('gives each upstream call the spec 15 s by default', () => {
    expect(loadConfig({}, { jwtSecret: 'x' }).upstreamTimeoutMs).toBe(15000);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE quickly when a service is stopped', async () => {
    await stack.running.catalog.close();
    const started = Date.now();
    const answer = await get('/api/letter/1', 'luz');
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(answer.body.requestId).toBeDefined();
    expect(Date.now() - started).toBeLessThan(2000);
    // the rest keeps working
    expect((await get('/api/client/1', 'luz')).status).toBe(200);
  });
});

describe('pages and remotes', () => {
  it('proxies each remote with its /remotes/<name> prefix kept, the portal standalone and the shell for every page', async () => {
    expect((await stack.request('GET', '/remotes/mf-clients/mf-manifest.json')).text).toBe(
      '<html>remote /remotes/mf-clients/mf-manifest.json</html>',
    );
    expect((await stack.request('GET', '/remotes/unknown/x.js')).status).toBe(404);
    expect((await stack.request('GET', '/public-client/abc123/status')).text).toBe(
      '<html>portal /remotes/mf-public-portal/standalone/index.html</html>',
    );
    for (const page of ['/', '/login', '/dashboard', '/client/list?x=1']) {
      expect((await stack.request('GET', page)).text).toBe(`<html>shell ${page}</html>`);
    }
  });

  it('sends the security headers with a CSP for our own origin', async () => {
    const answer = await stack.request('GET', '/dashboard');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves /mf-remotes.json and /healthz even when a page host is down, and a bilingual 502 page', async () => {
    await stack.hosts.shell.close();
    const page = await stack.request('GET', '/dashboard', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(502);
    expect(page.text).toContain('Oops! We&#39;re experiencing some instability');
    expect(page.text).toContain('instabilidade');
    const health = await stack.request('GET', '/healthz');
    expect(health.body).toEqual({ status: 'ok', service: 'bff' });
    const remotes = await stack.request('GET', '/mf-remotes.json');
    expect(remotes.body.remotes).toEqual([
      { name: 'mf_clients', entry: '/remotes/mf-clients/mf-manifest.json' },
      { name: 'mf_protocols', entry: '/remotes/mf-protocols/mf-manifest.json' },
      { name: 'mf_config', entry: '/remotes/mf-config/mf-manifest.json' },
      { name: 'mf_public_portal', entry: '/remotes/mf-public-portal/mf-manifest.json' },
    ]);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the manifests from the environment', () => {
    const config = loadConfig(
      { MF_CONFIG_MANIFEST: 'https://cdn.example/mf-config/mf-manifest.json' },
      { jwtSecret: 'x' },
    );
    expect(config.remotes.find((r) => r.name === 'mf_config')?.manifest).toBe(
      'https://cdn.example/mf-config/mf-manifest.json',
    );
  });
});

// The routes the BFF answers itself (sign-in, pages' errors) and the ones it proxies (the API) run in one Express
// pipeline (docs/adr-auth-and-gateway.md): a browser sees no difference between the two.
describe('the two paths', () => {
  it('both send the security headers and the request id, on answers and on errors', async () => {
    const answers = {
      'proxied API read': await get('/api/client/3', 'ana'),
      'API error': await stack.request('GET', '/api/nowhere', { cookie: cookies.ana }),
      'sign-in route': await get('/api/autenticacao', 'ana'),
      page: await stack.request('GET', '/dashboard'),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect([what, answer.headers.get('content-security-policy')]).toEqual([what, expect.stringContaining("script-src 'self'")]); // prettier-ignore
      expect([what, answer.headers.get('x-request-id')]).toEqual([what, expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/)]); // prettier-ignore
    }
    expect(answers['API error'].status).toBe(404);
    expect(answers['API error'].body).toMatchObject({
      code: 'NOT_FOUND',
      requestId: answers['API error'].headers.get('x-request-id'),
    });
  });

  it('leaves the sign-in paths under /api to Express in any case and with a trailing slash', async () => {
    for (const path of ['/api/autenticacao', '/api/autenticacao/', '/API/Autenticacao']) {
      const answer = await get(path, 'ana');
      expect([path, answer.status, answer.body?.userName]).toEqual([path, 200, 'ana']);
    }
  });

  it('reads the __Host- cookies over HTTPS behind a trusted proxy, and only then', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const login = await stack.request('POST', '/login', {
      body: { username: 'ana', password: PASSWORD },
      headers: https,
    });
    const secureCookie = cookieHeader(login.headers);
    expect(secureCookie).toMatch(/^__Host-/);
    const overHttps = await stack.request('GET', '/api/client/11', { cookie: secureCookie, headers: https });
    expect(overHttps.status).toBe(200);
    expect(overHttps.body.userName).toBe('ana');
    const overHttp = await stack.request('GET', '/api/client/11', { cookie: secureCookie });
    expect(overHttp.status).toBe(401);
  });

  it('answers 400 to a request target that is not a path, without routing it', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(stack.url).port), '127.0.0.1', () =>
        socket.end(
          `GET http://elsewhere.example/api/client/1 HTTP/1.1\r\nHost: elsewhere.example\r\nCookie: ${cookies.ana}\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('"code":"VALIDATION');
  });

  it('refuses a cross-origin write on the API as on a sign-in route (403 CSRF)', async () => {
    const foreign = { origin: 'https://elsewhere.example' };
    const api = await stack.request('POST', '/api/client/1', {
      cookie: cookies.ana,
      body: {},
      headers: foreign,
    });
    const signIn = await stack.request('POST', '/logout', { cookie: cookies.ana, headers: foreign });
    expect([api.status, api.body.code]).toEqual([403, 'CSRF']);
    expect([signIn.status, signIn.body.code]).toEqual([403, 'CSRF']);
  });
});
