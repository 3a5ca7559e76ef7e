// `npm run bench -- mongo`: 50,000 client-like documents through mongoose against an in-memory embedded engine
// (the built CLI in its own process, so its resident memory is measured alone).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from '../../packages/embedded-mongo/src/server';
import { ms, timeCalls, type BenchRow } from './measure';

const CLI = path.resolve(__dirname, '../../packages/embedded-mongo/dist/cli.js');

const FIRST = [
  'João',
  'Maria',
  'José',
  'Ana',
  'Conceição',
  'Antônio',
  'Francisca',
  'Luís',
  'Inês',
  'Sebastião',
  'Beatriz',
  'Giuseppe',
];
const LAST = [
  'da Silva',
  'Pereira',
  'Assunção',
  'Gonçalves',
  'Rossi',
  'Haddad',
  'Araújo',
  'Conceição',
  'Müller',
  'Bianchi',
];
const STATES = ['SP', 'RJ', 'MG', 'PR', 'RS', 'BA'];

function normalize(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function clientDoc(i: number): Record<string, unknown> {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3) % LAST.length]} ${i}`;
  return {
    name,
    searchName: normalize(name),
    cpf: String(10_000_000_000 + i * 7919).slice(0, 11),
    birthDay: `${1930 + (i % 80)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    email: `client${i}@example.com`,
    phones: [{ kind: 'mobile', number: `+55 11 9${String(i).padStart(8, '0')}` }],
    address: {
      street: `Rua ${LAST[i % LAST.length]}, ${i % 2000}`,
      city: 'São Paulo',
      state: STATES[i % STATES.length],
      zip: String(1000000 + i),
    },
    notes: 'Descendant of an Italian immigrant who arrived in Santos in 1895.',
    createdAt: new Date(1_600_000_000_000 + i * 60_000),
  };
}

/** Collects the client's garbage between phases, so one phase's garbage is not billed to the next. */
async function settle(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

type Engine = { uri: string; rssMb(): number; where: string; stop(): Promise<void>; pid?: number };

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The engine as `npm start` runs it: its own process (the built CLI, in memory), so its resident
 * memory is measured alone. Falls back to this process when running from sources or off Linux.
 */
export async function startEngine(): Promise<Engine> {
  if (process.env.BENCH_IN_PROCESS || !fs.existsSync(CLI) || !fs.existsSync('/proc/self/status')) {
    const server = await startEmbeddedMongo();
    return {
      uri: server.uri,
      rssMb: () => process.memoryUsage().rss / 1024 / 1024,
      where: 'in this process',
      stop: () => server.stop(),
    };
  }
  const child = spawn(process.execPath, [CLI, '--port', '0', '--in-memory'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /listening on (mongodb:\S+)/.exec(out);
      if (match) resolve(match[1] + '/');
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
  return {
    uri,
    rssMb: () => rssOf(child.pid!),
    where: 'engine process',
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function runBenchmarks(): Promise<BenchRow[]> {
  const total = 50_000;
  const server = await startEngine();
  const conn = await mongoose.createConnection(server.uri, { dbName: 'bench' }).asPromise();
  try {
    const Client = conn.model(
      'Client',
      new Schema({
        name: String,
        searchName: { type: String, index: true },
        cpf: { type: String, unique: true },
        birthDay: { type: String, index: true },
        email: String,
        phones: [{ kind: String, number: String }],
        address: { street: String, city: String, state: String, zip: String },
        notes: String,
        createdAt: Date,
      }),
    );
    await Client.init();
    const insertStart = process.hrtime.bigint();
    for (let i = 0; i < total; i += 1000) {
      await Client.insertMany(
        Array.from({ length: Math.min(1000, total - i) }, (_, j) => clientDoc(i + j)),
        { lean: true },
      );
    }
    const insertSeconds = Number(process.hrtime.bigint() - insertStart) / 1e9;

    // Keys are made before timing: building a client document is test-data work, not the lookup's.
    const cpfs = Array.from({ length: 1500 }, (_, i) => String(clientDoc((i * 104_729) % total).cpf));
    await settle();
    // 500 untimed lookups first: JIT and connection pool
    const lookup = await timeCalls(
      async (i) => {
        if (!(await Client.findOne({ cpf: cpfs[i] }).lean())) throw new Error('indexed lookup missed');
      },
      { samples: 1000, warmUp: 500 },
    );

    await settle();
    const page = await timeCalls(
      (i) =>
        Promise.all([
          Client.find({})
            .sort({ searchName: 1 })
            .skip(((i * 37) % 500) * 10)
            .limit(10)
            .lean(),
          Client.countDocuments({}),
        ]),
      { samples: 100 },
    );
    const filteredPage = await timeCalls(
      (i) =>
        Promise.all([
          Client.find({ 'address.state': STATES[i % STATES.length] })
            .sort({ searchName: 1 })
            .limit(10)
            .lean(),
          Client.countDocuments({ 'address.state': STATES[i % STATES.length] }),
        ]),
      { samples: 20 },
    );
    const terms = [
      'conceicao',
      'goncalves 12',
      'joao da silva',
      'muller',
      'assuncao araujo',
      'beatriz rossi',
    ];
    const regex = await timeCalls(
      (i) =>
        Client.find({ searchName: { $regex: terms[i % terms.length] } })
          .sort({ searchName: 1 })
          .limit(20)
          .lean(),
      { samples: 60 },
    );
    const regexI = await timeCalls(
      (i) =>
        Client.find({ name: { $regex: 'CONCEIÇÃO', $options: 'i' } })
          .limit(20 + (i % 2))
          .lean(),
      { samples: 20 },
    );

    const rss = server.rssMb();
    if (process.env.BENCH_DEBUG) console.log('lookup', lookup);
    return [
      {
        name: 'bulk insert (mongoose insertMany lean, 1000 per batch)',
        value: `${Math.round(total / insertSeconds)} docs/s`,
      },
      {
        name: 'indexed lookup by cpf p95 (mongoose, engine in its own process)',
        value: `${ms(lookup.p95, 2)} (p50 ${ms(lookup.p50, 2)})`,
        target: '< 1 ms',
        pass: lookup.p95 < 1,
      },
      {
        name: 'sorted page of 10 + total count p95',
        value: ms(page.p95, 2),
        target: '< 30 ms',
        pass: page.p95 < 30,
      },
      { name: 'filtered (unindexed field) page of 10 + count p95', value: ms(filteredPage.p95, 2) },
      {
        name: 'regex search on normalized searchName p95',
        value: ms(regex.p95, 2),
        target: '< 100 ms',
        pass: regex.p95 < 100,
      },
      { name: 'case-insensitive $regex on unindexed name p95', value: ms(regexI.p95, 2) },
      {
        name: `resident memory with 50,000 docs (${server.where})`,
        value: `${Math.round(rss)} MB`,
        target: '< 300 MB',
        pass: rss < 300,
      },
    ];
  } finally {
    await conn.close();
    await server.stop();
  }
}
