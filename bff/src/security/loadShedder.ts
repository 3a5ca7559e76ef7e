import { AppError } from '@linhagem/service-kit/core';
import type { Response } from 'express';

export type SheddingLimits = {
  /** API requests passed on to the services at once */
  maxInFlight: number;
  /** requests waiting for a free place; one more is shed at once */
  maxQueue: number;
  /** the longest a request waits for a place before it is shed */
  maxWaitMs: number;
  /** while requests wait, a read older than this (queue and service together) is cut and shed */
  maxReadMs: number;
};

const SWEEP_MS = 100;

/**
 * Under overload no request waits without an answer (docs/adr-load-profile.md): past `maxInFlight` a request waits in
 * a bounded queue for at most `maxWaitMs`; a full queue or a long wait answers 503 OVERLOADED with
 * Retry-After at once. A shed request never reached a service, so the client may send it again, a write included.
 * While requests wait, a read that has been in the BFF longer than `maxReadMs` is cut (its upstream call
 * dropped) and shed the same way, so time spent at a saturated service counts too. Writes are never cut (the
 * service may already have stored them); they wait ahead of reads instead.
 */
export function createLoadShedder({ maxInFlight, maxQueue, maxWaitMs, maxReadMs }: SheddingLimits) {
  let inFlight = 0;
  const writes: Array<() => void> = [];
  const reads: Array<() => void> = [];
  const admitted = new Map<Response, number>();
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
  const shed = (message: string) => AppError.overloaded(message, { retryAfterSeconds });
  const queued = () => writes.length + reads.length;

  const release = () => {
    const waiting = writes.shift() ?? reads.shift();
    if (waiting) waiting();
    else inFlight--;
  };

  function admit(res: Response, proceed: () => void, started: number) {
    let released = false;
    admitted.set(res, started);
    res.once('close', () => {
      if (released) return;
      released = true;
      admitted.delete(res);
      release();
    });
    proceed();
  }

  // only while someone waits: a long read then holds a place a newer request needs
  const sweeper = setInterval(() => {
    if (queued() === 0) return;
    const oldest = Date.now() - maxReadMs;
    for (const [res, started] of admitted) {
      const locals = res.locals;
      // not yet upstream (its session being checked): the next sweep finds it there
      if (started > oldest || !locals.safeToRetry || !locals.cutUpstream || res.headersSent) continue;
      admitted.delete(res);
      locals.cutUpstream(shed('The system is busy; try again shortly'));
    }
  }, SWEEP_MS);
  sweeper.unref();

  /**
   * An API request asks for a place (the gateway has its guard, so it knows a write): `proceed` runs now or
   * once a place frees, else `refuse` gets the 503 to answer.
   */
  function enter(res: Response, isWrite: boolean, proceed: () => void, refuse: (error: AppError) => void) {
    const started = Date.now();
    if (inFlight < maxInFlight) {
      inFlight++;
      return admit(res, proceed, started);
    }
    if (queued() >= maxQueue) return refuse(shed('Too many requests are waiting; try again shortly'));
    const queue = isWrite ? writes : reads;
    let timer: NodeJS.Timeout | undefined = undefined;
    // the place freed by a finished request passes to this one (inFlight stays the same)
    const take = () => {
      clearTimeout(timer);
      if (res.destroyed) return release(); // the browser gave up while waiting
      admit(res, proceed, started);
    };
    timer = setTimeout(() => {
      const at = queue.indexOf(take);
      if (at >= 0) queue.splice(at, 1);
      refuse(shed('The system is busy; try again shortly'));
    }, maxWaitMs);
    queue.push(take);
  }

  return {
    enter,
    stats: () => ({ inFlight, queued: queued() }),
    close: () => clearInterval(sweeper),
  };
}
export type LoadShedder = ReturnType<typeof createLoadShedder>;
