// With 20,000 protocols, the protocol list page with a filter and the protocol detail with its
// services and totals answer through the BFF in under 50 ms p95. Seeds into the running system's MongoDB
// (scripts/bench/protocolsData.ts). The list is a POST (never cached); the detail is timed uncached (a fresh query
// string each call). Usage: `protocolsBenchmarks({ baseURL, admin, mongoUri })`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { latencyRows, logIn, timeCalls } = require('./measure.ts');

const measure = (run) => timeCalls(run, { samples: 150, warmUp: 10, budgetMs: 20_000 });

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function protocolsBenchmarks({ baseURL, admin, mongoUri }) {
  const { seedBenchProtocols, BENCH_PROTOCOLS } = require('./protocolsData.ts');
  const { protocolId, clientName } = await seedBenchProtocols(mongoUri);
  const { cookie } = await logIn(baseURL, admin);
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const filters = [
    { clientName },
    { status: 'ACTIVE', stage: 'TRANSLATION' },
    { clientName: 'helena rossi' },
    // the list's search box: name, family name, clients' names and code words
    { text: 'conti marco' },
  ];
  let listed = 0;
  const list = await measure(async (i) => {
    const response = await fetch(`${baseURL}/api/protocol/pagination?page=${1 + (i % 3)}&size=10`, {
      method: 'POST',
      headers,
      body: JSON.stringify(filters[i % filters.length]),
    });
    const body = await response.json();
    if (response.status !== 200 || body.content.length !== 10)
      throw new Error(
        `protocols bench: the list answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    listed = Math.max(listed, body.totalElements);
  });
  const detail = await measure(async (i) => {
    const response = await fetch(`${baseURL}/api/protocol/${protocolId}?fresh=${i}`, { headers });
    const body = await response.json();
    if (response.status !== 200 || body.services.length !== 2 || body.financial.received <= 0)
      throw new Error(`protocols bench: the detail answered ${response.status}`);
  });
  return [
    ...latencyRows(
      `protocol list via BFF: page of 10 of ${BENCH_PROTOCOLS} with a filter (client name, status and stage, or the search box)`,
      list,
      50,
      `up to ${listed} matches`,
    ),
    ...latencyRows('protocol detail via BFF: services and totals (uncached)', detail, 50),
  ];
}
