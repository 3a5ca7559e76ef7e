import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

type Window = { failures: number; resetAt: number };
type MaybePromise<T> = T | Promise<T>;

export type LoginLimits = { windowMs: number; perAccount: number; perAddress: number };

/** OWASP ASVS 2.2.1: failed sign-ins counted per account and per address; past the limit, 429 until the window ends. */
export type LoginLimiter = {
  /** Seconds to wait, or 0 when the attempt may go ahead. */
  retryAfter(account: string, address: string): MaybePromise<number>;
  failed(account: string, address: string): MaybePromise<void>;
  succeeded(account: string): MaybePromise<void>;
};

const keysOf = (account: string, address: string) => [`a:${account.toLowerCase()}`, `ip:${address}`];

/** One BFF instance: windows in memory. */
export function createLoginLimiter({ windowMs, perAccount, perAddress }: LoginLimits, clock = Date.now) {
  const windows = new LRUCache<string, Window>({ max: 50_000, ttl: windowMs });

  const current = (key: string, now: number): Window | undefined => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };

  return {
    retryAfter(account: string, address: string): number {
      const now = clock();
      const [accountKey, addressKey] = keysOf(account, address);
      let wait = 0;
      for (const [key, limit] of [
        [accountKey, perAccount],
        [addressKey, perAddress],
      ] as const) {
        const w = current(key, now);
        if (w && w.failures >= limit) wait = Math.max(wait, Math.ceil((w.resetAt - now) / 1000));
      }
      return wait;
    },
    failed(account: string, address: string) {
      const now = clock();
      for (const key of keysOf(account, address)) {
        const w = current(key, now) ?? { failures: 0, resetAt: now + windowMs };
        w.failures += 1;
        windows.set(key, w);
      }
    },
    succeeded(account: string) {
      windows.delete(keysOf(account, '')[0]);
    },
  } satisfies LoginLimiter;
}

// The longest wait among the windows past their limit (KEYS[i] with limit ARGV[i]), in milliseconds.
const RETRY_AFTER = `local wait = 0
for i, key in ipairs(KEYS) do
  local n = tonumber(redis.call('GET', key) or '0')
  if n >= tonumber(ARGV[i]) then wait = math.max(wait, redis.call('PTTL', key)) end
end
return wait`;

// One more failure in each window; a window starts with its first failure.
const FAILED = `for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

/**
 * Several BFF instances (`REDIS_URL`): the windows live in Redis, so failures spread over the instances
 * count as one. When Redis cannot be reached the attempt goes ahead (identity still checks the password):
 * an outage of the limiter must not lock every office out.
 */
export function createRedisLoginLimiter(redis: Redis, { windowMs, perAccount, perAddress }: LoginLimits) {
  const prefixed = (keys: string[]) => keys.map((k) => `login:${k}`);
  return {
    async retryAfter(account: string, address: string) {
      const keys = prefixed(keysOf(account, address));
      const waitMs = await redis
        .eval(RETRY_AFTER, keys.length, ...keys, perAccount, perAddress)
        .catch(() => 0);
      return Math.ceil(Number(waitMs) / 1000);
    },
    async failed(account: string, address: string) {
      const keys = prefixed(keysOf(account, address));
      await redis.eval(FAILED, keys.length, ...keys, windowMs).catch(() => undefined);
    },
    async succeeded(account: string) {
      await redis.del(prefixed(keysOf(account, ''))[0]).catch(() => undefined);
    },
  } satisfies LoginLimiter;
}
