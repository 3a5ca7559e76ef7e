import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker, type Transferable } from 'node:worker_threads';
import { ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '../AppError';
import type { FileTaskResult } from './fileTask';

export type FileWorkOptions = {
  /** the worker module (its `.ts` source under jest, its `.js` in `dist`): each named export is a `fileTask` */
  filename: string;
  /** how long a task may run once started; past it its worker is ended (another starts for the next task) */
  timeoutMs: number;
  /** the worker's heap (`resourceLimits.maxOldGenerationSizeMb`); past it the worker dies and is replaced */
  maxMemoryMb: number;
  /** the refusal a task over its time or memory limit gets (e.g. 422 `document.too-complex`) */
  overLimit: () => AppError;
  /** threads at most (default: half the cores, at least one) */
  threads?: number;
  /** tasks waiting at most; one more is 503 OVERLOADED with `Retry-After` (default: 4 per thread) */
  maxQueue?: number;
  /** an idle thread ends after this long (default a minute) */
  idleMs?: number;
};

export type FileWorkPool = {
  /** Runs the named task with its input in a worker, within the limits; a refusal it throws is thrown here. */
  run<T>(task: string, input: unknown, transfer?: readonly Transferable[]): Promise<T>;
  close(): Promise<void>;
};

type Job = {
  task: string;
  input: unknown;
  transfer: readonly Transferable[];
  resolve(result: FileTaskResult<unknown>): void;
  reject(error: unknown): void;
};
type WorkerMessage =
  | { type: 'started' }
  | { type: 'done'; result: FileTaskResult<unknown> }
  | { type: 'failed'; message: string };

/** The module every thread starts: it loads `filename` and runs the tasks messages name. */
const entry = path.join(__dirname, 'fileWorkEntry.js');

/**
 * A pool of worker threads for work on a whole file (parsing, drawing, decoding) that must never hold a box's event
 * loop (DESIGN "File work off the event loop"). Each task runs with a time limit counted from its start and a heap
 * limit; one over either is refused with `overLimit()` and its thread ended (the next task starts a fresh one), so
 * nothing it half-built survives. Waiting tasks are bounded: a burst of heavy files is answered 503 rather than
 * queued without end. Threads start on first use and end when idle. (piscina 4 was tried first: under our limits
 * it never ran a task again after one was aborted, and never started a thread with `minThreads: 0`.)
 */
export function fileWorkPool({
  filename,
  timeoutMs,
  maxMemoryMb,
  overLimit,
  threads = Math.max(1, Math.floor(availableParallelism() / 2)),
  maxQueue = threads * 4,
  idleMs = 60_000,
}: FileWorkOptions): FileWorkPool {
  const live = new Set<Worker>();
  const idle = new Map<Worker, NodeJS.Timeout>();
  const queue: Job[] = [];

  const retire = (worker: Worker) => {
    if (!live.delete(worker)) return;
    clearTimeout(idle.get(worker));
    idle.delete(worker);
    // an error after the end (a late out-of-memory report) must not be unhandled
    worker.on('error', () => undefined);
    void worker.terminate();
  };

  const spawn = () => {
    const worker = new Worker(entry, {
      workerData: { filename },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    live.add(worker);
    return worker;
  };

  const takeIdle = () => {
    const [worker] = idle.keys();
    if (!worker) return undefined;
    clearTimeout(idle.get(worker));
    idle.delete(worker);
    return worker;
  };

  const release = (worker: Worker) => {
    const timer = setTimeout(() => retire(worker), idleMs);
    timer.unref();
    idle.set(worker, timer);
  };

  const dispatch = () => {
    while (queue.length > 0 && (idle.size > 0 || live.size < threads)) {
      const worker = takeIdle() ?? spawn();
      runOn(worker, queue.shift()!);
    }
  };

  const runOn = (worker: Worker, job: Job) => {
    let timer: NodeJS.Timeout | undefined;
    const settle = (keepWorker: boolean, answer: () => void) => {
      clearTimeout(timer);
      // only this task's listeners go: removing all would also remove the Worker's own
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (keepWorker) release(worker);
      else retire(worker);
      answer();
      dispatch();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'started')
        timer = setTimeout(() => settle(false, () => job.reject(overLimit())), timeoutMs);
      else if (message.type === 'done') settle(true, () => job.resolve(message.result));
      else settle(false, () => job.reject(new Error(`File task ${job.task} failed: ${message.message}`)));
    };
    const onError = (error: Error & { code?: string }) =>
      settle(false, () => job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? overLimit() : error));
    const onExit = (code: number) =>
      settle(false, () => job.reject(new Error(`The file worker ended (exit code ${code})`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ task: job.task, input: job.input }, job.transfer);
  };

  return {
    async run<T>(task: string, input: unknown, transfer: readonly Transferable[] = []): Promise<T> {
      if (queue.length >= maxQueue && idle.size === 0 && live.size >= threads)
        throw new AppError(503, 'The files of other requests are being read; try again shortly', {
          code: ERROR_CODES.overloaded,
          headers: { 'Retry-After': String(Math.ceil(timeoutMs / 1000)) },
        });
      const result = await new Promise<FileTaskResult<unknown>>((resolve, reject) => {
        queue.push({ task, input, transfer, resolve, reject });
        dispatch();
      });
      if ('refusal' in result) {
        const { status, code, message, details } = result.refusal;
        throw new AppError(status, message, { code: code as never, details });
      }
      return result.value as T;
    },
    async close() {
      for (const job of queue.splice(0)) job.reject(new Error('The file work pool closed'));
      await Promise.all([...live].map((worker) => worker.terminate()));
      live.clear();
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
    },
  };
}
