import { availableParallelism } from 'node:os';
import path from 'node:path';
import { UPLOAD_ANSWER_TIMEOUT_MS } from '@linhagem/contracts';
import { fileWorkPool, type FileWorkPool } from '@linhagem/service-kit';
import { documentErrors } from '../errors';

/**
 * What the file work of one upload may take at worst, queue included, of the BFF's wait for an upload's answer
 * (contracts' UPLOAD_ANSWER_TIMEOUT_MS, 115 s): the other 25 s are the upload's other steps on a loaded machine
 * (its target asked of services/protocols, its bytes read back from GridFS, a fresh worker's start, the records).
 * A file over a limit is then always refused with this box's code (`document.too-complex`, 503 `OVERLOADED`), never
 * cut by the BFF's 504 (docs/adr-documents.md "Bounded file work").
 */
export const DOCUMENT_WORK_BUDGET_MS = UPLOAD_ANSWER_TIMEOUT_MS - 25_000;

/**
 * The limits of the documents' file work, from the environment (whole numbers; else the defaults):
 * `DOCUMENT_WORK_TIMEOUT_MS` (15 s: a 25 MB scan is read and drawn in about 2 s on an idle 2-core machine; at most
 * the budget), `DOCUMENT_WORK_MEMORY_MB` (512), `DOCUMENT_WORK_THREADS` (half the cores). The tasks allowed to wait
 * follow from the time limit: a task admitted last waits for the queue before it and the running ones, each at
 * its limit, then runs to its own, all within `DOCUMENT_WORK_BUDGET_MS` (90 s: with 15 s, five waiting per thread,
 * so that five uploads at once and a background reading's page fit on a 2-core machine's one thread).
 */
export function documentWorkLimits(env: Record<string, string | undefined> = process.env) {
  const whole = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  const timeoutMs = Math.min(whole(env.DOCUMENT_WORK_TIMEOUT_MS, 15_000), DOCUMENT_WORK_BUDGET_MS);
  const threads = whole(env.DOCUMENT_WORK_THREADS, Math.max(1, Math.floor(availableParallelism() / 2)));
  return {
    timeoutMs,
    maxMemoryMb: whole(env.DOCUMENT_WORK_MEMORY_MB, 512),
    threads,
    maxQueue: threads * (Math.floor(DOCUMENT_WORK_BUDGET_MS / timeoutMs) - 1),
  };
}

/**
 * The longest a task of a pool with these limits waits and runs: the last one admitted has the queue but one and a
 * task per thread ahead of it, which start `threads` at a time as each ends at its time limit, then its own run.
 */
export const worstFileWorkMs = ({ timeoutMs, threads, maxQueue }: ReturnType<typeof documentWorkLimits>) =>
  (Math.floor((maxQueue - 1) / threads) + 2) * timeoutMs;

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
