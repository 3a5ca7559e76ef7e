import path from 'node:path';
import { fileWorkPool, type FileWorkPool } from '@linhagem/service-kit';
import { documentErrors } from '../errors';

/**
 * The limits of the documents' file work, from the environment (whole numbers; else the defaults):
 * `DOCUMENT_WORK_TIMEOUT_MS` (20 s: a 25 MB scan is read and drawn in about 2 s on an idle 2-core machine; the
 * BFF waits 15 s),
 * `DOCUMENT_WORK_MEMORY_MB` (512), `DOCUMENT_WORK_THREADS` (half the cores).
 */
export function documentWorkLimits(env: Record<string, string | undefined> = process.env) {
  const whole = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    timeoutMs: whole(env.DOCUMENT_WORK_TIMEOUT_MS, 20_000),
    maxMemoryMb: whole(env.DOCUMENT_WORK_MEMORY_MB, 512),
    threads: env.DOCUMENT_WORK_THREADS ? whole(env.DOCUMENT_WORK_THREADS, 1) : undefined,
  };
}

let pool: FileWorkPool | undefined;

/**
 * The box's one pool of file workers (PDF checks, thumbnails, pages drawn): DESIGN "File work off the event loop".
 * A task over its time or memory limit is 422 `document.too-complex` and its worker is replaced.
 */
export function documentFileWork(): FileWorkPool {
  pool ??= fileWorkPool({
    // the worker beside this file: its .ts source under jest, its .js in dist
    filename: path.join(__dirname, `documentWorker${path.extname(__filename)}`),
    ...documentWorkLimits(),
    overLimit: () => documentErrors.tooComplex('time or memory'),
  });
  return pool;
}
