// 50,000 realistic clients for the clients benchmarks, stored as the clients service stores them (same derived
// search fields, same indexes): `seedBenchClients` into a running system, `insertBenchClients` into a connection.
import { BRAZILIAN_STATES, completeCpf } from '@linhagem/contracts';
import mongoose from 'mongoose';
import { clientModel, searchFieldsOf } from '../../services/clients/src/client/model';

const FIRST = ['João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Carlos', 'Conceição', 'Paulo', 'Lúcia', 'Pedro', 'Luzia', 'Sebastião', 'Aparecida', 'Giuseppe', 'Angela', 'Elias', 'Jamile', 'Raimundo', 'Terezinha']; // prettier-ignore
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Gonçalves', 'Pereira', 'Lima', 'Araújo', 'Bortolini', 'Zanetti', 'Haddad', 'Ribeiro', 'Carvalho', 'Almeida', 'Ferreira', 'Rodrigues', 'Conceição', 'Nascimento', 'Barbosa', 'Moreira', 'Cavalcanti', 'Teixeira', 'Rocha', 'Dias', 'Mendes']; // prettier-ignore
const CITIES = ['São Paulo', 'Campinas', 'Porto Alegre', 'Caxias do Sul', 'Curitiba', 'Belo Horizonte', 'Recife', 'Salvador']; // prettier-ignore

/** Every seeded client carries this tag, so a second run finds the data already there. */
export const BENCH_TAG = 'bench-seed';
const BATCH = 2000;

/** A tiny deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

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

/** Raw inserts of bench clients `from` .. `count` (indexes are the model's business). */
export async function insertBenchClients(connection: mongoose.Connection, count: number, from = 0) {
  const collection = connection.db!.collection('clients');
  for (let done = from; done < count; done += BATCH) {
    const docs = benchClients(Math.min(BATCH, count - done), 42, done);
    for (const doc of docs) if (doc.email === undefined) delete doc.email;
    await collection.insertMany(docs, { ordered: false });
  }
}

/**
 * Seeds `count` bench clients straight into a running system's database (`uri`, database `clients`), as the
 * service stores them. Tops up what an earlier run left. Resolves with how many were inserted.
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

/** The ids of up to `limit` bench clients of a running system, in a stable order. */
export async function benchClientIds(uri: string, limit: number, dbName = 'clients'): Promise<string[]> {
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  try {
    await connection.asPromise();
    const docs = await connection
      .db!.collection('clients')
      .find({ tags: BENCH_TAG }, { projection: { _id: 1 } })
      .limit(limit)
      .toArray();
    return docs.map((doc) => String(doc._id));
  } finally {
    await connection.close();
  }
}

/** The names of the clients of a running system that match `filter` (what a benchmark wrote). */
export async function storedClientNames(
  uri: string,
  filter: Record<string, unknown>,
  dbName = 'clients',
): Promise<Set<string>> {
  const connection = mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  try {
    await connection.asPromise();
    const docs = await connection
      .db!.collection('clients')
      .find(filter, { projection: { name: 1 } })
      .toArray();
    return new Set(docs.map((doc) => String(doc.name)));
  } finally {
    await connection.close();
  }
}
