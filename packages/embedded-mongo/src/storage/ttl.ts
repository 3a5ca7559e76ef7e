import type { Engine } from './engine';
import { getPath } from './values';

/** Removes documents whose TTL index date is older than `expireAfterSeconds` (every `everyMs`, like mongod's 60 s monitor). */
export function sweepExpired(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const collections of engine.dbs.values()) {
    for (const collection of collections.values()) {
      for (const index of collection.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
        const field = index.fields[0];
        const expired: unknown[] = [];
        for (const doc of collection.docs.values()) {
          const value = getPath(doc, field);
          const dates = (Array.isArray(value) ? value : [value]).filter((v): v is Date => v instanceof Date);
          if (dates.length > 0 && Math.min(...dates.map((d) => d.getTime())) + seconds * 1000 <= now)
            expired.push(doc._id);
        }
        for (const id of expired) if (engine.remove(collection, id)) removed++;
      }
    }
  }
  return removed;
}

export function startTtlMonitor(engine: Engine, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    // a backup holding the write lock reads one point in time; the next sweep removes what expired meanwhile
    if (engine.writesLocked) return;
    if (sweepExpired(engine) > 0) void engine.commit().catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
