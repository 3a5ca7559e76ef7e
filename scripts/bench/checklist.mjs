// A checklist of 30 persons and 200 certificates loads through the BFF, with the progress of every
// certificate, person and the protocol, in under 50 ms p95. Seeds into the running system's MongoDB
// (scripts/bench/checklistData.ts), then times `GET /api/certificate/protocol/{id}` uncached (a fresh query string
// each call) and from the BFF cache. Usage: `checklistBenchmarks({ baseURL, admin, mongoUri })`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { latencyRows, logIn, timeCalls } = require('./measure.ts');

const measure = (run) => timeCalls(run, { samples: 150, warmUp: 10, budgetMs: 15_000 });

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function checklistBenchmarks({ baseURL, admin, mongoUri }) {
  const { seedBenchChecklist } = require('./checklistData.ts');
  const { protocolId } = await seedBenchChecklist(mongoUri);
  const { cookie } = await logIn(baseURL, admin);
  const load = async (query) => {
    const response = await fetch(`${baseURL}/api/certificate/protocol/${protocolId}${query}`, {
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = await response.json();
    if (response.status !== 200 || body.persons.length !== 1 || typeof body.progress !== 'number')
      throw new Error(`checklist bench: the tree answered ${response.status}`);
    return response.headers.get('x-cache') ?? '';
  };
  let hits = 0;
  const uncached = await measure(async (i) => {
    if ((await load(`?fresh=${i}`)) === 'HIT') hits += 1;
  });
  const cached = await measure(() => load(''));
  return [
    ...latencyRows(
      'checklist via BFF: 30 persons, 200 certificates, with progress (uncached)',
      uncached,
      50,
      `${hits} cache hits`,
    ),
    ...latencyRows('checklist via BFF: the same tree from the BFF cache', cached, 50),
  ];
}
