export type RateLimits = { windowMs: number; limit: number };

/** windows kept before the expired ones are swept */
const SWEEP_AT = 10_000;

type Window = { count: number; resetAt: number };

/**
 * A fixed window per key, in this instance's memory (OWASP ASVS 11.1.4 business limits): `take(key)` counts one
 * use and answers 0, or, past `limit` uses in the window, counts nothing and answers the whole seconds until
 * the window ends (the `Retry-After`). The algorithm of the BFF's sign-in limiter; several instances each
 * allow `limit`, which bounds the damage as well for a limit meant against runaway scripts, not guessing.
 */
export function createRateLimiter({ windowMs, limit }: RateLimits, clock: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    take(key: string): number {
      const now = clock();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size >= SWEEP_AT) sweep(now);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      if (w.count >= limit) return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      w.count += 1;
      return 0;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
