import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { loadConfig } from '../config';
import { startBff } from '../server';
import { silentLogger } from '../../test/support';

// `npm run dev`: a page opened through the BFF keeps its live reload; the BFF passes the dev server's WebSocket on.
type Seen = { url?: string; cookie?: string };

/** A stand-in webpack dev server: answers a WebSocket upgrade with 101, then echoes what it gets, prefixed. */
async function devServer(name: string, seen: Seen[]) {
  const server = http.createServer((_req, res) => res.end('page'));
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    seen.push({ url: req.url, cookie: req.headers.cookie });
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk: Buffer) => socket.write(`${name}:${chunk.toString()}`));
    socket.on('end', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startGateway(devReload: boolean, shellUrl: string, remoteUrl: string) {
  const base = loadConfig({}, { jwtSecret: 'dev-reload-test-secret' });
  const remotes = base.remotes.map((remote) => ({ ...remote, url: remoteUrl }));
  return startBff({ ...base, port: 0, devReload, shellUrl, remotes }, silentLogger());
}

/** Opens a WebSocket-like upgrade on `path`: answers the echo of `message`, or the status when it is refused. */
function upgrade(port: number, path: string, message: string): Promise<string | number> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      path,
      headers: { connection: 'Upgrade', upgrade: 'websocket', cookie: 'linhagem_at=secret' },
    });
    req.on('upgrade', (_res, socket) => {
      socket.once('data', (chunk: Buffer) => (resolve(chunk.toString()), socket.destroy()));
      socket.write(message);
    });
    req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0)));
    req.on('error', reject);
    req.end();
  });
}

const seen: Seen[] = [];
let shell: Awaited<ReturnType<typeof devServer>>;
let remote: Awaited<ReturnType<typeof devServer>>;
beforeAll(async () => {
  shell = await devServer('shell', seen);
  remote = await devServer('remote', seen);
});
afterAll(() => Promise.all([shell, remote].map(({ server }) => new Promise((r) => server.close(r)))));
beforeEach(() => (seen.length = 0));

test('under npm run dev, /ws reaches the shell dev server and /remotes/<name>/ws that remote, without cookies', async () => {
  const bff = await startGateway(true, shell.url, remote.url);
  try {
    expect(await upgrade(bff.port, '/ws', 'ping')).toBe('shell:ping');
    expect(await upgrade(bff.port, '/remotes/mf-clients/ws', 'pong')).toBe('remote:pong');
    expect(await upgrade(bff.port, '/remotes/unknown/ws', 'x')).toBe(404);
    expect(await upgrade(bff.port, '/api/client/1', 'x')).toBe(404);
    expect(seen).toEqual([
      { url: '/ws', cookie: undefined },
      { url: '/remotes/mf-clients/ws', cookie: undefined },
    ]);
  } finally {
    await bff.close();
  }
});

test('after pages were served, an upgrade still reaches only its own dev server (the proxies subscribe to upgrades themselves)', async () => {
  const bff = await startGateway(true, shell.url, remote.url);
  try {
    for (const page of ['/', '/remotes/mf-clients/remoteEntry.js']) {
      expect((await fetch(`http://127.0.0.1:${bff.port}${page}`)).status).toBe(200);
    }
    expect(await upgrade(bff.port, '/ws', 'ping')).toBe('shell:ping');
    expect(await upgrade(bff.port, '/remotes/mf-clients/ws', 'pong')).toBe('remote:pong');
    expect(await upgrade(bff.port, '/api/client/1', 'x')).toBe(404);
    expect(await upgrade(bff.port, '/remotes/mf-clients/other', 'x')).toBe(404);
    expect(seen).toEqual([
      { url: '/ws', cookie: undefined },
      { url: '/remotes/mf-clients/ws', cookie: undefined },
    ]);
  } finally {
    await bff.close();
  }
});

test('outside npm run dev no WebSocket is passed on', async () => {
  const bff = await startGateway(false, shell.url, remote.url);
  try {
    expect(await upgrade(bff.port, '/ws', 'ping')).not.toBe('shell:ping');
    expect(seen).toEqual([]);
  } finally {
    await bff.close();
  }
});

test('a dev server that is not up yet answers 502, and the page keeps working', async () => {
  const bff = await startGateway(true, 'http://127.0.0.1:1', remote.url);
  try {
    expect(await upgrade(bff.port, '/ws', 'ping')).toBe(502);
    expect(await upgrade(bff.port, '/remotes/mf-config/ws', 'again')).toBe('remote:again');
  } finally {
    await bff.close();
  }
});
