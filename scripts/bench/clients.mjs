// The clients list and quick search with 50,000 clients, measured THROUGH THE BFF of a running
// system. Seeds straight into the system's MongoDB with the service's own model (scripts/bench/clientsData.ts),
// then times `POST /api/client/pagination` (sorted, filtered) and `GET /api/client/s/10` (uncached and cached).
// Loopback only, bounded loops, well under 90 s. Usage: `clientsBenchmarks({ baseURL, admin, mongoUri? })`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { latencyRows, logIn, timeCalls } = require('./measure.ts');

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const SAMPLES = 120;
const WARM_UP = 10;
/** per measurement */
const BUDGET_MS = 15_000;

const FIRST = ['joao', 'maria', 'jose', 'ana', 'antonio', 'francisca', 'carlos', 'conceicao', 'paulo', 'lucia', 'pedro', 'luzia', 'sebastiao', 'aparecida', 'giuseppe', 'angela', 'elias', 'jamile', 'raimundo', 'terezinha']; // prettier-ignore
const LAST = ['silva', 'santos', 'oliveira', 'souza', 'goncalves', 'pereira', 'lima', 'araujo', 'bortolini', 'zanetti', 'haddad', 'ribeiro', 'carvalho', 'almeida', 'ferreira', 'rodrigues', 'conceicao', 'nascimento', 'barbosa', 'moreira', 'cavalcanti', 'teixeira', 'rocha', 'dias', 'mendes']; // prettier-ignore

const measure = (run) => timeCalls(run, { samples: SAMPLES, warmUp: WARM_UP, budgetMs: BUDGET_MS });

function mongoUriOf(mongoUri) {
  if (mongoUri) return mongoUri;
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  if (process.env.EMBEDDED_MONGO_PORT) return `mongodb://127.0.0.1:${process.env.EMBEDDED_MONGO_PORT}/`;
  throw new Error(
    'clients bench: pass mongoUri (mongodb://127.0.0.1:<EMBEDDED_MONGO_PORT>/) of the running system',
  );
}

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function clientsBenchmarks({ baseURL, admin, mongoUri }) {
  const { seedBenchClients } = require('./clientsData.ts');
  const rows = [];
  const seedStarted = Date.now();
  const seeded = await seedBenchClients(mongoUriOf(mongoUri), { count: CLIENTS });
  rows.push({
    name: `clients: seed ${seeded.inserted} clients into the system's MongoDB (${seeded.total} in all)`,
    value: `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  });

  const { cookie } = await logIn(baseURL, admin);
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const call = async (url, init = {}) => {
    const response = await fetch(`${baseURL}${url}`, { headers, ...init });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`clients bench: ${url} answered ${response.status} ${body}`);
    return response.headers.get('x-cache') ?? '';
  };

  // filters that match hundreds to thousands of clients: the slow case (a state, a common surname, a tag)
  const filters = [
    { state: 'SP', typeOfPerson: 'PERSON' },
    { name: 'goncalves', alive: true },
    { name: 'maria silva' },
    { state: 'RS', tags: ['italiana'] },
    { city: 'Campinas' },
    { name: 'jose', state: 'MG' },
  ];
  const page = await measure((n) => {
    return call(`/api/client/pagination?sort=name,asc&page=${1 + (n % 7)}&size=10`, {
      method: 'POST',
      body: JSON.stringify(filters[n % filters.length]),
    });
  });
  rows.push(...latencyRows('clients via BFF: sorted filtered page, paging 6 filters', page, 50));

  // a filter not seen before on every call, so the service counts its total (it remembers totals per filter)
  const STATES = ['SP', 'RS', 'MG', 'PR', 'BA', 'PE', 'SC', 'RJ', 'GO', 'CE', 'PA', 'ES', 'AM', 'MA', 'PB'];
  const freshFilter = (i) => {
    const n = i + 1000;
    const state = STATES[n % STATES.length];
    return n % 2 === 0
      ? { state, alive: n % 4 === 0, typeOfPerson: 'PERSON' }
      : { name: FIRST[Math.floor(n / STATES.length) % FIRST.length], state };
  };
  const fresh = await measure((i) =>
    call('/api/client/pagination?sort=name,asc&page=1&size=10', {
      method: 'POST',
      body: JSON.stringify(freshFilter(i)),
    }),
  );
  rows.push(
    ...latencyRows(
      'clients via BFF: sorted filtered page, a new filter each call (total counted)',
      fresh,
      50,
    ),
  );

  // a different term every call (first name + surname prefix of 3 to 5 letters): the BFF cache cannot answer
  const term = (i) => {
    const n = i + 1000;
    const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
    return `${FIRST[n % FIRST.length]} ${last.slice(0, 3 + (Math.floor(n / 500) % 3))}`;
  };
  let hits = 0;
  const uncached = await measure(async (i) => {
    if ((await call(`/api/client/s/10?name=${encodeURIComponent(term(i))}`)) === 'HIT') hits += 1;
  });
  rows.push(...latencyRows('clients via BFF: quick search (uncached)', uncached, 80, `${hits} cache hits`));
  const common = ['mar', 'joao silva', 'conceicao', 'gonc'];
  let cacheHits = 0;
  const cached = await measure(async (i) => {
    if ((await call(`/api/client/s/10?name=${common[i % common.length]}`)) === 'HIT') cacheHits += 1;
  });
  rows.push(
    ...latencyRows(
      'clients via BFF: quick search (repeated terms, BFF cache)',
      cached,
      80,
      `${cacheHits} cache hits`,
    ),
  );
  return rows;
}
