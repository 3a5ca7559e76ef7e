import path from 'node:path';
import { fileWorkPool, type FileWorkPool } from '@linhagem/service-kit';
import { gedcomErrors } from '../gedcomErrors';
import type { ReadGedcom } from './readGedcom';

let pool: FileWorkPool | undefined;

/**
 * `readGedcom` in a worker thread (DESIGN "File work off the event loop"): at most `GEDCOM_WORK_TIMEOUT_MS` (20 s;
 * 40,000 persons are read in about 1 s on an idle 2-core machine, the BFF waits 15 s) and `GEDCOM_WORK_MEMORY_MB` (512) per file, else 422 `gedcom.too-complex`
 * and the worker is replaced.
 */
export function readGedcomOffLoop(bytes: Uint8Array): Promise<ReadGedcom> {
  const whole = (value: string | undefined, fallback: number) =>
    Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;
  pool ??= fileWorkPool({
    // the worker beside this file: its .ts source under jest, its .js in dist
    filename: path.join(__dirname, `gedcomWorker${path.extname(__filename)}`),
    timeoutMs: whole(process.env.GEDCOM_WORK_TIMEOUT_MS, 20_000),
    maxMemoryMb: whole(process.env.GEDCOM_WORK_MEMORY_MB, 512),
    threads: 1,
    overLimit: gedcomErrors.tooComplex,
  });
  return pool.run('read', { bytes });
}
