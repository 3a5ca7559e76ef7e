import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@linhagem/service-kit';

export type SheddingLimits = {
  /** API requests passed on to the services at once */
  maxInFlight: number;
  /** requests waiting for a free place; one more is shed at once */
  maxQueue: number;
  /** the longest a request waits for a place before it is shed */
  maxWaitMs: number;
};

/**
 * Under overload no request waits without an answer (issue 17, item 3): past `maxInFlight` a request waits in
 * a bounded queue for at most `maxWaitMs`; a full queue or a long wait answers 503 OVERLOADED with
 * Retry-After at once. A shed request never reached a service, so the client may send it again, a write included.
 */
export function createLoadShedder({ maxInFlight, maxQueue, maxWaitMs }: SheddingLimits) {
  let inFlight = 0;
  const queue: Array<() => void> = [];
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
  const shed = (message: string) => AppError.overloaded(message, { retryAfterSeconds });

  const release = () => {
    const waiting = queue.shift();
    if (waiting) waiting();
    else inFlight--;
  };

  function admit(res: Response, next: NextFunction) {
    let released = false;
    res.once('close', () => {
      if (released) return;
      released = true;
      release();
    });
    next();
  }

  function shedder(req: Request, res: Response, next: NextFunction) {
    if (!req.path.startsWith('/api/')) return next();
    if (inFlight < maxInFlight) {
      inFlight++;
      return admit(res, next);
    }
    if (queue.length >= maxQueue) return next(shed('Too many requests are waiting; try again shortly'));
    let timer: NodeJS.Timeout | undefined = undefined;
    // the place freed by a finished request passes to this one (inFlight stays the same)
    const take = () => {
      clearTimeout(timer);
      if (res.destroyed) return release(); // the browser gave up while waiting
      admit(res, next);
    };
    timer = setTimeout(() => {
      const at = queue.indexOf(take);
      if (at >= 0) queue.splice(at, 1);
      next(shed('The system is busy; try again shortly'));
    }, maxWaitMs);
    queue.push(take);
  }

  return Object.assign(shedder, { stats: () => ({ inFlight, queued: queue.length }) });
}
