import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../commands/errors';
import { ID_INDEX, type IndexSpec } from '../indexes/spec';
import { cappedSize, Collection, type ScanStats } from './collection';
import { Journal, type Recovery } from './journal';
import { acquireLock } from './lock';
import { ownerOnlyDataDir } from './ownerOnly';
import { idKey, type Doc } from './values';

export type EngineOptions = { dataDir?: string; compactAtBytes?: number };

export const NAME_RULE = /^[^\0$/\\. "]+$/;
/** `$out` stages its result under this prefix in the journal; leftovers of a crash are dropped at start, as MongoDB does. */
export const OUT_TEMP_PREFIX = 'tmp.agg_out.';

/** All databases and collections, with every mutation recorded in the journal (when on disk). */
export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  readonly stats: ScanStats = { docsExamined: 0, indexLookups: 0, collectionScans: 0 };
  recovery?: Recovery;
  private journal?: Journal;
  private releaseLock?: () => void;
  private replaying = false;
  /** `fsync` with `lock: true`: the connection holding the write lock and what waiting writers await. */
  private writeLock?: { connectionId: number; released: Promise<void>; release: () => void };

  constructor(private readonly options: EngineOptions = {}) {}

  open(): void {
    const dir = this.options.dataDir;
    if (!dir) return;
    ownerOnlyDataDir(dir);
    this.releaseLock = acquireLock(dir);
    try {
      this.journal = new Journal(
        dir,
        () => this.snapshotOps(),
        this.options.compactAtBytes ?? 64 * 1024 * 1024,
      );
      this.replaying = true;
      this.recovery = this.journal.open((op) => this.apply(op));
      this.replaying = false;
      for (const [db, collections] of [...this.dbs])
        for (const name of [...collections.keys()])
          if (name.startsWith(OUT_TEMP_PREFIX)) this.dropCollection(db, name);
    } catch (error) {
      this.releaseLock();
      throw error;
    } finally {
      this.replaying = false;
    }
  }

  async close(): Promise<void> {
    await this.journal?.close(true);
    this.releaseLock?.();
    this.releaseLock = undefined;
  }

  /** Resolves when every write made so far is durable. */
  commit(): Promise<void> {
    return this.journal?.commit() ?? Promise.resolve();
  }

  compact(): Promise<void> {
    return this.journal?.compactNow() ?? Promise.resolve();
  }

  private record(op: Document): void {
    if (!this.replaying) this.journal?.append(op);
  }

  /**
   * MongoDB's `fsyncLock`: writes wait (not refused) until `unlockWrites`, reads go on, so a backup reads every
   * collection at one point in time (docs/adr-backup.md). Held by one connection; its closing releases it, so a
   * backup that dies never leaves the office unable to write.
   */
  lockWrites(connectionId: number): boolean {
    if (this.writeLock) return false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.writeLock = { connectionId, released, release };
    return true;
  }

  unlockWrites(connectionId?: number): boolean {
    const lock = this.writeLock;
    if (!lock || (connectionId !== undefined && lock.connectionId !== connectionId)) return false;
    this.writeLock = undefined;
    lock.release();
    return true;
  }

  get writesLocked(): boolean {
    return this.writeLock !== undefined;
  }

  /** Resolves when no write lock is held. */
  async writesAllowed(): Promise<void> {
    while (this.writeLock) await this.writeLock.released;
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly (as MongoDB does on first write). */
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    if (!NAME_RULE.test(db))
      throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
    if (!name || /[\0$]/.test(name))
      throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    const collection = new Collection(db, name, this.stats, options);
    collections.set(name, collection);
    this.record({ op: 'create', db, c: name, options });
    return collection;
  }

  /**
   * `$out`: puts `staged` (built and checked outside the engine, named db.name) in the place of db.name in one step.
   * The journal holds its documents under a temporary name and then one `swap` record, so a crash before that
   * record leaves the old collection (the temporary one is dropped at start).
   */
  swapIn(staged: Collection, temp: string): void {
    const { db, name } = staged;
    this.record({ op: 'create', db, c: temp, options: staged.options });
    for (const index of staged.indexes.values())
      if (index.name !== ID_INDEX.name) this.record({ op: 'ci', db, c: temp, spec: index.spec });
    for (const doc of staged.docs.values()) this.record({ op: 'i', db, c: temp, d: doc });
    this.record({ op: 'swap', db, c: temp, to: name });
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    collections.set(name, staged);
  }

  dropCollection(db: string, name: string): boolean {
    const collections = this.dbs.get(db);
    if (!collections?.delete(name)) return false;
    if (collections.size === 0) this.dbs.delete(db);
    this.record({ op: 'drop', db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (this.dbs.delete(db)) this.record({ op: 'dropDatabase', db });
  }

  insert(collection: Collection, doc: Doc): void {
    collection.insert(doc, this.replaying);
    this.record({ op: 'i', db: collection.db, c: collection.name, d: doc });
    if (collection.capped && !this.replaying) this.evictOldest(collection);
  }

  /** A capped collection drops its oldest documents past `max` documents or `size` bytes (the newest stays). */
  private evictOldest(collection: Collection): void {
    const max = Number(collection.options.max) > 0 ? Number(collection.options.max) : Infinity;
    const size = cappedSize(collection.options.size);
    for (const doc of collection.docs.values()) {
      if (collection.docs.size <= 1 || (collection.docs.size <= max && collection.cappedBytes <= size)) break;
      this.remove(collection, doc._id);
    }
  }

  /** `collMod`: replaces the collection's options (validator, validation level and action, capped limits). */
  setOptions(collection: Collection, options: Doc): void {
    const next = { ...options };
    for (const key of Object.keys(collection.options)) delete collection.options[key];
    Object.assign(collection.options, next);
    this.record({ op: 'opts', db: collection.db, c: collection.name, options });
  }

  replace(collection: Collection, doc: Doc): void {
    collection.replace(idKey(doc._id), doc, this.replaying);
    this.record({ op: 'u', db: collection.db, c: collection.name, d: doc });
  }

  remove(collection: Collection, id: unknown): boolean {
    const removed = collection.remove(idKey(id));
    if (removed) this.record({ op: 'd', db: collection.db, c: collection.name, id });
    return removed;
  }

  createIndex(collection: Collection, spec: IndexSpec): void {
    collection.createIndex(spec);
    this.record({ op: 'ci', db: collection.db, c: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): boolean {
    const dropped = collection.dropIndex(name);
    if (dropped) this.record({ op: 'di', db: collection.db, c: collection.name, name });
    return dropped;
  }

  /** Replays one journal or snapshot record; replay is idempotent. */
  private apply(op: Document): void {
    const db = String(op.db);
    const c = String(op.c);
    switch (op.op) {
      case 'create':
        this.ensureCollection(db, c, op.options ?? {});
        return;
      case 'drop':
        this.dropCollection(db, c);
        return;
      case 'opts': {
        const collection = this.collection(db, c);
        if (collection) this.setOptions(collection, op.options ?? {});
        return;
      }
      case 'dropDatabase':
        this.dropDatabase(db);
        return;
      case 'swap': {
        const temp = this.collection(db, c);
        if (!temp) return;
        const moved = new Collection(db, String(op.to), this.stats, temp.options);
        for (const [name, index] of temp.indexes) moved.indexes.set(name, index);
        for (const [id, doc] of temp.docs) moved.docs.set(id, doc);
        this.dbs.get(db)?.delete(c);
        this.swapIn(moved, c);
        return;
      }
      case 'i':
      case 'u':
        this.insert(this.ensureCollection(db, c), op.d);
        return;
      case 'd': {
        const collection = this.collection(db, c);
        if (collection) this.remove(collection, op.id);
        return;
      }
      case 'ci': {
        const collection = this.ensureCollection(db, c);
        const spec = op.spec as IndexSpec;
        if (!collection.indexes.has(spec.name)) collection.createIndex(spec, true);
        return;
      }
      case 'di': {
        const collection = this.collection(db, c);
        if (collection && op.name !== ID_INDEX.name) collection.dropIndex(String(op.name));
        return;
      }
    }
  }

  private *snapshotOps(): Generator<Document> {
    for (const [db, collections] of this.dbs) {
      for (const [c, collection] of collections) {
        yield { op: 'create', db, c, options: collection.options };
        for (const index of collection.indexes.values()) {
          if (index.name !== ID_INDEX.name) yield { op: 'ci', db, c, spec: index.spec };
        }
        for (const doc of collection.docs.values()) yield { op: 'i', db, c, d: doc };
      }
    }
  }
}
