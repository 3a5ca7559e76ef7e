import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from './server';

export type BenchResult = { name: string; value: string; target?: string; pass?: boolean };

const FIRST = ['João', 'Maria', 'José', 'Ana', 'Conceição', 'Antônio', 'Francisca', 'Luís', 'Inês', 'Sebastião', 'Beatriz', 'Giuseppe'];
const LAST = ['da Silva', 'Pereira', 'Assunção', 'Gonçalves', 'Rossi', 'Haddad', 'Araújo', 'Conceição', 'Müller', 'Bianchi'];
const STATES = ['SP', 'RJ', 'MG', 'PR', 'RS', 'BA'];

function normalize(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
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
    address: { street: `Rua ${LAST[i % LAST.length]}, ${i % 2000}`, city: 'São Paulo', state: STATES[i % STATES.length], zip: String(1000000 + i) },
    notes: 'Descendant of an Italian immigrant who arrived in Santos in 1895.',
    createdAt: new Date(1_600_000_000_000 + i * 60_000),
  };
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
}

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

/** 50,000 client-like documents through mongoose against an in-memory engine in this process. */
export async function runBenchmarks(): Promise<BenchResult[]> {
  const total = 50_000;
  const server = await startEmbeddedMongo();
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
      await Client.insertMany(Array.from({ length: Math.min(1000, total - i) }, (_, j) => clientDoc(i + j)));
    }
    const insertSeconds = Number(process.hrtime.bigint() - insertStart) / 1e9;

    const cpfOf = (i: number): string => String(clientDoc((i * 104_729) % total).cpf);
    await timeEach(50, (i) => Client.findOne({ cpf: cpfOf(i) }).lean());
    const lookup = await timeEach(500, async (i) => {
      const found = await Client.findOne({ cpf: cpfOf(i) }).lean();
      if (!found) throw new Error('indexed lookup missed');
    });

    const page = await timeEach(100, (i) =>
      Promise.all([
        Client.find({}).sort({ searchName: 1 }).skip(((i * 37) % 500) * 10).limit(10).lean(),
        Client.countDocuments({}),
      ]),
    );
    const filteredPage = await timeEach(20, (i) =>
      Promise.all([
        Client.find({ 'address.state': STATES[i % STATES.length] }).sort({ searchName: 1 }).limit(10).lean(),
        Client.countDocuments({ 'address.state': STATES[i % STATES.length] }),
      ]),
    );
    const terms = ['conceicao', 'goncalves 12', 'joao da silva', 'muller', 'assuncao araujo', 'beatriz rossi'];
    const regex = await timeEach(60, (i) =>
      Client.find({ searchName: { $regex: terms[i % terms.length] } }).sort({ searchName: 1 }).limit(20).lean(),
    );
    const regexI = await timeEach(20, (i) => Client.find({ name: { $regex: 'CONCEIÇÃO', $options: 'i' } }).limit(20 + (i % 2)).lean());

    global.gc?.();
    const rss = process.memoryUsage().rss / 1024 / 1024;
    return [
      { name: 'bulk insert (mongoose insertMany, 1000 per batch)', value: `${Math.round(total / insertSeconds)} docs/s` },
      { name: 'indexed lookup by cpf p95', value: ms(p95(lookup)), target: '< 1 ms', pass: p95(lookup) < 1 },
      { name: 'sorted page of 10 + total count p95', value: ms(p95(page)), target: '< 30 ms', pass: p95(page) < 30 },
      { name: 'filtered (unindexed field) page of 10 + count p95', value: ms(p95(filteredPage)) },
      { name: 'regex search on normalized searchName p95', value: ms(p95(regex)), target: '< 100 ms', pass: p95(regex) < 100 },
      { name: 'case-insensitive $regex on unindexed name p95', value: ms(p95(regexI)) },
      { name: 'resident memory (engine + client, 50,000 docs)', value: `${Math.round(rss)} MB`, target: '< 300 MB', pass: rss < 300 },
    ];
  } finally {
    await conn.close();
    await server.stop();
  }
}
