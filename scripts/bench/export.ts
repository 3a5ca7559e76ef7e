// `npm run bench -- export`: the client list exported whole (docs/adr-exports.md), 50,000 clients on an
// in-process embedded engine, over HTTP: CSV and XLSX each under 10 s, the memory kept flat while they stream
// (the answer is read and dropped as it comes, as a browser's download does).
import { EXPORT_API } from '@linhagem/contracts';
import { callerHeaders } from '@linhagem/service-kit/testing';
import { withSeededClients } from './clientsOnEngine';
import type { BenchRow } from './measure';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50_000);
const TARGET_MS = 10_000;
/**
 * The live heap's growth while an export streams: a second pass, with a full collection every LIVE_SAMPLE_MS
 * before each reading, so what is counted is what the export holds, not garbage not yet collected (the timed pass
 * runs without them; a collection per sample would slow it). Holding 50,000 clients would take a few hundred MB.
 */
const LIVE_GROWTH_MB = 64;
const LIVE_SAMPLE_MS = 200;
const collect = (globalThis as { gc?: () => void }).gc;
const liveHeap = () => (collect?.(), process.memoryUsage().heapUsed);

/** Posts one export and reads the answer as a browser's download does (each chunk counted and dropped). */
async function exportOnce(url: string, format: 'csv' | 'xlsx'): Promise<number> {
  const response = await fetch(`${url}${EXPORT_API.clients}?format=${format}&sort=name,asc`, {
    method: 'POST',
    headers: callerHeaders('NORMAL'),
    body: '{}',
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`export ${format} answered ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
  return bytes;
}

export async function runBenchmarks(): Promise<BenchRow[]> {
  if (!collect) throw new Error('run with --expose-gc (npm run bench does) to measure the live heap');
  return withSeededClients('export', CLIENTS, async (url) => {
    const rows: BenchRow[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const started = Date.now();
      const bytes = await exportOnce(url, format);
      const ms = Date.now() - started;
      rows.push({
        name: `export: ${CLIENTS} clients as ${format.toUpperCase()} (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
        value: `${(ms / 1000).toFixed(2)} s`,
        target: `< ${TARGET_MS / 1000} s`,
        pass: ms < TARGET_MS,
      });
      const before = liveHeap();
      let peak = before;
      let samples = 0;
      const sampler = setInterval(() => ((peak = Math.max(peak, liveHeap())), samples++), LIVE_SAMPLE_MS);
      await exportOnce(url, format);
      clearInterval(sampler);
      const growth = (peak - before) / 1024 / 1024;
      rows.push({
        name: `export: live heap growth while streaming the ${format.toUpperCase()} (${samples} samples)`,
        value: `${growth.toFixed(1)} MB`,
        target: `< ${LIVE_GROWTH_MB} MB`,
        pass: growth < LIVE_GROWTH_MB,
      });
    }
    return rows;
  });
}
