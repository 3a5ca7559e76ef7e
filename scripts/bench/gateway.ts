// `npm run bench -- gateway`: the built identity service in its own process (as deployed, on an in-memory
// embedded engine) and the BFF in this process, on free loopback ports: a cached GET, an uncached proxied GET and
// the same GET straight to the service (GET /api/account), with the ratios.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@linhagem/service-kit';
import { loadConfig } from '../../bff/src/config';
import { startBff } from '../../bff/src/server';
import { freePort, logIn, percentile, type BenchRow } from './measure';

const DURATION_MS = 3000;
const WARMUP_MS = 400;
const CONCURRENCY = 16;
const PASSWORD = 'bench-password-123';

const IDENTITY_MAIN = path.resolve(__dirname, '../../services/identity/dist/index.js');

type RunningIdentity = { url: string; close(): Promise<void> };

async function startIdentity(): Promise<RunningIdentity> {
  if (!fs.existsSync(IDENTITY_MAIN))
    throw new Error(`build services/identity first (${IDENTITY_MAIN} missing)`);
  const port = await freePort();
  const child = spawn(process.execPath, [IDENTITY_MAIN], {
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
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

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
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

export async function runBenchmarks(): Promise<BenchRow[]> {
  const savedLog = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  const identity = await startIdentity();
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
    const { cookie, user } = await logIn(bff.url, { username: 'bench', password: PASSWORD });
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
      {
        name: 'bff: GET /api/account straight to identity (identity in its own process)',
        value: fmt(samples.direct),
      },
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
