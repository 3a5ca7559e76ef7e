// `npm run bench -- import`: an office moving in (docs/adr-spreadsheet-import.md, "Speed"). A 10,000-row client
// spreadsheet (bench/importFiles.ts) previewed in under 5 s and applied in under 30 s by the clients service alone on
// an in-process embedded engine holding 5,000 clients (a tenth of the rows match one by CPF); then, after their
// clients, a 10,000-row protocols file (each row's main client by CPF, a tenth matching an existing protocol) by
// the protocols service on the same engine, asking the clients service for the main clients: the same targets.
// Over HTTP; the live heap kept flat while each file is read, the CPU the run took beside the wall clock (a loaded
// machine stretches the wall clock, not the CPU).
import { randomUUID } from 'node:crypto';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { CLIENT_IMPORT_API, PROTOCOL_IMPORT_API, type ImportPreview } from '@linhagem/contracts';
import { connectDatabase, type Database } from '@linhagem/service-kit';
import { callerHeaders, listenForTest } from '@linhagem/service-kit/testing';
import { buildApp as buildProtocols } from '../../services/protocols/src/app';
import { withSeededClients } from './clientsOnEngine';
import { clientsSpreadsheet, insertExistingProtocols, protocolsSpreadsheet } from './importFiles';
import type { BenchRow } from './measure';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const CLIENTS = 5_000;
const PREVIEW_TARGET_MS = 5_000;
const APPLY_TARGET_MS = 30_000;
/** holding the file, or its rows, would take far more: 10,000 rows are about 2 MB of text and 30 MB as objects */
const LIVE_GROWTH_MB = 64;
const collect = (globalThis as { gc?: () => void }).gc;
const liveHeap = () => (collect?.(), process.memoryUsage().heapUsed);

/**
 * The live heap's peak while something runs, read after each full collection V8 makes by itself: forcing one
 * every second stopped this process (both services) for seconds on a loaded machine, past the internal calls'
 * timeout. Reading the whole file would fill the old generation and so show after a full collection.
 */
function liveHeapPeak() {
  let peak = 0;
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        collections += 1;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { peak: () => peak, collections: () => collections, stop: () => observer.disconnect() };
}
/** CPU seconds so far of this process: both services and the embedded engine, which runs in it too. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
/** The CPU a step took, as the table shows it: a loaded machine stretches the wall clock, far less the CPU. */
const cpuSince = (from: number) => `CPU ${(cpuSeconds() - from).toFixed(1)} s`;

type Mode = {
  label: string;
  fileName: string;
  api: typeof CLIENT_IMPORT_API | typeof PROTOCOL_IMPORT_API;
  bytes: Buffer;
};

async function preview(url: string, mode: Mode): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(mode.bytes)]), mode.fileName);
  const { 'content-type': _json, ...headers } = callerHeaders('NORMAL');
  const response = await fetch(`${url}${mode.api.preview}`, { method: 'POST', headers, body: form });
  if (response.status !== 200)
    throw new Error(`${mode.label} preview answered ${response.status} ${await response.text()}`);
  return (await response.json()) as ImportPreview;
}

/**
 * One mode: the file previewed (timed), previewed again while the live heap is sampled, and applied with every
 * match (but repeats inside the file) decided UPDATE_EMPTY (timed). Answers the rows of the table.
 */
async function measureMode(url: string, mode: Mode): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const mb = (mode.bytes.length / 1024 / 1024).toFixed(1);
  let started = Date.now();
  let cpu = cpuSeconds();
  const first = await preview(url, mode);
  let ms = Date.now() - started;
  if (first.rows !== ROWS || first.valid !== ROWS)
    throw new Error(
      `${mode.label}: previewed ${first.rows} rows, ${first.valid} valid: ${JSON.stringify(first.problems.slice(0, 3))}`,
    );
  rows.push({
    name: `import ${mode.label}: ${ROWS} rows (${mb} MB Windows-1252 CSV) previewed, ${first.matches.length} matches (${cpuSince(cpu)})`,
    value: `${(ms / 1000).toFixed(2)} s`,
    target: `< ${PREVIEW_TARGET_MS / 1000} s`,
    pass: ms < PREVIEW_TARGET_MS,
  });

  const before = liveHeap();
  const heap = liveHeapPeak();
  const second = await preview(url, mode).finally(heap.stop);
  const peak = Math.max(heap.peak(), liveHeap());
  const growth = (peak - before) / 1024 / 1024;
  rows.push({
    name: `import ${mode.label}: live heap growth while a ${ROWS}-row file is previewed (${heap.collections()} full collections)`,
    value: `${growth.toFixed(1)} MB`,
    target: `< ${LIVE_GROWTH_MB} MB`,
    pass: growth < LIVE_GROWTH_MB,
  });

  const decisions = second.matches
    .filter((m) => m.by !== 'FILE')
    .map((m) => ({ row: m.row, action: 'UPDATE_EMPTY' as const }));
  started = Date.now();
  cpu = cpuSeconds();
  const response = await fetch(`${url}${mode.api.apply(second.importId)}`, {
    method: 'POST',
    headers: callerHeaders('NORMAL'),
    body: JSON.stringify({ decisions }),
  });
  const result = await response.json();
  ms = Date.now() - started;
  if (response.status !== 200)
    throw new Error(`${mode.label} apply answered ${response.status} ${JSON.stringify(result)}`);
  rows.push({
    name: `import ${mode.label}: ${ROWS} rows applied (${result.created} created, ${result.updated} updated, ${result.linked} linked; ${cpuSince(cpu)})`,
    value: `${(ms / 1000).toFixed(2)} s`,
    target: `< ${APPLY_TARGET_MS / 1000} s`,
    pass: ms < APPLY_TARGET_MS,
  });
  return rows;
}

/** The protocols service on its own database of the clients' engine, asking that clients service. */
async function withProtocols<T>(engine: Database, clientsUrl: string, run: (url: string) => Promise<T>) {
  const database = await connectDatabase(`import-bench-protocols-${randomUUID().slice(0, 8)}`, engine.uri);
  // catalog and identity are not running: the office's time zone falls back to the installation's
  const server = await listenForTest(
    buildProtocols(database, {
      clientsUrl,
      catalogUrl: 'http://127.0.0.1:9',
      identityUrl: 'http://127.0.0.1:9',
    }),
  );
  try {
    const existing = await insertExistingProtocols(database.connection, ROWS);
    return { existing, result: await run(server.url) };
  } finally {
    await server.close();
    await database.close();
  }
}

export async function runBenchmarks(): Promise<BenchRow[]> {
  if (!collect) throw new Error('run with --expose-gc (npm run bench does) to measure the live heap');
  return withSeededClients('import', CLIENTS, async (url, database) => {
    const rows = await measureMode(url, {
      label: 'clients',
      fileName: 'clientes.csv',
      api: CLIENT_IMPORT_API,
      bytes: clientsSpreadsheet(ROWS),
    });
    // the clients' figures stand even when the protocols' run fails: that failure is a row of its own
    try {
      const { existing, result } = await withProtocols(database, url, (protocolsUrl) =>
        measureMode(protocolsUrl, {
          label: 'protocols',
          fileName: 'processos.csv',
          api: PROTOCOL_IMPORT_API,
          bytes: protocolsSpreadsheet(ROWS),
        }),
      );
      return [
        ...rows,
        { name: `import protocols: seed ${existing} existing protocols`, value: '' },
        ...result,
      ];
    } catch (error) {
      const message = String((error as Error).message ?? error).split('\n')[0];
      return [...rows, { name: 'import protocols', value: `failed: ${message.slice(0, 160)}`, pass: false }];
    }
  });
}
