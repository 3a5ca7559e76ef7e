import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import {
  connectDatabase,
  INTERNAL_TOKEN_HEADER,
  signInternalToken,
  type Database,
} from '@linhagem/service-kit';
import { loadConfig } from './config';
import { startBff } from './server';

export type BenchResult = { name: string; value: string; target?: string; pass?: boolean };

type IdentityModule = {
  buildApp(database: Database): Koa;
};
type BootstrapModule = {
  ensureFirstAdministrator(
    users: unknown,
    env: Record<string, string>,
    print: (l: string) => void,
  ): Promise<boolean>;
};
type ModelModule = { userModel(connection: Database['connection']): { init(): Promise<unknown> } };

const IDENTITY_ROOT = path.resolve(__dirname, '../../services/identity');

/** identity's sources, loaded at run time (jest transpiles them) */
function loadIdentitySource<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path chosen at run time, outside this workspace
  return require(path.join(IDENTITY_ROOT, 'src', file)) as T;
}

type RunningIdentity = { url: string; mode: string; close(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** The built identity service in its own process, as deployed, on an in-memory embedded engine. */
async function identityChild(): Promise<RunningIdentity> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(IDENTITY_ROOT, 'dist/index.js')], {
    env: {
      ...process.env,
      IDENTITY_PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: '',
      DATA_DIR: '',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('identity did not start for the benchmark');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    mode: 'identity in its own process',
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Under jest (no build): identity's sources in this process, on an in-memory embedded engine. */
async function identityInProcess(): Promise<RunningIdentity> {
  const savedDataDir = process.env.DATA_DIR;
  delete process.env.DATA_DIR;
  const database = await connectDatabase('bench-identity', ''); // '' = always the embedded engine, in memory
  if (savedDataDir !== undefined) process.env.DATA_DIR = savedDataDir;
  const { buildApp } = loadIdentitySource<IdentityModule>('app');
  const { userModel } = loadIdentitySource<ModelModule>('users/model');
  const { ensureFirstAdministrator } = loadIdentitySource<BootstrapModule>('bootstrap');
  const users = userModel(database.connection);
  await users.init();
  await ensureFirstAdministrator(
    users,
    { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: PASSWORD },
    () => undefined,
  );
  const server = buildApp(database).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'identity in this process',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
    },
  };
}

const DURATION_MS = 3000;
const WARMUP_MS = 400;
const CONCURRENCY = 16;
const PASSWORD = 'bench-password-123';

type Sample = { rps: number; p50: number; p99: number; errors: number };

/** Closed-loop load: CONCURRENCY keep-alive clients for a fixed time (bounded), loopback only. */
async function measure(
  url: string,
  headers: Record<string, string>,
  vary: boolean,
  durationMs: number,
): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = Date.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const target = vary ? `${url}?n=${counter++}` : url;
      const req = http.get(target, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/**
 * Identity on an in-memory embedded engine (its own process when built, as deployed) and the BFF in this
 * process, on free loopback ports: a cached GET, an uncached proxied GET and the same GET straight to the
 * service (GET /api/account), with the ratios.
 */
export async function runBenchmarks(): Promise<BenchResult[]> {
  const savedLog = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  const identity = fs.existsSync(path.join(IDENTITY_ROOT, 'dist/index.js'))
    ? await identityChild()
    : await identityInProcess();
  const bff = await startBff(
    loadConfig(
      {},
      {
        port: 0,
        jwtSecret: 'bench-secret',
        services: {
          identity: identity.url,
          clients: 'http://127.0.0.1:9',
          protocols: 'http://127.0.0.1:9',
          catalog: 'http://127.0.0.1:9',
        },
        cache: { ttlMs: 60_000, maxEntries: 2000, maxBytes: 16 * 1024 * 1024 },
      },
    ),
  );

  try {
    const login = await fetch(`${bff.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'bench', password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    const user = (await login.json()) as { id: string; userName: string; name: string };
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const viaBff = { cookie };
    const direct = {
      [INTERNAL_TOKEN_HEADER]: signInternalToken(
        { kind: 'user', sub: user.id, userName: user.userName, name: user.name, typeUser: 'ADMINISTRATOR' },
        300,
      ),
    };

    const runs: Array<[string, string, Record<string, string>, boolean]> = [
      ['direct', `${identity.url}/api/account`, direct, false],
      ['proxied', `${bff.url}/api/account`, viaBff, true],
      ['cached', `${bff.url}/api/account`, viaBff, false],
    ];
    const samples: Record<string, Sample> = {};
    for (const [name, url, headers, vary] of runs) {
      await measure(url, headers, vary, WARMUP_MS);
      samples[name] = await measure(url, headers, vary, DURATION_MS);
    }

    const fmt = (s: Sample) =>
      `${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms${s.errors ? `, ${s.errors} errors` : ''}`;
    const proxiedRatio = samples.proxied.rps / samples.direct.rps;
    const cachedRatio = samples.cached.rps / samples.direct.rps;
    return [
      { name: `bff: GET /api/account straight to identity (${identity.mode})`, value: fmt(samples.direct) },
      { name: 'bff: GET /api/account proxied, uncached (X-Cache: MISS)', value: fmt(samples.proxied) },
      { name: 'bff: GET /api/account cached (X-Cache: HIT)', value: fmt(samples.cached) },
      {
        name: 'bff: proxied / direct throughput',
        value: `${(proxiedRatio * 100).toFixed(0)}%`,
        target: '>= 60%',
        pass: proxiedRatio >= 0.6 && samples.proxied.errors === 0,
      },
      {
        name: 'bff: cached / direct throughput',
        value: `${(cachedRatio * 100).toFixed(0)}%`,
        target: '> 100%',
        pass: cachedRatio > 1 && samples.cached.errors === 0,
      },
    ];
  } finally {
    await bff.close();
    await identity.close();
    if (savedLog === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = savedLog;
  }
}
