// Overload through the running `npm start` system. autocannon (its own process) keeps 200
// connections busy for 60 s with 60% client list pages, 30% quick searches and 10% client creates through the BFF.
// No request may wait more than 5 s: past its queue the BFF sheds with 503 OVERLOADED and Retry-After at once.
// Every create answered 201 must be in the database afterwards. BENCH_OVERLOAD_SECONDS shortens the run.
import { createRequire } from 'node:module';
import { runLoad } from './loadgen.mjs';
import { benchCallers, describeLoad } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');

const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 200);
const MAX_WAIT_MS = 5000;
const FIRST = ['joao', 'maria', 'jose', 'ana', 'antonio', 'carlos', 'paulo', 'lucia', 'pedro', 'giuseppe', 'angela', 'elias']; // prettier-ignore
const LAST = ['silva', 'santos', 'oliveira', 'souza', 'goncalves', 'pereira', 'lima', 'bortolini', 'zanetti', 'haddad', 'ribeiro', 'carvalho']; // prettier-ignore
const FILTERS = [{ state: 'SP' }, { name: 'goncalves' }, { name: 'maria silva' }, { city: 'Campinas' }, {}];

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function overloadBenchmarks({ baseURL, admin, mongoUri }) {
  const { seedBenchClients, storedClientNames } = require('./clientsData.ts');
  await seedBenchClients(mongoUri, { count: 12_000 });
  const { viaBff } = await benchCallers(baseURL, admin);
  const tag = `bench-overload-${Date.now().toString(36)}`;

  const list = {
    group: 'list',
    method: 'POST',
    paths: [1, 2, 3, 4].map((page) => `/api/client/pagination?sort=name,asc&page=${page}&size=10`),
    bodies: FILTERS,
  };
  // first name + a 3 to 5 letter surname prefix: 432 terms, so most searches miss the BFF cache
  const terms = FIRST.flatMap((first) =>
    LAST.flatMap((last) => [3, 4, 5].map((n) => `${first} ${last.slice(0, n)}`)),
  );
  const search = {
    group: 'search',
    method: 'GET',
    paths: terms.map((term) => `/api/client/s/10?name=${encodeURIComponent(term)}`),
  };
  const create = {
    group: 'create',
    method: 'POST',
    paths: ['/api/client'],
    create: {
      prefix: 'Carga Bench',
      body: { typeOfPerson: 'PERSON', tags: [tag], confirmDuplicateName: true },
    },
  };
  const result = await runLoad({
    url: baseURL,
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeoutSeconds: 30,
    headers: viaBff,
    requests: [list, search, list, list, search, list, create, list, search, list],
  });

  const found = await storedClientNames(mongoUri, { tags: tag });
  const acknowledged = new Set(result.acknowledged);
  const lost = [...acknowledged].filter((name) => !found.has(name)).length;
  const shed = result.statuses[503] ?? 0;
  const other = Object.entries(result.statuses)
    .filter(([status]) => !/^2\d\d$/.test(status) && status !== '503')
    .map(([status, n]) => `${n} × ${status}`);
  const answered = result.answered;
  return [
    {
      name: `overload: ${CONNECTIONS} connections × ${SECONDS} s through the BFF (60% list pages, 30% quick searches, 10% creates)`,
      value: `${describeLoad(result)}, ${answered} answers`,
    },
    {
      name: 'overload: share shed with 503 OVERLOADED, each with Retry-After',
      value: `${((shed / Math.max(1, answered)) * 100).toFixed(1)}% (${shed})${result.retryAfterMissing ? `, ${result.retryAfterMissing} without Retry-After` : ''}`,
      target: 'Retry-After on each',
      pass: result.retryAfterMissing === 0,
    },
    {
      name: 'overload: longest wait for an answer (no timeout at 30 s)',
      value: `${result.latency.max} ms${result.timeouts ? `, ${result.timeouts} timeouts` : ''}`,
      target: `<= ${MAX_WAIT_MS} ms`,
      pass: result.latency.max <= MAX_WAIT_MS && result.timeouts === 0 && result.errors === 0,
    },
    {
      name: 'overload: answers neither 2xx nor 503',
      value: other.length ? other.join(', ') : '0',
      target: '0',
      pass: other.length === 0,
    },
    {
      name: 'overload: creates acknowledged (201) vs found in the database afterwards',
      value: `${acknowledged.size} acknowledged, ${acknowledged.size - lost} of them found${found.size > acknowledged.size - lost ? ` (+${found.size - (acknowledged.size - lost)} unacknowledged that landed)` : ''}`,
      target: 'every acknowledged found',
      pass: lost === 0 && acknowledged.size > 0,
    },
  ];
}
