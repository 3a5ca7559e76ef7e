// `npm run bench -- clients-service`: the clients service alone, 50,000 clients on an in-process embedded engine,
// measured over HTTP: a sorted, filtered page and the quick search.
import { callerHeaders } from '@linhagem/service-kit/testing';
import { withSeededClients } from './clientsOnEngine';
import { latencyRows, timeCalls, type BenchRow } from './measure';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const SAMPLES = 100;
const WARM_UP = 10;
/** per measurement, so the whole run stays under a minute */
const BUDGET_MS = 15_000;

export async function runBenchmarks(): Promise<BenchRow[]> {
  return withSeededClients('clients', CLIENTS, async (url) => {
    const rows: BenchRow[] = [];
    const headers = callerHeaders('LIMITED');
    const get = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${url}${path}`, { headers, ...init });
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
    return rows;
  });
}
