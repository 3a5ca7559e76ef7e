// How `npm start` keeps a box running: a box that stops after the system is ready is started again after 1, 2, 4 …
// 30 s, each time saying why; one that crashes five times within a minute is left stopped with a clear message
// while the rest keeps running. Before "ready", an exit is a failed start and the caller stops everything.

/**
 * @typedef {{ baseMs?: number, maxMs?: number, windowMs?: number, maxCrashes?: number, stableMs?: number }} PolicyOptions
 * @typedef {{ restart: true, delayMs: number } | { restart: false, crashes: number }} Decision
 */

/** The backoff and the crash budget of one box. */
export function restartPolicy({
  baseMs = 1000,
  maxMs = 30000,
  windowMs = 60000,
  maxCrashes = 5,
  stableMs = 60000,
} = {}) {
  /** @type {number[]} */
  let crashes = [];
  let consecutive = 0;
  let startedAt = 0;
  return {
    windowMs,
    /** @param {number} now */
    started(now) {
      startedAt = now;
    },
    /** @param {number} now @returns {Decision} */
    crashed(now) {
      // a box that ran for a while before crashing starts its backoff again from the first step
      consecutive = now - startedAt >= stableMs ? 1 : consecutive + 1;
      crashes = [...crashes.filter((at) => now - at < windowMs), now];
      if (crashes.length >= maxCrashes) return { restart: false, crashes: crashes.length };
      return { restart: true, delayMs: Math.min(maxMs, baseMs * 2 ** (consecutive - 1)) };
    },
  };
}

/**
 * Runs `spawn()` and starts it again when it stops, as `restartPolicy` decides, once `isReady()`.
 * @param {{
 *   name: string,
 *   spawn: () => import('node:child_process').ChildProcess,
 *   isReady: () => boolean,
 *   isStopping: () => boolean,
 *   describeExit?: () => string,
 *   onEarlyExit: (why: string) => void,
 *   log: (line: string) => void,
 *   policy?: ReturnType<typeof restartPolicy>,
 * }} options
 */
export function supervise({ name, spawn, isReady, isStopping, describeExit, onEarlyExit, log, policy }) {
  const rules = policy ?? restartPolicy();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let gaveUp = false;
  // once cancelled, the exit of the process being stopped is not a crash: nothing restarts it
  let cancelled = false;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const start = () => {
    child = spawn();
    rules.started(Date.now());
    child.once('exit', (code, signal) => {
      if (cancelled || isStopping()) return;
      const detail = describeExit?.() ?? '';
      const why = `${name} stopped (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`;
      if (!isReady()) return onEarlyExit(why);
      const decision = rules.crashed(Date.now());
      if (!decision.restart) {
        gaveUp = true;
        log(
          `${why}. ${name} crashed ${decision.crashes} times within ${rules.windowMs / 1000} s: it is left stopped ` +
            'while the rest keeps running; fix the cause, then stop (Ctrl-C) and run npm start again',
        );
        return;
      }
      log(`${why}; restarting it in ${decision.delayMs / 1000} s`);
      timer = setTimeout(() => {
        timer = undefined;
        if (!cancelled && !isStopping()) start();
      }, decision.delayMs);
    });
  };
  start();
  return {
    /** the running process (or the last one) */
    get child() {
      return child;
    },
    get gaveUp() {
      return gaveUp;
    },
    /** no more restarts (the caller stops the process itself) */
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
