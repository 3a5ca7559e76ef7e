import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from './crc32c';
import { normalizeStored } from './doubles';
import { OWNER_ONLY_FILE } from './ownerOnly';

/** Record framing: [u32 payload length][u32 crc32c of payload][BSON payload]. */
const HEADER = 8;
const MAX_RECORD = 64 * 1024 * 1024;

export function frame(op: Document): Buffer {
  const payload = serialize(op);
  const out = Buffer.allocUnsafe(HEADER + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32c(payload), 4);
  out.set(payload, HEADER);
  return out;
}

export type ReadResult = { ops: Document[]; validBytes: number; totalBytes: number };

/** Reads records up to the first torn or corrupt one. */
export function readRecords(file: string): ReadResult {
  const data = fs.readFileSync(file);
  const ops: Document[] = [];
  let offset = 0;
  while (offset + HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const crc = data.readUInt32LE(offset + 4);
    if (length < 5 || length > MAX_RECORD || offset + HEADER + length > data.length) break;
    if (crc32c(data, offset + HEADER, offset + HEADER + length) !== crc) break;
    try {
      // read as the wire layer reads a document to store: a whole double stays a double (storage/doubles.ts)
      const record = deserialize(data.subarray(offset + HEADER, offset + HEADER + length), {
        promoteValues: false,
        bsonRegExp: true,
      });
      ops.push(normalizeStored(record));
    } catch {
      break;
    }
    offset += HEADER + length;
  }
  return { ops, validBytes: offset, totalBytes: data.length };
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export type Recovery = { snapshotOps: number; journalOps: number; truncatedBytes: number; message?: string };

type Waiter = { resolve: () => void; reject: (error: Error) => void };

/**
 * Append-only journal with group commit: records appended while a write+fsync is in flight
 * are written together by the next one. Compaction writes an atomic snapshot of the whole
 * state (temp file + rename) and starts a new journal generation.
 */
export class Journal {
  private fd = -1;
  private gen = 0;
  private size = 0;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing = false;
  private failed?: Error;

  constructor(
    private readonly dir: string,
    private readonly snapshot: () => Iterable<Document>,
    private readonly compactAt: number,
  ) {}

  private journalPath(gen: number): string {
    return path.join(this.dir, `journal-${gen}.log`);
  }

  private get snapshotPath(): string {
    return path.join(this.dir, 'snapshot.bson');
  }

  /** Loads snapshot and journal, cuts a torn tail off, and opens the journal for appending. */
  open(apply: (op: Document) => void): Recovery {
    const recovery: Recovery = { snapshotOps: 0, journalOps: 0, truncatedBytes: 0 };
    if (fs.existsSync(this.snapshotPath)) {
      const snap = readRecords(this.snapshotPath);
      if (snap.validBytes !== snap.totalBytes)
        throw new Error(`embedded-mongo: snapshot ${this.snapshotPath} is corrupt`);
      const [header, ...ops] = snap.ops;
      this.gen = Number(header?.gen ?? 0);
      for (const op of ops) apply(op);
      recovery.snapshotOps = ops.length;
    }
    for (const name of fs.readdirSync(this.dir)) {
      const match = /^journal-(\d+)\.log$/.exec(name);
      if (match && Number(match[1]) < this.gen) fs.rmSync(path.join(this.dir, name), { force: true });
    }
    fs.rmSync(this.snapshotPath + '.tmp', { force: true });
    const file = this.journalPath(this.gen);
    if (fs.existsSync(file)) {
      const journal = readRecords(file);
      for (const op of journal.ops) apply(op);
      recovery.journalOps = journal.ops.length;
      if (journal.validBytes < journal.totalBytes) {
        recovery.truncatedBytes = journal.totalBytes - journal.validBytes;
        recovery.message = `embedded-mongo: cut a torn tail of ${recovery.truncatedBytes} bytes off ${file} (last write was not acknowledged)`;
        fs.truncateSync(file, journal.validBytes);
      }
      this.size = journal.validBytes;
    }
    this.fd = fs.openSync(file, 'a', OWNER_ONLY_FILE);
    fs.fsyncSync(this.fd);
    fsyncDir(this.dir);
    return recovery;
  }

  append(op: Document): void {
    const record = frame(op);
    this.pending.push(record);
  }

  /** Resolves once everything appended so far is on disk. */
  commit(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    const promise = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.flushing) void this.flushLoop();
    return promise;
  }

  private async flushLoop(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length > 0 || this.waiters.length > 0) {
        const waiters = this.waiters;
        this.waiters = [];
        if (this.size > this.compactAt) {
          this.pending = [];
          this.compact();
        } else if (this.pending.length > 0) {
          const batch = Buffer.concat(this.pending);
          this.pending = [];
          await writeAll(this.fd, batch);
          await new Promise<void>((resolve, reject) =>
            fs.fdatasync(this.fd, (e) => (e ? reject(e) : resolve())),
          );
          this.size += batch.length;
        }
        for (const w of waiters) w.resolve();
      }
    } catch (error) {
      this.failed = error as Error;
      for (const w of this.waiters) w.reject(this.failed);
      this.waiters = [];
    } finally {
      this.flushing = false;
    }
  }

  /** Compacts once no write is in flight (the snapshot then covers anything still pending). */
  async compactNow(): Promise<void> {
    for (;;) {
      await this.commit();
      if (this.failed) throw this.failed;
      if (!this.flushing) break;
    }
    this.pending = [];
    this.compact();
  }

  /** Writes the whole state as a new snapshot; the state already includes anything pending. */
  private compact(): void {
    const next = this.gen + 1;
    const tmp = this.snapshotPath + '.tmp';
    const fd = fs.openSync(tmp, 'w', OWNER_ONLY_FILE);
    try {
      const chunks: Buffer[] = [frame({ gen: next })];
      let size = chunks[0].length;
      const flush = (): void => {
        fs.writeSync(fd, Buffer.concat(chunks));
        chunks.length = 0;
        size = 0;
      };
      for (const op of this.snapshot()) {
        const record = frame(op);
        chunks.push(record);
        size += record.length;
        if (size > 4 * 1024 * 1024) flush();
      }
      flush();
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.snapshotPath);
    fsyncDir(this.dir);
    const old = this.journalPath(this.gen);
    fs.closeSync(this.fd);
    this.gen = next;
    this.fd = fs.openSync(this.journalPath(next), 'a', OWNER_ONLY_FILE);
    this.size = 0;
    fsyncDir(this.dir);
    fs.rmSync(old, { force: true });
  }

  async close(compact: boolean): Promise<void> {
    if (this.fd < 0) return;
    if (compact && !this.failed) await this.compactNow().catch(() => undefined);
    else await this.commit().catch(() => undefined);
    fs.closeSync(this.fd);
    this.fd = -1;
  }
}

function writeAll(fd: number, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = (offset: number): void => {
      fs.write(fd, data, offset, data.length - offset, null, (error, written) => {
        if (error) return reject(error);
        if (offset + written < data.length) return step(offset + written);
        resolve();
      });
    };
    step(0);
  });
}
