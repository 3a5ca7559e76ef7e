// The one helper of every benchmark (and of the e2e harness's ports): free ports, signing in through the BFF, timed
// calls, percentiles and the rows `npm run bench` prints. TypeScript: the .mjs runners load it through scripts/register-ts.cjs.
import fs from 'node:fs';
import net from 'node:net';

/** One line of `npm run bench`'s table; a row with a target passes or fails it (a miss fails the run). */
export type BenchRow = { name: string; value: string | number; target?: string; pass?: boolean };

export type Latency = { p50: number; p95: number; p99: number; n: number };

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The sample at percentile `p` (0-100), nearest rank below; NaN without samples, so no target passes. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function latency(samples: readonly number[]): Latency {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    n: samples.length,
  };
}

/**
 * `warmUp` untimed calls, then up to `samples` timed ones until `budgetMs` is spent. `run` gets a distinct index
 * per call (the warm-up's come first), so a benchmark can vary what each call asks.
 */
export async function timeCalls(
  run: (i: number) => Promise<unknown>,
  {
    samples,
    warmUp = 0,
    budgetMs = Number.POSITIVE_INFINITY,
  }: { samples: number; warmUp?: number; budgetMs?: number },
): Promise<Latency> {
  for (let i = 0; i < warmUp; i++) await run(i);
  const times: number[] = [];
  const deadline = Date.now() + budgetMs;
  for (let i = 0; i < samples && Date.now() < deadline; i++) {
    const started = process.hrtime.bigint();
    await run(warmUp + i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return latency(times);
}

/** Signs in through the BFF at `baseURL`; resolves with the cookie header a browser would send next and the user. */
export async function logIn(
  baseURL: string,
  admin: { username: string; password: string },
): Promise<{ cookie: string; user: { id: string; userName: string; name: string } }> {
  const response = await fetch(`${baseURL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`bench login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, user: await response.json() };
}

export const ms = (value: number, digits = 1): string => `${value.toFixed(digits)} ms`;

/** The p50 row (with how many calls, and any detail) and the p95 row against its target. */
export function latencyRows(name: string, result: Latency, targetMs: number, detail?: string): BenchRow[] {
  return [
    { name: `${name} p50`, value: `${ms(result.p50)} (${result.n} calls${detail ? `, ${detail}` : ''})` },
    { name: `${name} p95`, value: ms(result.p95), target: `< ${targetMs} ms`, pass: result.p95 < targetMs },
  ];
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's parent pid and CPU time used so far (ms, user + system), from /proc/<pid>/stat. */
function statOf(pid: number | string): { parent: number; cpuMs: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

/** CPU time used so far (ms, user + system) by one process, counted the way `cpuByProcess` counts; 0 elsewhere than Linux. */
export function cpuOfProcess(pid: number): number {
  try {
    return statOf(pid).cpuMs;
  } catch {
    return 0;
  }
}

/**
 * `rootPid` and each of its child processes (Linux /proc only; elsewhere none), with its name (`nameOf` gets its
 * working directory; the root is `orchestrator`) and its stat; a process that ends meanwhile is left out.
 */
function processTree(rootPid: number, nameOf: (cwd: string) => string) {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    try {
      const stat = statOf(entry);
      const pid = Number(entry);
      if (pid !== rootPid && stat.parent !== rootPid) return [];
      const name = pid === rootPid ? 'orchestrator' : nameOf(fs.readlinkSync(`/proc/${entry}/cwd`));
      return [{ pid, name, ...stat }];
    } catch {
      return []; // the process ended meanwhile
    }
  });
}

/**
 * CPU time used so far (ms, user + system) by `rootPid` and its child processes, summed per name (`nameOf` gets
 * each process's working directory). Linux /proc only; elsewhere nothing. CPU time per request is what the
 * machine's other load disturbs least, so the benches print it beside throughput.
 */
export function cpuByProcess(rootPid: number, nameOf: (cwd: string) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { name, cpuMs } of processTree(rootPid, nameOf)) out[name] = (out[name] ?? 0) + cpuMs;
  return out;
}

/**
 * The pid of each child process of `rootPid`, by name (`nameOf` gets its working directory), as `cpuByProcess`
 * names them. Linux /proc only; elsewhere nothing.
 */
export function pidsByName(rootPid: number, nameOf: (cwd: string) => string): Record<string, number> {
  return Object.fromEntries(
    processTree(rootPid, nameOf)
      .filter(({ pid }) => pid !== rootPid)
      .map(({ name, pid }) => [name, pid]),
  );
}

/** A process's resident memory now, in bytes (`VmRSS` of /proc/<pid>/status); NaN when it cannot be read. */
export function rssOfProcess(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) * 1024;
  } catch {
    return Number.NaN;
  }
}
