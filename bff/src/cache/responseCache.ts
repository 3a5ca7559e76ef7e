import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

export type CachedResponse = { status: number; headers: Record<string, string>; body: Buffer };

export type ResponseCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number };

/** What a lookup hands on to the store after a miss: the answer is kept only under the generation it read. */
export type CachePlan = { key: string; family: string; generation: number };

type MaybePromise<T> = T | Promise<T>;

/** GET answers per family, viewer (user id, or a level for reference data), Accept-Language and URL. */
export type ResponseCache = {
  lookup(
    family: string,
    viewer: string,
    language: string,
    url: string,
  ): MaybePromise<{
    hit?: CachedResponse;
    plan: CachePlan;
  }>;
  /** Stores unless the family was written to since the plan's lookup. */
  store(plan: CachePlan, value: CachedResponse): void;
  /** Drops every viewer's entries of these families. */
  invalidate(families: string[]): MaybePromise<void>;
  size(): MaybePromise<number>;
  close(): Promise<void>;
};

const SEP = '\u0000';
/** One cached answer never takes more than this. */
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** A plan that must not be stored (the shared store could not be read). */
const NO_STORE = -1;

/** One BFF instance: entries in memory; a write bumps the family's generation and drops its entries. */
export function createResponseCache({ ttlMs, maxEntries, maxBytes }: ResponseCacheOptions): ResponseCache {
  const entries = new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.body.length + key.length + 200,
    ttl: ttlMs,
  });
  const generations = new Map<string, number>();

  return {
    lookup(family, viewer, language, url) {
      const key = [family, viewer, language, url].join(SEP);
      return { hit: entries.get(key), plan: { key, family, generation: generations.get(family) ?? 0 } };
    },
    store(plan, value) {
      if ((generations.get(plan.family) ?? 0) !== plan.generation) return;
      if (value.body.length > MAX_ENTRY_BYTES) return;
      entries.set(plan.key, value);
    },
    invalidate(families) {
      for (const family of families) generations.set(family, (generations.get(family) ?? 0) + 1);
      const prefixes = families.map((f) => f + SEP);
      for (const key of [...entries.keys()]) {
        if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
      }
    },
    size: () => entries.size,
    close: async () => entries.clear(),
  };
}

// One round trip: the family's generation and the entry stored under it.
const LOOKUP = `local g = redis.call('GET', KEYS[1]) or '0'
return {g, redis.call('GET', KEYS[2] .. g .. ARGV[1])}`;

type LookupCommand = {
  linhagemCacheLookupBuffer(
    generationKey: string,
    entryPrefix: string,
    suffix: string,
  ): Promise<[Buffer, Buffer | null]>;
};

/** `[header length: 4 bytes][{status, headers} JSON][body]` */
function encode({ status, headers, body }: CachedResponse): Buffer {
  const head = Buffer.from(JSON.stringify({ status, headers }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, body]);
}

function decode(raw: Buffer): CachedResponse {
  const length = raw.readUInt32BE(0);
  const head = JSON.parse(raw.subarray(4, 4 + length).toString()) as Omit<CachedResponse, 'body'>;
  return { ...head, body: raw.subarray(4 + length) };
}

/**
 * Several BFF instances (`REDIS_URL`): entries and generations in Redis. An entry's key holds the generation
 * it was read under, so a write through any instance (INCR of the generation) orphans every older entry at
 * once for all instances; orphans expire with the TTL. The bump is sent before the write's answer reaches
 * the browser, so the browser's next read, through any instance, asks Redis after it.
 */
export function createRedisResponseCache(redis: Redis, { ttlMs }: ResponseCacheOptions): ResponseCache {
  // a defined command runs by its hash (EVALSHA); ioredis adds `<name>Buffer` to read binary answers
  if (!('linhagemCacheLookup' in redis))
    redis.defineCommand('linhagemCacheLookup', { numberOfKeys: 2, lua: LOOKUP });
  const lookup = (redis as unknown as LookupCommand).linhagemCacheLookupBuffer.bind(redis);
  const generationKey = (family: string) => `cache:g:${family}`;
  const entryPrefix = (family: string) => `cache:e:${family}:`;
  return {
    async lookup(family, viewer, language, url) {
      const suffix = SEP + [viewer, language, url].join(SEP);
      try {
        // keys go through the script as KEYS so the client's prefix applies
        const [generation, raw] = await lookup(generationKey(family), entryPrefix(family), suffix);
        const g = Number(generation.toString());
        return {
          hit: raw ? decode(raw) : undefined,
          plan: { key: `${entryPrefix(family)}${g}${suffix}`, family, generation: g },
        };
      } catch {
        return { plan: { key: '', family, generation: NO_STORE } };
      }
    },
    store(plan, value) {
      if (plan.generation === NO_STORE || value.body.length > MAX_ENTRY_BYTES) return;
      redis.set(plan.key, encode(value), 'PX', ttlMs).catch(() => undefined);
    },
    async invalidate(families) {
      const bump = redis.pipeline();
      for (const family of families) bump.incr(generationKey(family));
      await bump.exec().catch(() => undefined);
    },
    async size() {
      const keys = await redis.keys('linhagem:cache:e:*').catch(() => []);
      return keys.length;
    },
    async close() {},
  };
}
