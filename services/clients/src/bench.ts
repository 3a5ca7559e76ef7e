import { randomUUID } from 'node:crypto';
import { BRAZILIAN_STATES, completeCpf } from '@linhagem/contracts';
import mongoose from 'mongoose';
import { callerHeaders, connectDatabase, listenForTest } from '@linhagem/service-kit';
import { buildApp } from './app';
import { clientModel, searchFieldsOf } from './client/model';

export type BenchRow = { name: string; value: string; target?: string; pass?: boolean };

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const SAMPLES = 100;
const WARM_UP = 10;
/** per measurement, so the whole run stays under a minute */
const BUDGET_MS = 15_000;
const FIRST = [
  'João',
  'Maria',
  'José',
  'Ana',
  'Antônio',
  'Francisca',
  'Carlos',
  'Conceição',
  'Paulo',
  'Lúcia',
  'Pedro',
  'Luzia',
  'Sebastião',
  'Aparecida',
  'Giuseppe',
  'Angela',
  'Elias',
  'Jamile',
  'Raimundo',
  'Terezinha',
];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Gonçalves', 'Pereira', 'Lima', 'Araújo', 'Bortolini', 'Zanetti', 'Haddad', 'Ribeiro', 'Carvalho', 'Almeida', 'Ferreira', 'Rodrigues', 'Conceição', 'Nascimento', 'Barbosa', 'Moreira', 'Cavalcanti', 'Teixeira', 'Rocha', 'Dias', 'Mendes']; // prettier-ignore

/** A tiny deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Up to `samples` timed calls after a warm-up, stopping early when the time budget is spent. */
async function measure(
  samples: number,
  run: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number; n: number }> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  const deadline = Date.now() + BUDGET_MS;
  for (let i = 0; i < samples && Date.now() < deadline; i++) {
    const started = process.hrtime.bigint();
    await run(i + WARM_UP);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

const CITIES = ['São Paulo', 'Campinas', 'Porto Alegre', 'Caxias do Sul', 'Curitiba', 'Belo Horizonte', 'Recife', 'Salvador']; // prettier-ignore
/** Every seeded client carries this tag, so a second run finds the data already there. */
export const BENCH_TAG = 'bench-seed';
const BATCH = 2000;

/** `count` realistic clients (accented names, CPF, state, city), with the derived search fields the model stores. */
export function benchClients(count: number, seed = 42, offset = 0): Record<string, unknown>[] {
  const next = random(seed + offset);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    const cpf = completeCpf(String(100_000_000 + offset + i).slice(-9));
    return {
      name,
      ...searchFieldsOf({ name, cpf }),
      cpf,
      typeOfPerson: 'PERSON',
      alive: next() < 0.8,
      birthDay: `${1900 + Math.floor(next() * 120)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      email: next() < 0.5 ? `cliente${offset + i}@exemplo.com.br` : undefined,
      tags: next() < 0.3 ? [BENCH_TAG, 'italiana'] : [BENCH_TAG],
      address: { country: 'BRASIL', state: pick(BRAZILIAN_STATES), city: pick(CITIES) },
      version: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
  });
}

async function insertBenchClients(connection: mongoose.Connection, count: number, from = 0) {
  const collection = connection.db!.collection('clients');
  for (let done = from; done < count; done += BATCH) {
    const docs = benchClients(Math.min(BATCH, count - done), 42, done);
    for (const doc of docs) if (doc.email === undefined) delete doc.email;
    await collection.insertMany(docs, { ordered: false });
  }
}

/**
 * Seeds `count` bench clients straight into a running system's database (`uri`, database `clients`), as the
 * service stores them (same derived search fields, same indexes). Tops up what an earlier run left. Resolves
 * with how many were inserted.
 */
export async function seedBenchClients(
  uri: string,
  { count = 50_000, dbName = 'clients' }: { count?: number; dbName?: string } = {},
): Promise<{ inserted: number; total: number }> {
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  try {
    await connection.asPromise();
    const model = clientModel(connection);
    await model.init();
    const existing = await model.countDocuments({ tags: BENCH_TAG });
    if (existing < count) await insertBenchClients(connection, count, existing);
    return { inserted: Math.max(0, count - existing), total: await model.estimatedDocumentCount() };
  } finally {
    await connection.close();
  }
}

/** 50,000 clients on an in-process embedded engine, measured over HTTP: a sorted, filtered page and the quick search. */
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
    const filters = [
      { state: 'SP', typeOfPerson: 'PERSON' },
      { name: 'gonçalves', alive: true },
      { name: 'maria silva' },
      { state: 'RS', tags: ['italiana'] },
    ];
    const page = await measure(SAMPLES, (i) =>
      get(`/api/client/pagination?sort=name,asc&page=${1 + (i % 5)}&size=10`, {
        method: 'POST',
        body: JSON.stringify(filters[i % filters.length]),
      }),
    );
    rows.push({
      name: 'clients: sorted filtered page p50',
      value: `${page.p50.toFixed(1)} ms (${page.n} calls)`,
    });
    rows.push({
      name: 'clients: sorted filtered page p95',
      value: `${page.p95.toFixed(1)} ms`,
      target: '< 50 ms',
      pass: page.p95 < 50,
    });

    const terms = ['joao', 'mar', 'silva', 'gonc', 'conceicao', 'ana rib', 'bortol', 'jose s'];
    const search = await measure(SAMPLES, (i) =>
      get(`/api/client/s/10?name=${encodeURIComponent(terms[i % terms.length])}`),
    );
    rows.push({
      name: 'clients: quick search p50',
      value: `${search.p50.toFixed(1)} ms (${search.n} calls)`,
    });
    rows.push({
      name: 'clients: quick search p95',
      value: `${search.p95.toFixed(1)} ms`,
      target: '< 80 ms',
      pass: search.p95 < 80,
    });
  } finally {
    await server.close();
    await database.close();
  }
  return rows;
}
