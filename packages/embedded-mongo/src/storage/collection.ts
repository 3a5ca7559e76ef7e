import { calculateObjectSize, ObjectId } from 'bson';
import { CommandError, ErrorCodes } from '../commands/errors';
import { SortedIndex } from '../indexes/sortedIndex';
import { ID_INDEX, type IndexSpec } from '../indexes/spec';
import { getPath, idKey, type Doc } from './values';

export type ScanStats = { docsExamined: number; indexLookups: number; collectionScans: number };

/** MongoDB's rounding of a capped collection's size: at least 4096 bytes, else a multiple of 256. */
export function cappedSize(size: unknown): number {
  const n = Number(size);
  return n <= 4096 ? 4096 : Math.ceil(n / 256) * 256;
}

export class Collection {
  /** Insertion order (a replace keeps a document's place): the natural order of capped collections. */
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, SortedIndex>();
  /** BSON bytes of the documents, kept only for capped collections (their size limit). */
  cappedBytes = 0;

  constructor(
    readonly db: string,
    readonly name: string,
    readonly stats: ScanStats,
    readonly options: Doc = {},
  ) {
    this.indexes.set(ID_INDEX.name, new SortedIndex({ ...ID_INDEX }));
  }

  get capped(): boolean {
    return this.options.capped === true;
  }

  private bytesOf(doc: Doc | undefined): number {
    return doc && this.capped ? calculateObjectSize(doc) : 0;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((i) => i.spec);
  }

  private duplicate(index: { name: string; key: Doc }, doc: Doc): CommandError {
    const keyValue: Doc = {};
    for (const field of Object.keys(index.key)) keyValue[field] = getPath(doc, field) ?? null;
    const shown = Object.entries(keyValue)
      .map(
        ([k, v]) =>
          `${k}: ${typeof v === 'bigint' ? String(v) : JSON.stringify(v instanceof ObjectId ? `ObjectId('${v.toHexString()}')` : v)}`,
      )
      .join(', ');
    return new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern: { ...index.key }, keyValue },
    );
  }

  /** Checks unique indexes and returns the keys to add for each index. */
  private checkUnique(doc: Doc, id: string, force: boolean): Map<SortedIndex, string[]> {
    const keys = new Map<SortedIndex, string[]>();
    for (const index of this.indexes.values()) {
      if (!force) index.checkParallelArrays(doc);
      const k = index.keysOf(doc);
      if (force || index.name === ID_INDEX.name) {
        keys.set(index, k);
        continue;
      }
      if (index.conflict(k, id) || index.collatedConflict(doc, id, this.docs))
        throw this.duplicate(index.spec, doc);
      keys.set(index, k);
    }
    return keys;
  }

  /** `force` skips unique checks (journal replay, where the final state is known to be valid). */
  insert(doc: Doc, force = false): void {
    if (doc._id === undefined) throw new CommandError(ErrorCodes.BadValue, 'document has no _id');
    if (Array.isArray(doc._id)) throw new CommandError(ErrorCodes.BadValue, "can't use an array for _id");
    const id = idKey(doc._id);
    if (this.docs.has(id)) {
      if (force) return this.replace(id, doc, true);
      throw this.duplicate(ID_INDEX, doc);
    }
    const keys = this.checkUnique(doc, id, force);
    this.docs.set(id, doc);
    this.cappedBytes += this.bytesOf(doc);
    for (const [index, k] of keys) {
      index.add(id, k);
      index.note(id, doc);
    }
  }

  replace(id: string, doc: Doc, force = false): void {
    const keys = this.checkUnique(doc, id, force);
    const old = this.docs.get(id);
    this.docs.set(id, doc);
    this.cappedBytes += this.bytesOf(doc) - this.bytesOf(old);
    for (const [index, k] of keys) {
      index.note(id, doc);
      const before = old ? index.keysOf(old) : [];
      if (before.length === k.length && before.every((key, i) => key === k[i])) continue;
      index.remove(id, before);
      index.add(id, k);
    }
  }

  remove(id: string): boolean {
    const old = this.docs.get(id);
    if (!old) return false;
    this.docs.delete(id);
    this.cappedBytes -= this.bytesOf(old);
    for (const index of this.indexes.values()) {
      index.remove(id, index.keysOf(old));
      index.note(id, undefined);
    }
    return true;
  }

  clear(): void {
    this.docs.clear();
    this.cappedBytes = 0;
    for (const index of this.indexes.values()) index.clear();
  }

  /** Builds an index over the existing documents; fails without side effects on duplicates. */
  createIndex(spec: IndexSpec, force = false): void {
    const index = new SortedIndex(spec);
    for (const [id, doc] of this.docs) {
      if (!force) index.checkParallelArrays(doc);
      const k = index.keysOf(doc);
      if (!force && (index.conflict(k, id) || index.collatedConflict(doc, id, this.docs)))
        throw this.duplicate(spec, doc);
      index.add(id, k);
      index.note(id, doc);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): boolean {
    if (name === ID_INDEX.name) throw new CommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    return this.indexes.delete(name);
  }
}
