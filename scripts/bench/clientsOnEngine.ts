// The clients service alone on an in-process embedded engine holding `count` seeded clients, for the benches that
// measure it over HTTP (clientsService.ts, export.ts): raw inserts first, indexes after, since building an index
// once is cheaper than growing ten of them.
import { randomUUID } from 'node:crypto';
import { connectDatabase, type Database } from '@linhagem/service-kit';
import { listenForTest } from '@linhagem/service-kit/testing';
import { buildApp } from '../../services/clients/src/app';
import { clientModel } from '../../services/clients/src/client/model';
import { insertBenchClients } from './clientsData';
import type { BenchRow } from './measure';

/**
 * Runs `measure` against the service's URL (and its database, whose engine another box may share); the rows start
 * with the seeding's time. Closes everything after.
 */
export async function withSeededClients(
  bench: string,
  count: number,
  measure: (url: string, database: Database) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const previousUri = process.env.MONGODB_URI;
  delete process.env.MONGODB_URI;
  const database = await connectDatabase(`${bench}-bench-${randomUUID().slice(0, 8)}`);
  if (previousUri) process.env.MONGODB_URI = previousUri;
  const server = await listenForTest(buildApp(database));
  try {
    const seedStarted = Date.now();
    await insertBenchClients(database.connection, count);
    await clientModel(database.connection).init();
    const seed: BenchRow = {
      name: `${bench}: seed ${count} clients and build indexes`,
      value: `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    };
    return [seed, ...(await measure(server.url, database))];
  } finally {
    await server.close();
    await database.close();
  }
}
