// What the BFF costs as a gateway, measured through the running `npm start` system with autocannon in its own
// process (scripts/bench/loadgen.mjs). The same requests go straight to services/clients (with the internal token
// the BFF would forward), through a bare Express + http-proxy-middleware proxy to the same service
// (scripts/bench/bareProxy.mjs: the design's stack doing nothing but proxy) and through the BFF (session cookie):
// - a read by id `GET /api/client/{id}` on ids the BFF never read before (X-Cache: MISS): the BFF's CPU per read
//   ≤ 1.5× the bare proxy's (what the guards, session, cache fill and log add to the proxy they sit on);
// - the same read answered by the BFF cache (X-Cache: HIT): ≥ 3× the straight read's throughput;
// - a list page `POST /api/client/pagination` (never cached), and every side's throughput, as figures.
// Runs in a palindrome order (A B C C B A) so a drift of the machine's load weighs on every side alike; every ratio
// comes from this one run. BENCH_LOAD_SECONDS (default 10) per run, BENCH_LOAD_CONNECTIONS (default 20).
import { createRequire } from 'node:module';
import { startBareProxy } from './bareProxy.mjs';
import { runLoad } from './loadgen.mjs';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { logIn, cpuOfProcess } = require('./measure.ts');

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
/** distinct clients read by id: enough that no uncached run asks one twice */
const IDS = 12_000;
const FILTERS = [
  { state: 'SP', typeOfPerson: 'PERSON' },
  { name: 'goncalves', alive: true },
  { name: 'maria silva' },
  { city: 'Campinas' },
  { name: 'jose', state: 'MG' },
  {},
];

/** `{ cookie }` for the BFF and `{ x-internal-token }` for a service, as the same administrator. */
export async function benchCallers(baseURL, admin) {
  const { signInternalToken, INTERNAL_TOKEN_HEADER } = require('@linhagem/service-kit');
  const { cookie, user } = await logIn(baseURL, admin);
  const internal = signInternalToken(
    { kind: 'user', sub: user.id, userName: user.userName, name: user.name, typeUser: user.typeUser },
    3600,
  );
  return {
    viaBff: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    direct: { [INTERNAL_TOKEN_HEADER]: internal },
  };
}

export const describeLoad = (r) =>
  `${r.rps.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms` +
  (r.errors || r.timeouts ? `, ${r.errors} errors, ${r.timeouts} timeouts` : '');

/** answered and every answer 200 */
const clean = (r) => r.answered > 0 && r.errors === 0 && (r.statuses[200] ?? 0) === r.answered;
const share = (part, r) => (r.answered ? (part ?? 0) / r.answered : 0);
/** CPU ms per answered request of each box that used at least 0.05 ms, busiest first. */
export const describeCpu = (cpu, answered) =>
  Object.entries(cpu)
    .map(([box, ms]) => [box, ms / Math.max(1, answered)])
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([box, ms]) => `${box} ${ms.toFixed(2)}`)
    .join(', ');

const merge = (a, b) => ({
  cpu: Object.fromEntries(
    [...new Set([...Object.keys(a.cpu), ...Object.keys(b.cpu)])].map((k) => [
      k,
      (a.cpu[k] ?? 0) + (b.cpu[k] ?? 0),
    ]),
  ),
  rps: (a.rps + b.rps) / 2,
  answered: a.answered + b.answered,
  latency: { p50: Math.max(a.latency.p50, b.latency.p50), p99: Math.max(a.latency.p99, b.latency.p99) },
  errors: a.errors + b.errors,
  timeouts: a.timeouts + b.timeouts,
  statuses: Object.fromEntries(
    [...new Set([...Object.keys(a.statuses), ...Object.keys(b.statuses)])].map((k) => [
      k,
      (a.statuses[k] ?? 0) + (b.statuses[k] ?? 0),
    ]),
  ),
  cache: { HIT: (a.cache.HIT ?? 0) + (b.cache.HIT ?? 0), MISS: (a.cache.MISS ?? 0) + (b.cache.MISS ?? 0) },
});

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function gatewayBenchmarks({ baseURL, services, admin, mongoUri, cpu }) {
  const { seedBenchClients, benchClientIds } = require('./clientsData.ts');
  await seedBenchClients(mongoUri, { count: IDS });
  const ids = await benchClientIds(mongoUri, IDS);
  const { viaBff, direct } = await benchCallers(baseURL, admin);
  const bare = await startBareProxy(services.clients);
  try {
    return await measure({ baseURL, services, bare, ids, viaBff, direct, cpu });
  } finally {
    await bare.stop();
  }
}

async function measure({ baseURL, services, bare, ids, viaBff, direct, cpu }) {
  const boxes = () => ({ ...cpu(), 'bare proxy': cpuOfProcess(bare.pid) });
  // the CPU each box used while the measured part ran (the warm-up's share is left out by proportion)
  const load = async (url, headers, requests) => {
    const before = boxes();
    const result = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, headers, requests }); // prettier-ignore
    const after = boxes();
    const share = SECONDS / (SECONDS + WARM_UP_SECONDS);
    result.cpu = Object.fromEntries(
      Object.keys(after).map((box) => [box, (after[box] - (before[box] ?? 0)) * share]),
    );
    result.cpu.loadgen = result.cpuMs;
    return result;
  };

  const listPage = [
    {
      group: 'list',
      method: 'POST',
      paths: [1, 2, 3].map((page) => `/api/client/pagination?sort=name,asc&page=${page}&size=10`),
      bodies: FILTERS,
    },
  ];
  const list = {};
  for (const side of ['direct', 'bff', 'bff', 'direct']) {
    const result = await load(
      side === 'direct' ? services.clients : baseURL,
      side === 'direct' ? direct : viaBff,
      listPage,
    );
    list[side] = list[side] ? merge(list[side], result) : result;
  }

  // each uncached run reads its own half of the ids, so no id is asked twice through the BFF
  const half = Math.floor(ids.length / 2);
  const reads = (slice) => [{ group: 'read', method: 'GET', paths: slice.map((id) => `/api/client/${id}`) }];
  const hot = [{ group: 'read', method: 'GET', paths: [`/api/client/${ids[0]}`] }];
  const read = {};
  let uncachedRuns = 0;
  const run = {
    direct: () => load(services.clients, direct, reads(ids)),
    // the bare proxy carries the internal token as the straight reads do: it checks nobody
    bare: () => load(bare.url, direct, reads(ids)),
    bff: () => load(baseURL, viaBff, reads(uncachedRuns++ === 0 ? ids.slice(0, half) : ids.slice(half))),
    cached: () => load(baseURL, viaBff, hot),
  };
  for (const side of ['direct', 'bare', 'bff', 'cached', 'cached', 'bff', 'bare', 'direct']) {
    const result = await run[side]();
    read[side] = read[side] ? merge(read[side], result) : result;
  }

  const listRatio = list.bff.rps / list.direct.rps;
  const missRatio = read.bff.rps / read.direct.rps;
  const bareRatio = read.bare.rps / read.direct.rps;
  const hitRatio = read.cached.rps / read.direct.rps;
  const hitLatencyRatio = read.direct.latency.p50 / Math.max(read.cached.latency.p50, 1);
  const perRead = (r, box) => (r.cpu[box] ?? 0) / Math.max(1, r.answered);
  const cpuRatio = perRead(read.bff, 'bff') / Math.max(perRead(read.bare, 'bare proxy'), 1e-9);
  const misses = share(read.bff.cache.MISS, read.bff);
  const hits = share(read.cached.cache.HIT, read.cached);
  const setting = `${CONNECTIONS} connections, 2 × ${SECONDS} s`;
  return [
    {
      name: `gateway: POST /api/client/pagination (page of 10, 6 filters) straight to clients (${setting})`,
      value: describeLoad(list.direct),
    },
    { name: 'gateway: the same list pages through the BFF (session cookie)', value: describeLoad(list.bff) },
    {
      name: 'gateway: CPU ms per list page, straight | through the BFF',
      value: `${describeCpu(list.direct.cpu, list.direct.answered)} | ${describeCpu(list.bff.cpu, list.bff.answered)}`,
    },
    {
      name: 'gateway: list page through the BFF / straight (throughput)',
      value: `${(listRatio * 100).toFixed(0)}%${clean(list.bff) && clean(list.direct) ? '' : ' (not every answer 200)'}`,
    },
    {
      name: `gateway: GET /api/client/{id} straight to clients (${ids.length} ids in turn, ${setting})`,
      value: describeLoad(read.direct),
    },
    {
      name: 'gateway: the same reads through a bare Express + http-proxy-middleware proxy',
      value: describeLoad(read.bare),
    },
    {
      name: 'gateway: the same reads through the BFF, ids never read before (X-Cache: MISS)',
      value: `${describeLoad(read.bff)}, ${(misses * 100).toFixed(1)}% MISS`,
    },
    {
      name: 'gateway: CPU ms per read by id, straight | bare proxy | through the BFF uncached | cached',
      value: [read.direct, read.bare, read.bff, read.cached].map((r) => describeCpu(r.cpu, r.answered)).join(' | '), // prettier-ignore
    },
    {
      name: 'gateway: read by id, bare proxy | BFF uncached, over straight (throughput)',
      value: `${(bareRatio * 100).toFixed(0)}% | ${(missRatio * 100).toFixed(0)}%`,
    },
    {
      name: 'gateway: CPU per proxied read, the BFF (uncached) / the bare proxy',
      value: `${cpuRatio.toFixed(2)}× (${perRead(read.bff, 'bff').toFixed(3)} vs ${perRead(read.bare, 'bare proxy').toFixed(3)} ms)`,
      target: '<= 1.5×, >= 99% MISS',
      pass: cpuRatio <= 1.5 && misses >= 0.99 && clean(read.bff) && clean(read.bare) && clean(read.direct),
    },
    {
      name: 'gateway: one client read again and again through the BFF (X-Cache: HIT)',
      value: `${describeLoad(read.cached)}, ${(hits * 100).toFixed(1)}% HIT`,
    },
    {
      name: 'gateway: cache hit through the BFF / straight read (throughput; p50 latency, straight / hit)',
      value: `${hitRatio.toFixed(2)}× (p50 ${hitLatencyRatio.toFixed(2)}×)`,
      target: '>= 3×, >= 99% HIT',
      pass: hitRatio >= 3 && hits >= 0.99 && clean(read.cached),
    },
  ];
}
