import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from './server';

export type BenchResult = { name: string; value: string; target?: string; pass?: boolean };

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

function clientDoc(i: number): Record<string, unknown> {
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

function percentile(samples: number[], quantile: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))];
}

const p95 = (samples: number[]): number => percentile(samples, 0.95);

async function timeEach(times: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

const ms = (n: number): string => `${n.toFixed(2)} ms`;

/** Collects the client's garbage between phases, so one phase's garbage is not billed to the next. */
async function settle(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

type Engine = { uri: string; rssMb(): number; where: string; stop(): Promise<void> };

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The engine as `npm start` runs it: its own process (the built CLI, in memory), so its resident
 * memory is measured alone. Falls back to this process when running from sources or off Linux.
 */
async function startEngine(): Promise<Engine> {
  const cli = path.join(__dirname, 'cli.js');
  if (process.env.BENCH_IN_PROCESS || !fs.existsSync(cli) || !fs.existsSync('/proc/self/status')) {
    const server = await startEmbeddedMongo();
    return {
      uri: server.uri,
      rssMb: () => process.memoryUsage().rss / 1024 / 1024,
      where: 'in this process',
      stop: () => server.stop(),
    };
  }
  const child = spawn(process.execPath, [cli, '--port', '0', '--in-memory'], {
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** 50,000 client-like documents through mongoose against an in-memory engine. */
export async function runBenchmarks(): Promise<BenchResult[]> {
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
    await timeEach(500, (i) => Client.findOne({ cpf: cpfs[i] }).lean()); // warm-up: JIT and connection pool
    const lookup = await timeEach(1000, async (i) => {
      const found = await Client.findOne({ cpf: cpfs[500 + i] }).lean();
      if (!found) throw new Error('indexed lookup missed');
    });

    await settle();
    const page = await timeEach(100, (i) =>
      Promise.all([
        Client.find({})
          .sort({ searchName: 1 })
          .skip(((i * 37) % 500) * 10)
          .limit(10)
          .lean(),
        Client.countDocuments({}),
      ]),
    );
    const filteredPage = await timeEach(20, (i) =>
      Promise.all([
        Client.find({ 'address.state': STATES[i % STATES.length] })
          .sort({ searchName: 1 })
          .limit(10)
          .lean(),
        Client.countDocuments({ 'address.state': STATES[i % STATES.length] }),
      ]),
    );
    const terms = [
      'conceicao',
      'goncalves 12',
      'joao da silva',
      'muller',
      'assuncao araujo',
      'beatriz rossi',
    ];
    const regex = await timeEach(60, (i) =>
      Client.find({ searchName: { $regex: terms[i % terms.length] } })
        .sort({ searchName: 1 })
        .limit(20)
        .lean(),
    );
    const regexI = await timeEach(20, (i) =>
      Client.find({ name: { $regex: 'CONCEIÇÃO', $options: 'i' } })
        .limit(20 + (i % 2))
        .lean(),
    );

    const rss = server.rssMb();
    if (process.env.BENCH_DEBUG) {
      const q = (xs: number[], f: number) =>
        [...xs].sort((a, b) => a - b)[Math.floor(xs.length * f)].toFixed(2);
      console.log('lookup p50/p90/p95/p99', q(lookup, 0.5), q(lookup, 0.9), q(lookup, 0.95), q(lookup, 0.99));
    }
    return [
      {
        name: 'bulk insert (mongoose insertMany lean, 1000 per batch)',
        value: `${Math.round(total / insertSeconds)} docs/s`,
      },
      {
        name: 'indexed lookup by cpf p95 (mongoose, engine in its own process)',
        value: `${ms(p95(lookup))} (p50 ${ms(percentile(lookup, 0.5))})`,
        target: '< 1 ms',
        pass: p95(lookup) < 1,
      },
      {
        name: 'sorted page of 10 + total count p95',
        value: ms(p95(page)),
        target: '< 30 ms',
        pass: p95(page) < 30,
      },
      { name: 'filtered (unindexed field) page of 10 + count p95', value: ms(p95(filteredPage)) },
      {
        name: 'regex search on normalized searchName p95',
        value: ms(p95(regex)),
        target: '< 100 ms',
        pass: p95(regex) < 100,
      },
      { name: 'case-insensitive $regex on unindexed name p95', value: ms(p95(regexI)) },
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
