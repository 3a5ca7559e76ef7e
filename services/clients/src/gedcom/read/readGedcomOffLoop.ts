import path from 'node:path';
import { UPLOAD_ANSWER_TIMEOUT_MS } from '@linhagem/contracts';
import { fileWorkPool, type FileWorkPool } from '@linhagem/service-kit';
import { gedcomErrors } from '../gedcomErrors';
import type { ReadGedcom } from './readGedcom';

let pool: FileWorkPool | undefined;

/**
 * What reading one file may take at worst, queue included, of the BFF's wait for an upload's answer (contracts'
 * UPLOAD_ANSWER_TIMEOUT_MS): the rest is the upload's other steps on a loaded machine. A file over a limit is then
 * refused with `gedcom.too-complex` (or 503 `OVERLOADED`), never cut by the BFF's 504 (docs/adr-documents.md
 * "Bounded file work", whose documents box does the same).
 */
const GEDCOM_WORK_BUDGET_MS = UPLOAD_ANSWER_TIMEOUT_MS - 25_000;

/**
 * `readGedcom` in a worker thread (DESIGN "File work off the event loop"): at most `GEDCOM_WORK_TIMEOUT_MS` (20 s;
 * 40,000 persons are read in about 1 s on an idle 2-core machine) and `GEDCOM_WORK_MEMORY_MB` (512) per file, else
 * 422 `gedcom.too-complex` and the worker is replaced. One thread; the files allowed to wait follow from the time
 * limit, so that the last one admitted still ends within the budget (90 s: with 20 s, three).
 */
export function readGedcomOffLoop(bytes: Uint8Array): Promise<ReadGedcom> {
  const whole = (value: string | undefined, fallback: number) =>
    Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;
  const timeoutMs = Math.min(whole(process.env.GEDCOM_WORK_TIMEOUT_MS, 20_000), GEDCOM_WORK_BUDGET_MS);
  pool ??= fileWorkPool({
    // the worker beside this file: its .ts source under jest, its .js in dist
    filename: path.join(__dirname, `gedcomWorker${path.extname(__filename)}`),
    timeoutMs,
    maxMemoryMb: whole(process.env.GEDCOM_WORK_MEMORY_MB, 512),
    threads: 1,
    // the running file and this many waiting, each at its limit, end within the budget
    maxQueue: Math.floor(GEDCOM_WORK_BUDGET_MS / timeoutMs) - 1,
    overLimit: gedcomErrors.tooComplex,
  });
  return pool.run('read', { bytes });
}
