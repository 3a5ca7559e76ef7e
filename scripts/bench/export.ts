// `npm run bench -- export`: the client list exported whole (docs/adr-exports.md), 50,000 clients on an
// in-process embedded engine, over HTTP: CSV and XLSX each under 10 s, the memory kept flat while they stream
// (the answer is read and dropped as it comes, as a browser's download does).
import { randomUUID } from 'node:crypto';
import { EXPORT_API } from '@linhagem/contracts';
import { connectDatabase } from '@linhagem/service-kit';
import { callerHeaders, listenForTest } from '@linhagem/service-kit/testing';
import { buildApp } from '../../services/clients/src/app';
import { clientModel } from '../../services/clients/src/client/model';
import { insertBenchClients } from './clientsData';
import type { BenchRow } from './measure';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const TARGET_MS = 10_000;
/**
 * The heap's peak over its size before the export, garbage not yet collected included (a forced collection per
 * sample would slow the export down tenfold): the same few tens of MB for 5,000 or 50,000 clients, where holding
 * the list would grow with it.
 */
const HEAP_GROWTH_MB = 150;
const SAMPLE_MS = 25;
const heapUsed = () => process.memoryUsage().heapUsed;

export async function runBenchmarks(): Promise<BenchRow[]> {
  const previousUri = process.env.MONGODB_URI;
  delete process.env.MONGODB_URI;
  const database = await connectDatabase(`export-bench-${randomUUID().slice(0, 8)}`);
  if (previousUri) process.env.MONGODB_URI = previousUri;
  const server = await listenForTest(buildApp(database));
  const rows: BenchRow[] = [];
  try {
    const seedStarted = Date.now();
    await insertBenchClients(database.connection, CLIENTS);
    await clientModel(database.connection).init();
    rows.push({
      name: `export: seed ${CLIENTS} clients and build indexes`,
      value: `${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    });
    for (const format of ['csv', 'xlsx'] as const) {
      const before = heapUsed();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, heapUsed())), SAMPLE_MS);
      const started = Date.now();
      const response = await fetch(`${server.url}${EXPORT_API.clients}?format=${format}&sort=name,asc`, {
        method: 'POST',
        headers: callerHeaders('NORMAL'),
        body: '{}',
      });
      if (response.status !== 200 || !response.body)
        throw new Error(`export ${format} answered ${response.status} ${await response.text()}`);
      let bytes = 0;
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
      const ms = Date.now() - started;
      clearInterval(sampler);
      const growth = (peak - before) / 1024 / 1024;
      rows.push({
        name: `export: ${CLIENTS} clients as ${format.toUpperCase()} (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
        value: `${(ms / 1000).toFixed(2)} s`,
        target: `< ${TARGET_MS / 1000} s`,
        pass: ms < TARGET_MS,
      });
      rows.push({
        name: `export: heap peak growth while streaming the ${format.toUpperCase()}`,
        value: `${growth.toFixed(0)} MB`,
        target: `< ${HEAP_GROWTH_MB} MB`,
        pass: growth < HEAP_GROWTH_MB,
      });
    }
  } finally {
    await server.close();
    await database.close();
  }
  return rows;
}
