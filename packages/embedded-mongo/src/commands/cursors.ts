import { calculateObjectSize, Long } from 'bson';
import type { Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

/** Byte budget of one batch, under the 16 MiB reply limit. */
const BATCH_BYTES = 15 * 1024 * 1024;
const DEFAULT_FIRST_BATCH = 101;
/** Documents shaped at a time when a batch has no count (a `getMore` without `batchSize`). */
const SHAPE_CHUNK = 1000;

/**
 * Where a cursor's documents come from. The stored documents are never changed in place (an update
 * stores a new object), so a cursor that holds references returns each document as it was when the
 * query ran, whole; the documents are projected or cloned a batch at a time, when the batch is sent,
 * so an open cursor holds references and not a copy of every result (the export bench's finding).
 */
export type CursorSource =
  | { docs: Doc[]; shape?: (batch: Doc[]) => Doc[] }
  | { stream: { next(): { value?: unknown; done: boolean } } };

type Reader = {
  /** Up to `count` documents within the byte budget. */
  take(count: number): Doc[];
  readonly exhausted: boolean;
};

type OpenCursor = {
  ns: string;
  reader: Reader;
  connectionId: number;
  touched: number;
  /** What is left of the command's `maxTimeMS`, which covers every `getMore` of the cursor. */
  remainingMs?: number;
};

function arrayReader(docs: Doc[], shape: ((batch: Doc[]) => Doc[]) | undefined): Reader {
  let pos = 0;
  return {
    take(count) {
      const out: Doc[] = [];
      let bytes = 0;
      while (pos < docs.length && out.length < count) {
        const n = Math.min(count - out.length, SHAPE_CHUNK, docs.length - pos);
        const raw = docs.slice(pos, pos + n);
        const shaped = shape ? shape(raw) : raw;
        for (const doc of shaped) {
          const size = calculateObjectSize(doc);
          if (out.length > 0 && bytes + size > BATCH_BYTES) return out;
          bytes += size;
          out.push(doc);
          pos++;
        }
      }
      return out;
    },
    get exhausted() {
      return pos >= docs.length;
    },
  };
}

/** Pulls from a lazy pipeline, one document ahead so that the last batch closes the cursor. */
function streamReader(stream: { next(): { value?: unknown; done: boolean } }): Reader {
  const pull = (): Doc | undefined => {
    try {
      const item = stream.next();
      return item.done ? undefined : (item.value as Doc);
    } catch (error) {
      if (error instanceof CommandError) throw error;
      throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
    }
  };
  let ahead = pull();
  return {
    take(count) {
      const out: Doc[] = [];
      let bytes = 0;
      while (ahead !== undefined && out.length < count) {
        const size = calculateObjectSize(ahead);
        if (out.length > 0 && bytes + size > BATCH_BYTES) break;
        bytes += size;
        out.push(ahead);
        ahead = pull();
      }
      return out;
    },
    get exhausted() {
      return ahead === undefined;
    },
  };
}

export class CursorStore {
  private readonly open = new Map<number, OpenCursor>();
  private next = Math.floor(Math.random() * 1e9) + 1;

  /** Takes one batch; leaves the rest behind an open cursor (id 0 when exhausted). */
  firstBatch(
    ns: string,
    source: Doc[] | CursorSource,
    batchSize: number | undefined,
    connectionId: number,
    single = false,
  ): Doc {
    const from = Array.isArray(source) ? { docs: source } : source;
    const reader = 'stream' in from ? streamReader(from.stream) : arrayReader(from.docs, from.shape);
    const size = batchSize === undefined || batchSize <= 0 ? DEFAULT_FIRST_BATCH : batchSize;
    const batch = reader.take(batchSize === 0 ? 0 : size);
    let id = 0;
    if (!single && !reader.exhausted) {
      id = this.next++;
      this.open.set(id, { ns, reader, connectionId, touched: Date.now() });
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Doc | undefined {
    const cursor = this.open.get(id);
    if (!cursor || cursor.ns !== ns) return undefined;
    let batch: Doc[];
    try {
      batch = cursor.reader.take(batchSize && batchSize > 0 ? batchSize : Infinity);
    } catch (error) {
      // a query that fails part-way is killed, as MongoDB kills it
      this.open.delete(id);
      throw error;
    }
    cursor.touched = Date.now();
    let outId = id;
    if (cursor.reader.exhausted) {
      this.open.delete(id);
      outId = 0;
    }
    return { cursor: { nextBatch: batch, id: Long.fromNumber(outId), ns }, ok: 1 };
  }

  /** Gives an open cursor what is left of its `maxTimeMS`. */
  limitTime(id: number, remainingMs: number): void {
    const cursor = this.open.get(id);
    if (cursor) cursor.remainingMs = remainingMs;
  }

  /** Counts a `getMore`'s time against the cursor's `maxTimeMS`; false (and the cursor closed) when it ran over. */
  spendTime(id: number, ms: number): boolean {
    const cursor = this.open.get(id);
    if (cursor?.remainingMs === undefined) return true;
    cursor.remainingMs -= ms;
    if (cursor.remainingMs >= 0) return true;
    this.open.delete(id);
    return false;
  }

  kill(id: number): boolean {
    return this.open.delete(id);
  }

  /** Drops cursors idle for longer than the given time (MongoDB's default is 10 minutes). */
  expire(idleMs: number): void {
    const limit = Date.now() - idleMs;
    for (const [id, cursor] of this.open) if (cursor.touched < limit) this.open.delete(id);
  }

  get size(): number {
    return this.open.size;
  }
}
