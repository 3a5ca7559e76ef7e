// `npm run bench [-- name ...]`: runs the named benchmarks (all by default) in one run and prints one table.
// Figures are measured here and now; compare ratios and percentiles, not absolute times across machines. A missed
// target (or a benchmark that fails) makes the run exit 1 after the table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { frontends, root, boxes, services, MONGO_PORT_VAR } from './boxes.mjs';
import { build, workspaces } from './build.mjs';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { cpuByProcess, freePort, pidsByName } = require('./bench/measure.ts');
const rows = [];
const record = (name, value, target, pass) => rows.push({ name, value, target: target ?? '', pass });
// the benches that call a service straight (no BFF) sign its internal token with the system's secret
process.env.INTERNAL_TOKEN_SECRET ??= randomBytes(32).toString('hex');
/** the tail of the orchestrator's output kept for an error report (the rest is read and dropped) */
const OUTPUT_TAIL = 4000;

/**
 * Starts the orchestrator (`npm start`'s script) on free ports; resolves with the time to "ready", the URLs of
 * the BFF, every service and MongoDB, the CPU each box used so far, and a stop function.
 */
async function startOnce(dataDir) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NO_COLOR: '1',
    SEED_DEMO_DATA: 'true',
    ADMIN_PASSWORD: 'bench-Admin-1',
  };
  delete env.MONGODB_URI;
  for (const variable of [...boxes.map((b) => b.portVar), MONGO_PORT_VAR])
    env[variable] = String(await freePort());
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const keep = (d) => {
    output = (output + d).slice(-OUTPUT_TAIL);
    ready ||= /Linhagem is ready/.test(output);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    const poll = setInterval(() => ready && (clearInterval(poll), resolve()), 20);
    child.once(
      'exit',
      (code) => (clearInterval(poll), reject(new Error(`start exited ${code}:\n${output.slice(-2000)}`))),
    );
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    ms,
    baseURL: `http://127.0.0.1:${env.BFF_PORT}`,
    services: Object.fromEntries(services.map((s) => [s.name, `http://127.0.0.1:${env[s.portVar]}`])),
    mongoUri: `mongodb://127.0.0.1:${env[MONGO_PORT_VAR]}/`,
    /** CPU ms used so far per box (the embedded engine runs from the root: `mongo`) */
    cpu: () => cpuByProcess(child.pid, boxOf),
    /** the pid of each box, named as `cpu` names them (`bff`, `documents`, ...) */
    pids: () => pidsByName(child.pid, boxOf),
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

/** A box's name from its process's working directory (the embedded engine runs from the root: `mongo`). */
const boxOf = (cwd) => path.relative(root, cwd).split(path.sep).pop() || 'mongo';

const ADMIN = { username: 'admin', password: 'bench-Admin-1' };
let shared;

/** One running system (fresh data) shared by the benchmarks that need it; Chromium only for those that ask. */
async function sharedSystem({ browser = false } = {}) {
  if (!shared) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-bench-'));
    const system = await startOnce(dataDir);
    shared = {
      ...system,
      browser: undefined,
      async close() {
        await shared.browser?.close();
        await system.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (browser && !shared.browser) {
    const { chromium } = require('playwright-core');
    const { findChromium, CHROMIUM_ARGS, CHROMIUM_HELP } = require('../e2e/chromium.cjs');
    const executablePath = findChromium();
    if (!executablePath) throw new Error(CHROMIUM_HELP);
    shared.browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  }
  return shared;
}

/**
 * A benchmark on the shared running system: `run` of scripts/bench/<file> gets `{ baseURL, services, mongoUri, cpu,
 * browser, admin }` and resolves with its rows.
 */
const onSystem = (file, run, options) => async () => {
  const system = await sharedSystem(options);
  const module = await import(`./bench/${file}`);
  for (const row of await module[run]({ ...system, admin: ADMIN }))
    record(row.name, row.value, row.target, row.pass);
};

const benchmarks = {
  /**
   * Cold: the first `npm start` after `npm install` (every workspace built, empty data directory: engine,
   * first administrator, demo data). Warm: the next start (builds up to date, data on disk).
   */
  async start() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-bench-'));
    try {
      for (const dir of workspaces())
        fs.rmSync(path.join(root, dir, 'dist', '.build-stamp'), { force: true });
      const cold = await startOnce(dataDir);
      await cold.stop();
      const warm = await startOnce(dataDir);
      await warm.stop();
      record('npm start, cold (full build, empty data) to all healthy', `${(cold.ms / 1000).toFixed(1)} s`);
      record('npm start, warm (built, existing data) to all healthy', `${(warm.ms / 1000).toFixed(2)} s`);
      record('warm / cold start time', `${(warm.ms / cold.ms).toFixed(3)}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },

  /** JavaScript each frontend's page loads before it is idle, raw and gzip, measured in Chromium. */
  async frontends() {
    const system = await sharedSystem({ browser: true });
    for (const box of frontends) {
      const page = await system.browser.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (/javascript/.test(response.headers()['content-type'] ?? '')) {
          bodies.push(response.body().catch(() => Buffer.alloc(0)));
        }
      });
      const url = box.name === 'shell' ? `${system.baseURL}/login` : `${system.baseURL}/remotes/${box.name}/`;
      await page.goto(url, { waitUntil: 'load' });
      // A standalone remote may keep asking its API (no session there); count what loaded by then.
      await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => undefined);
      const buffers = await Promise.all(bodies);
      const raw = buffers.reduce((sum, b) => sum + b.length, 0);
      const gzip = buffers.reduce((sum, b) => sum + zlib.gzipSync(b).length, 0);
      record(
        `initial JS of ${box.name === 'shell' ? 'shell (login page)' : `${box.name} (standalone page)`}`,
        `${(raw / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(0)} KB gzip (${buffers.length} files)`,
      );
      await page.close();
    }
  },

  /** spec-level goals of the shell: login page JS and LCP, one React after every route (scripts/bench/shell.mjs). */
  shell: onSystem('shell.mjs', 'shellBenchmarks', { browser: true }),
  /** the family portal's standalone page: initial JS until the access-code modal, LCP at 375 px (bench/portal.mjs). */
  portal: onSystem('portal.mjs', 'portalBenchmarks', { browser: true }),
  /** 50,000 clients through the BFF: sorted filtered page and quick search (scripts/bench/clients.mjs). */
  clients: onSystem('clients.mjs', 'clientsBenchmarks'),
  /** a 5,000-person GEDCOM file previewed (target under 10 s) and applied through the BFF (scripts/bench/gedcom.mjs). */
  gedcom: onSystem('gedcom.mjs', 'gedcomBenchmarks'),
  /** a 30-person, 200-certificate checklist with its progress through the BFF (scripts/bench/checklist.mjs). */
  checklist: onSystem('checklist.mjs', 'checklistBenchmarks'),
  /** 20,000 protocols: the filtered list page and the detail with totals through the BFF (scripts/bench/protocols.mjs). */
  protocols: onSystem('protocols.mjs', 'protocolsBenchmarks'),
  /** the BFF under load: reads by id straight, through a bare Express + http-proxy-middleware proxy and through the BFF (uncached and cached), list pages (bench/gateway.mjs). */
  gateway: onSystem('gateway.mjs', 'gatewayBenchmarks'),
  /** 200 connections of mixed reads and creates for 60 s: waits bounded, 503 shed, writes kept (bench/overload.mjs). */
  overload: onSystem('overload.mjs', 'overloadBenchmarks'),
  /** 50 staff sessions and 200 families through a working day: p95 of each action (bench/officeDay.mjs). */
  office: onSystem('officeDay.mjs', 'officeDayBenchmarks'),
  /** uploads of 20 MB PDFs through the BFF and straight, their memory, a 12 MP photo's thumbnail, a case's list (bench/documents.mjs). */
  documents: onSystem('documents.mjs', 'documentsBenchmarks'),
};

/**
 * TypeScript benchmarks (scripts/bench/<file>.ts exporting runBenchmarks()) run in their own process, on the
 * workspaces' sources (the `source` condition) transpiled by swc as they load; they start built services.
 */
const processBenchmarks = {
  mongo: 'mongo.ts',
  'clients-service': 'clientsService.ts',
  /** 50,000 clients and 1 GiB of files backed up: MB/s and the engine's memory growth (bench/backup.ts). */
  backup: 'backup.ts',
  /** 50,000 clients exported as CSV and XLSX: each under 10 s, heap kept flat (bench/export.ts) */
  export: 'export.ts',
  /** a 10,000-row client spreadsheet previewed < 5 s and applied < 30 s, the heap flat (bench/import.ts) */
  import: 'import.ts',
  /** certificates read by OCR: field accuracy, seconds per page, workers' memory, uploads while reading (bench/ocr.ts) */
  ocr: 'ocr.ts',
};
for (const [name, file] of Object.entries(processBenchmarks)) {
  benchmarks[name] = async () => {
    const script = `require(${JSON.stringify(path.join(root, 'scripts/bench', file))}).runBenchmarks().then((r) => process.stdout.write('\\n@@' + JSON.stringify(r)), (e) => { console.error(e); process.exit(1); })`;
    const output = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--conditions=source',
          '--expose-gc',
          '--require',
          path.join(root, 'scripts/register-ts.cjs'),
          '-e',
          script,
        ],
        { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`scripts/bench/${file} exited ${code}`)),
      );
    });
    for (const row of JSON.parse(output.slice(output.lastIndexOf('@@') + 2)))
      record(row.name, row.value, row.target, row.pass);
  };
}

function printTable() {
  const headers = ['benchmark', 'value', 'target', 'ok'];
  const lines = rows.map((r) => [
    r.name,
    r.value,
    r.target,
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${format(headers)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((name) => !(name in benchmarks));
  if (unknown.length) {
    console.error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(2);
  }
  // LINHAGEM_PREBUILT=1 (as in `npm test`'s later stages) reuses the builds on disk when running one bench again
  if (process.env.LINHAGEM_PREBUILT !== '1') await build({ log: (line) => console.log(line) });
  for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
    console.log(`running ${name}…`);
    try {
      await benchmarks[name]();
    } catch (err) {
      record(name, `failed: ${err.message.split('\n')[0]}`, undefined, false);
    }
  }
  await shared?.close();
  printTable();
  const missed = rows.filter((r) => r.pass === false);
  if (missed.length) {
    console.error(
      `\n${missed.length} target(s) missed or benchmark(s) failed: ${missed.map((r) => r.name).join('; ')}`,
    );
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
