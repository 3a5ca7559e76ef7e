// `npm run bench -- backup`: 50,000 clients and 1 GB of GridFS files in the embedded engine (its own process, as
// `npm start` runs it), backed up by scripts/backup: throughput and the engine's resident memory growth while it
// streams (docs/adr-backup.md), then the backup checked against its manifest as `npm run restore` does first.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { writeBackup } from '../backup/backup';
import { verifyBackup } from '../backup/restore';
import { cpuOfProcess, type BenchRow } from './measure';
import { clientDoc, startEngine } from './mongo';

const CLIENTS = 50_000;
const FILE_MB = 8;
const FILES = 128; // 1 GiB

export async function runBenchmarks(): Promise<BenchRow[]> {
  const engine = await startEngine();
  const client = await new MongoClient(engine.uri).connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-bench-backup-'));
  try {
    const clients = client.db('clients').collection('clients');
    await clients.createIndex({ cpf: 1 }, { unique: true });
    for (let i = 0; i < CLIENTS; i += 1000)
      await clients.insertMany(
        Array.from({ length: Math.min(1000, CLIENTS - i) }, (_, j) => clientDoc(i + j)),
      );
    const bucket = new GridFSBucket(client.db('documents'), { bucketName: 'documentFiles' });
    const block = randomBytes(FILE_MB * 1024 * 1024); // scans do not compress; one block reused keeps loading fast
    for (let i = 0; i < FILES; i++)
      await pipeline(Readable.from([block]), bucket.openUploadStream(`scan-${i}.pdf`));

    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = engine.rssMb();
    let peak = before;
    const engineCpu = engine.pid ? cpuOfProcess(engine.pid) : 0;
    const ownCpu = process.cpuUsage();
    const sampler = setInterval(() => (peak = Math.max(peak, engine.rssMb())), 50);
    const started = process.hrtime.bigint();
    const manifest = await writeBackup(client, {
      dir: path.join(dir, 'backup'),
      databases: ['clients', 'documents'],
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const own = process.cpuUsage(ownCpu);
    // on a shared machine the wall time waits for the CPU; the CPU the copy used says what it costs
    const cpuSeconds =
      ((engine.pid ? cpuOfProcess(engine.pid) - engineCpu : 0) + (own.user + own.system) / 1000) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, engine.rssMb());
    const mb = manifest.totals.bytes / 1024 / 1024;
    const verifyStarted = process.hrtime.bigint();
    await verifyBackup(path.join(dir, 'backup'));
    const verifySeconds = Number(process.hrtime.bigint() - verifyStarted) / 1e9;
    const growth = peak - before;
    return [
      {
        name: `backup of 50,000 clients + 1 GiB of files (${Math.round(mb)} MB, fsyncLock held ${seconds.toFixed(1)} s)`,
        value: `${Math.round(mb / seconds)} MB/s`,
        target: '>= 50 MB/s',
        pass: mb / seconds >= 50,
      },
      {
        name: 'CPU of the backup (engine + backup process) per GB copied',
        value: `${(cpuSeconds / (mb / 1024)).toFixed(1)} s (${Math.round(mb / cpuSeconds)} MB per CPU-second)`,
      },
      {
        name: `engine resident memory growth during the backup (${engine.where})`,
        value: `${Math.round(growth)} MB (from ${Math.round(before)} MB)`,
        target: '< 128 MB',
        pass: growth < 128,
      },
      {
        name: 'backup checked against its manifest (restore’s first pass)',
        value: `${Math.round(mb / verifySeconds)} MB/s`,
      },
    ];
  } finally {
    await client.close();
    await engine.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
