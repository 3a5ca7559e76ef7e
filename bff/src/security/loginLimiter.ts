import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

type MaybePromise<T> = T | Promise<T>;

export type LoginLimits = {
  /** failures of one account from one address answered at once; each one past them doubles the wait */
  freePerAccountAndAddress: number;
  /** the wait after the first failure past the free ones */
  firstDelayMs: number;
  /** the longest wait one account and address can get */
  maxDelayMs: number;
  /** an account and address's failures are forgotten this long after the last one (or at a right password) */
  forgetAfterMs: number;
  /** failures from one address, whatever the account (spraying many accounts), past which it waits out the window */
  perAddress: number;
  windowMs: number;
};

/**
 * OWASP ASVS 2.2.1 without a lockout an attacker can cause: failed sign-ins are counted per account and address
 * together, with a wait that doubles at each failure past the free ones, so wrong passwords sent from elsewhere
 * never refuse the right password from the user's own address; an address that fails across many accounts
 * waits out a window. A right password clears its account and address.
 */
export type LoginLimiter = {
  /** Seconds to wait, or 0 when the attempt may go ahead. */
  retryAfter(account: string, address: string): MaybePromise<number>;
  failed(account: string, address: string): MaybePromise<void>;
  succeeded(account: string, address: string): MaybePromise<void>;
};

const pairKey = (account: string, address: string) => `p:${account.toLowerCase()}|${address}`;
const addressKey = (address: string) => `ip:${address}`;

/** The wait after the `failures`-th failure of one account and address, 0 while they are free. */
export function delayAfter(failures: number, limits: LoginLimits): number {
  const past = failures - limits.freePerAccountAndAddress;
  if (past < 0) return 0;
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** past);
}

const seconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

/** One BFF instance: counters in memory. */
export function createLoginLimiter(limits: LoginLimits, clock = Date.now) {
  const pairs = new LRUCache<string, { failures: number; until: number }>({
    max: 50_000,
    ttl: limits.forgetAfterMs,
  });
  const addresses = new LRUCache<string, { failures: number; resetAt: number }>({
    max: 50_000,
    ttl: limits.windowMs,
  });

  return {
    retryAfter(account: string, address: string): number {
      const now = clock();
      const pair = pairs.get(pairKey(account, address));
      const spray = addresses.get(addressKey(address));
      const sprayWait = spray && spray.failures >= limits.perAddress ? spray.resetAt - now : 0;
      return seconds(Math.max(pair ? pair.until - now : 0, sprayWait));
    },
    failed(account: string, address: string) {
      const now = clock();
      const key = pairKey(account, address);
      const failures = (pairs.get(key)?.failures ?? 0) + 1;
      pairs.set(key, { failures, until: now + delayAfter(failures, limits) });
      const window = addresses.get(addressKey(address));
      if (window && window.resetAt > now) window.failures += 1;
      else addresses.set(addressKey(address), { failures: 1, resetAt: now + limits.windowMs });
    },
    succeeded(account: string, address: string) {
      pairs.delete(pairKey(account, address));
    },
  } satisfies LoginLimiter;
}

// KEYS: the account and address's wait, the address's counter; ARGV: perAddress. The longest wait, in ms.
const RETRY_AFTER = `local wait = redis.call('PTTL', KEYS[1])
if redis.call('GET', KEYS[2]) and tonumber(redis.call('GET', KEYS[2])) >= tonumber(ARGV[1]) then
  wait = math.max(wait, redis.call('PTTL', KEYS[2]))
end
return math.max(wait, 0)`;

// KEYS: the account and address's counter and wait, the address's counter.
// ARGV: free failures, first delay, longest delay, forget after, address window (ms).
const FAILED = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local past = n - tonumber(ARGV[1])
if past >= 0 then
  local delay = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ math.min(past, 40))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
if redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], ARGV[5]) end
return 0`;

/**
 * Several BFF instances (`REDIS_URL`): the counters live in Redis, so failures spread over the instances
 * count as one; a wait is the time to live of its key. When Redis cannot be reached the attempt goes ahead
 * (identity still checks the password): an outage of the limiter must not lock every office out.
 */
export function createRedisLoginLimiter(redis: Redis, limits: LoginLimits) {
  const keys = (account: string, address: string) => {
    const pair = `login:${pairKey(account, address)}`;
    return { count: `${pair}:n`, wait: `${pair}:wait`, address: `login:${addressKey(address)}` };
  };
  return {
    async retryAfter(account: string, address: string) {
      const k = keys(account, address);
      const waitMs = await redis.eval(RETRY_AFTER, 2, k.wait, k.address, limits.perAddress).catch(() => 0);
      return seconds(Number(waitMs));
    },
    async failed(account: string, address: string) {
      const k = keys(account, address);
      const { freePerAccountAndAddress, firstDelayMs, maxDelayMs, forgetAfterMs, windowMs } = limits;
      await redis
        .eval(
          FAILED,
          3,
          k.count,
          k.wait,
          k.address,
          freePerAccountAndAddress,
          firstDelayMs,
          maxDelayMs,
          forgetAfterMs,
          windowMs,
        )
        .catch(() => undefined);
    },
    async succeeded(account: string, address: string) {
      const k = keys(account, address);
      await redis.del(k.count, k.wait).catch(() => undefined);
    },
  } satisfies LoginLimiter;
}
