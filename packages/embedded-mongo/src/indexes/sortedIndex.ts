import { Query } from 'mingo';
import { encodeKey, pathValues, type Doc } from '../storage/values';
import type { IndexSpec } from './spec';

export type Entry = { k: string[]; id: string; dead?: boolean };

/** Below this many pending entries, they are merged by binary insertion instead of a full re-sort. */
const MERGE_BY_INSERTION = 512;

/**
 * One secondary index: a hash map from the full key to document ids (equality and uniqueness)
 * and a lazily maintained sorted array of entries (ranges, prefixes, sorts).
 */
export class SortedIndex {
  readonly fields: string[];
  readonly dirs: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial?: Query;
  /** Special index types (text, hashed, geo) are kept as specs but not used to plan queries. */
  readonly usable: boolean;
  multikey = false;
  private readonly byKey = new Map<string, Set<string>>();
  private readonly byDoc = new Map<string, Entry[]>();
  private sorted: Entry[] = [];
  private pending: Entry[] = [];
  private deadCount = 0;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => (spec.key[f] === -1 ? -1 : 1));
    this.usable = this.fields.every((f) => spec.key[f] === 1 || spec.key[f] === -1);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, {});
  }

  get name(): string {
    return this.spec.name;
  }

  /** Whether every document has an entry, so a scan of the index sees the whole collection. */
  get complete(): boolean {
    return !this.sparse && !this.partial;
  }

  /** The keys of a document, or none when sparse/partial rules leave it out. */
  keysOf(doc: Doc): string[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => pathValues(doc, f));
    if (this.sparse && this.fields.every((f, i) => perField[i].length === 1 && perField[i][0] === undefined)) {
      if (!this.fields.some((f) => f === '_id')) return [];
    }
    let keys: string[][] = [[]];
    for (const values of perField) {
      const encoded = [...new Set(values.map(encodeKey))];
      const next: string[][] = [];
      for (const prefix of keys) for (const e of encoded) next.push([...prefix, e]);
      keys = next;
    }
    return keys;
  }

  static join(k: string[]): string {
    return k.length === 1 ? k[0] : k.join('\u0000');
  }

  /** Ids of other documents that already hold one of these keys (for unique indexes). */
  conflict(keys: string[][], selfId: string): string[] | undefined {
    if (!this.unique) return undefined;
    for (const k of keys) {
      const ids = this.byKey.get(SortedIndex.join(k));
      if (ids) for (const id of ids) if (id !== selfId) return k;
    }
    return undefined;
  }

  add(id: string, keys: string[][]): void {
    if (keys.length === 0) return;
    if (keys.length > 1) this.multikey = true;
    const entries: Entry[] = [];
    for (const k of keys) {
      const joined = SortedIndex.join(k);
      let ids = this.byKey.get(joined);
      if (!ids) this.byKey.set(joined, (ids = new Set()));
      ids.add(id);
      const entry = { k, id };
      entries.push(entry);
      this.pending.push(entry);
    }
    this.byDoc.set(id, entries);
  }

  /** Whether the document is indexed under exactly these keys already. */
  sameKeys(id: string, keys: string[][]): boolean {
    const entries = this.byDoc.get(id) ?? [];
    if (entries.length !== keys.length) return false;
    return entries.every((e, i) => SortedIndex.join(e.k) === SortedIndex.join(keys[i]));
  }

  remove(id: string): void {
    const entries = this.byDoc.get(id);
    if (!entries) return;
    this.byDoc.delete(id);
    for (const entry of entries) {
      const joined = SortedIndex.join(entry.k);
      const ids = this.byKey.get(joined);
      ids?.delete(id);
      if (ids && ids.size === 0) this.byKey.delete(joined);
      entry.dead = true;
      this.deadCount++;
    }
  }

  clear(): void {
    this.byKey.clear();
    this.byDoc.clear();
    this.sorted = [];
    this.pending = [];
    this.deadCount = 0;
  }

  /** Document ids with exactly this full key. */
  lookup(k: string[]): Iterable<string> {
    return this.byKey.get(SortedIndex.join(k)) ?? [];
  }

  /** Distinct full keys (for scans that test every key, e.g. unanchored regexes). */
  keys(): Iterable<string> {
    return this.byKey.keys();
  }

  private compare = (a: Entry, b: Entry): number => {
    for (let i = 0; i < this.dirs.length; i++) {
      const x = a.k[i];
      const y = b.k[i];
      if (x !== y) return x < y ? -this.dirs[i] : this.dirs[i];
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

  /** The entries in index order, after merging pending writes. */
  entries(): Entry[] {
    if (this.deadCount > 0) {
      this.sorted = this.sorted.filter((e) => !e.dead);
      this.pending = this.pending.filter((e) => !e.dead);
      this.deadCount = 0;
    }
    if (this.pending.length > 0) {
      if (this.pending.length < MERGE_BY_INSERTION) {
        for (const entry of this.pending) this.sorted.splice(this.lowerBound(entry), 0, entry);
      } else {
        this.sorted = this.sorted.concat(this.pending).sort(this.compare);
      }
      this.pending = [];
    }
    return this.sorted;
  }

  private lowerBound(entry: Entry): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.sorted[mid], entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Ids whose first key component lies in [low, high) (encoded keys), in index order.
   * `inclusiveHigh` makes the upper bound inclusive.
   */
  *range(low: string, high: string, lowInclusive: boolean, highInclusive: boolean): Generator<string> {
    const sorted = this.entries();
    const ascending = this.dirs[0] === 1;
    const before = (e: Entry): boolean => {
      const x = e.k[0];
      if (ascending) return x < low || (!lowInclusive && x === low);
      return x > high || (!highInclusive && x === high);
    };
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(sorted[mid])) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length; i++) {
      const x = sorted[i].k[0];
      const inside = (lowInclusive ? x >= low : x > low) && (highInclusive ? x <= high : x < high);
      if (!inside) break;
      yield sorted[i].id;
    }
  }
}
