import { calculateObjectSize, Long } from 'bson';
import type { Doc } from '../storage/values';

/** Byte budget of one batch, under the 16 MiB reply limit. */
const BATCH_BYTES = 15 * 1024 * 1024;
const DEFAULT_FIRST_BATCH = 101;

type OpenCursor = { ns: string; docs: Doc[]; pos: number; connectionId: number; touched: number };

export class CursorStore {
  private readonly open = new Map<number, OpenCursor>();
  private next = Math.floor(Math.random() * 1e9) + 1;

  /** Takes one batch; leaves the rest behind an open cursor (id 0 when exhausted). */
  firstBatch(
    ns: string,
    docs: Doc[],
    batchSize: number | undefined,
    connectionId: number,
    single = false,
  ): Doc {
    const size = batchSize === undefined || batchSize <= 0 ? DEFAULT_FIRST_BATCH : batchSize;
    const batch = takeBatch(docs, 0, batchSize === 0 ? 0 : size);
    let id = 0;
    if (!single && batch.length < docs.length) {
      id = this.next++;
      this.open.set(id, { ns, docs, pos: batch.length, connectionId, touched: Date.now() });
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns }, ok: 1 };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Doc | undefined {
    const cursor = this.open.get(id);
    if (!cursor || cursor.ns !== ns) return undefined;
    const batch = takeBatch(cursor.docs, cursor.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    cursor.pos += batch.length;
    cursor.touched = Date.now();
    let outId = id;
    if (cursor.pos >= cursor.docs.length) {
      this.open.delete(id);
      outId = 0;
    }
    return { cursor: { nextBatch: batch, id: Long.fromNumber(outId), ns }, ok: 1 };
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

function takeBatch(docs: Doc[], start: number, count: number): Doc[] {
  const out: Doc[] = [];
  let bytes = 0;
  for (let i = start; i < docs.length && out.length < count; i++) {
    const size = calculateObjectSize(docs[i]);
    if (out.length > 0 && bytes + size > BATCH_BYTES) break;
    bytes += size;
    out.push(docs[i]);
  }
  return out;
}
