import { LRUCache } from 'lru-cache';

export type CachedResponse = { status: number; headers: Record<string, string>; body: Buffer };

export type ResponseCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number };

const SEP = '\u0000';
/** One cached answer never takes more than this. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/**
 * GET answers per family, viewer (user id, or a level for reference data), Accept-Language and URL.
 * A write to a family bumps its generation, so an answer fetched before the write is never stored after it.
 */
export function createResponseCache({ ttlMs, maxEntries, maxBytes }: ResponseCacheOptions) {
  const entries = new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.body.length + key.length + 200,
    ttl: ttlMs,
  });
  const generations = new Map<string, number>();

  const keyOf = (family: string, viewer: string, language: string, url: string) =>
    [family, viewer, language, url].join(SEP);

  return {
    keyOf,
    generation: (family: string) => generations.get(family) ?? 0,
    get: (key: string) => entries.get(key),
    /** Stores unless the family was written to since `generation` was read. */
    set(key: string, family: string, generation: number, value: CachedResponse) {
      if ((generations.get(family) ?? 0) !== generation) return;
      if (value.body.length > MAX_ENTRY_BYTES) return;
      entries.set(key, value);
    },
    /** Drops every viewer's entries of these families. */
    invalidate(families: string[]) {
      for (const family of families) generations.set(family, (generations.get(family) ?? 0) + 1);
      const prefixes = families.map((f) => f + SEP);
      for (const key of [...entries.keys()]) {
        if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
      }
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
