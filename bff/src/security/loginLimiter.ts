import { LRUCache } from 'lru-cache';

type Window = { failures: number; resetAt: number };

export type LoginLimits = { windowMs: number; perAccount: number; perAddress: number };

/** OWASP ASVS 2.2.1: failed sign-ins counted per account and per address; past the limit, 429 until the window ends. */
export function createLoginLimiter({ windowMs, perAccount, perAddress }: LoginLimits) {
  const windows = new LRUCache<string, Window>({ max: 50_000, ttl: windowMs });

  const current = (key: string, now: number): Window | undefined => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };

  return {
    /** Seconds to wait, or 0 when the attempt may go ahead. */
    retryAfter(account: string, address: string, now = Date.now()): number {
      const checks: Array<[string, number]> = [
        [`a:${account.toLowerCase()}`, perAccount],
        [`ip:${address}`, perAddress],
      ];
      let wait = 0;
      for (const [key, limit] of checks) {
        const w = current(key, now);
        if (w && w.failures >= limit) wait = Math.max(wait, Math.ceil((w.resetAt - now) / 1000));
      }
      return wait;
    },
    failed(account: string, address: string, now = Date.now()) {
      for (const key of [`a:${account.toLowerCase()}`, `ip:${address}`]) {
        const w = current(key, now) ?? { failures: 0, resetAt: now + windowMs };
        w.failures += 1;
        windows.set(key, w);
      }
    },
    succeeded(account: string) {
      windows.delete(`a:${account.toLowerCase()}`);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
