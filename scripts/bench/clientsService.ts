// `npm run bench -- clients-service`: the clients service alone, 50,000 clients on an in-process embedded engine,
// measured over HTTP: a sorted, filtered page and the quick search.
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '@linhagem/service-kit';
import { callerHeaders, listenForTest } from '@linhagem/service-kit/testing';
import { buildApp } from '../../services/clients/src/app';
import { clientModel } from '../../services/clients/src/client/model';
import { insertBenchClients } from './clientsData';
import { latencyRows, timeCalls, type BenchRow } from './measure';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const SAMPLES = 100;
const WARM_UP = 10;
/** per measurement, so the whole run stays under a minute */
const BUDGET_MS = 15_000;

export async function runBenchmarks(): Promise<BenchRow[]> {
  const previousUri = process.env.MONGODB_URI;
  delete process.env.MONGODB_URI;
  const database = await connectDatabase(`clients-bench-${randomUUID().slice(0, 8)}`);
  if (previousUri) process.env.MONGODB_URI = previousUri;
  const server = await listenForTest(buildApp(database));
  const rows: BenchRow[] = [];
  try {
    // raw inserts first, indexes after: building an index once is cheaper than growing ten of them
    const seedStarted = Date.now();
    await insertBenchClients(database.connection, CLIENTS);
    await clientModel(database.connection).init();
    rows.push({
      name: `clients: seed ${CLIENTS} clients and build indexes`,
      value: `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    });

    const headers = callerHeaders('LIMITED');
    const get = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${server.url}${path}`, { headers, ...init });
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const options = { samples: SAMPLES, warmUp: WARM_UP, budgetMs: BUDGET_MS };
    const filters = [
      { state: 'SP', typeOfPerson: 'PERSON' },
      { name: 'gonçalves', alive: true },
      { name: 'maria silva' },
      { state: 'RS', tags: ['italiana'] },
    ];
    const page = await timeCalls(
      (i) =>
        get(`/api/client/pagination?sort=name,asc&page=${1 + (i % 5)}&size=10`, {
          method: 'POST',
          body: JSON.stringify(filters[i % filters.length]),
        }),
      options,
    );
    rows.push(...latencyRows('clients: sorted filtered page', page, 50));

    const terms = ['joao', 'mar', 'silva', 'gonc', 'conceicao', 'ana rib', 'bortol', 'jose s'];
    const search = await timeCalls(
      (i) => get(`/api/client/s/10?name=${encodeURIComponent(terms[i % terms.length])}`),
      options,
    );
    rows.push(...latencyRows('clients: quick search', search, 80));
  } finally {
    await server.close();
    await database.close();
  }
  return rows;
}
