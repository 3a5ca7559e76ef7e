// The load generator of the HTTP benchmarks, in its own process so its CPU is not counted as the server's:
// `runLoad(plan)` forks `node scripts/bench/loadgen.mjs`, which runs autocannon on the plan and answers one JSON
// result. A plan: { url, connections, seconds, warmUpSeconds?, timeoutSeconds?, headers?, requests }, where each
// request is { group, method, paths, bodies?, create? }: paths and bodies are taken in turn per group (shared by
// every connection), and a `create` request posts `{ ...create.body, name: <prefix> <n> }` and keeps the names
// answered 201 (writes acknowledged). Each connection cycles through `requests` in order, so their mix is exact.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/** Runs `plan` in a child process; resolves with its result. */
export function runLoad(plan) {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let result;
    child.once('message', (message) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result?.error
        ? reject(new Error(`load generator: ${result.error}`))
        : result
          ? resolve(result)
          : reject(new Error(`load generator exited ${code} without a result`)),
    );
    child.send(plan);
  });
}

async function generate(plan) {
  const { default: autocannon } = await import('autocannon');
  const counters = new Map();
  const next = (group) => {
    const n = counters.get(group) ?? 0;
    counters.set(group, n + 1);
    return n;
  };
  const fresh = () => ({ cache: {}, statuses: {}, retryAfterMissing: 0, acknowledged: [], failures: {} });
  const tally = fresh();
  const runTag = `${process.pid}-${Date.now().toString(36)}`;
  const requests = plan.requests.map((template) => {
    // built once: what every request of the template shares (the load generator shares the cores it measures)
    const headers = { ...plan.headers, ...(template.create || template.bodies ? { 'content-type': 'application/json' } : {}) }; // prettier-ignore
    const bodies = template.bodies?.map((body) => JSON.stringify(body));
    return {
      method: template.method,
      setupRequest(request) {
        const n = next(template.group);
        request.method = template.method;
        request.path = template.paths[n % template.paths.length];
        request.headers = headers;
        if (template.create)
          request.body = JSON.stringify({
            ...template.create.body,
            name: `${template.create.prefix} ${runTag} ${n}`,
          });
        else request.body = bodies?.[n % bodies.length];
        return request;
      },
      onResponse(status, body, _context, rawHeaders = {}) {
        // autocannon keeps the header names as the server spelled them; only two are read (the load generator
        // shares the machine's cores with what it measures, so it does as little as it can per answer)
        let cache;
        let retryAfter;
        for (const name in rawHeaders) {
          const lower = name.toLowerCase();
          if (lower === 'x-cache') cache = rawHeaders[name];
          else if (lower === 'retry-after') retryAfter = rawHeaders[name];
        }
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        if (cache) tally.cache[cache] = (tally.cache[cache] ?? 0) + 1;
        if (status === 503 && !retryAfter) tally.retryAfterMissing += 1;
        if (template.create && status === 201) tally.acknowledged.push(JSON.parse(body).name);
        if (status >= 400 && status !== 503) {
          const key = `${template.group} ${status}`;
          tally.failures[key] ??= String(body).slice(0, 300);
        }
      },
    };
  });
  const run = (seconds) =>
    autocannon({
      url: plan.url,
      connections: plan.connections,
      duration: seconds,
      timeout: plan.timeoutSeconds ?? 30,
      requests,
    });
  if (plan.warmUpSeconds) {
    await run(plan.warmUpSeconds);
    Object.assign(tally, fresh());
  }
  const cpuBefore = process.cpuUsage();
  const result = await run(plan.seconds);
  const cpu = process.cpuUsage(cpuBefore);
  const answered = Object.values(tally.statuses).reduce((sum, n) => sum + n, 0);
  return {
    rps: answered / plan.seconds,
    answered,
    latency: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    /** CPU ms the load generator itself used in the measured run (it shares the machine's cores) */
    cpuMs: (cpu.user + cpu.system) / 1000,
    ...tally,
  };
}

if (process.argv[1] === SELF && process.send) {
  process.once('message', (plan) => {
    generate(plan).then(
      (result) => process.send(result, () => process.exit(0)),
      (err) => process.send({ error: err.stack ?? String(err) }, () => process.exit(1)),
    );
  });
}
