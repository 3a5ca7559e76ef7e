import type { Connection } from 'mongoose';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

type Entry = { total: number; at: number };
type Cache = { entries: Map<string, Entry>; generation: number };
const caches = new WeakMap<Connection, Cache>();

function cacheOf(connection: Connection): Cache {
  let cache = caches.get(connection);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(connection, cache);
  }
  return cache;
}

/**
 * The total of a filtered list, remembered for 30 s per filter so paging through one filter counts once; any client
 * write through this service forgets every total. (Writes by another instance show after at most 30 s.)
 */
export async function cachedCount(
  connection: Connection,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  const cache = cacheOf(connection);
  const hit = cache.entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.total;
  const generation = cache.generation;
  const total = await count();
  // a write while counting may have changed the total: answer it, but do not remember it
  if (generation !== cache.generation) return total;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
  cache.entries.set(key, { total, at: Date.now() });
  return total;
}

/** Called after every client write. */
export function forgetCounts(connection: Connection): void {
  const cache = cacheOf(connection);
  cache.generation += 1;
  cache.entries.clear();
}
