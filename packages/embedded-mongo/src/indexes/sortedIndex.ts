import { MINGO, Query } from '../storage/mingoOptions';
import { collationCompare, foldIsExact, fullCollation, isSimpleCollation } from '../storage/collation';
import {
  collationFold,
  decodeStringKey,
  encodeKey,
  isPlainObject,
  pathValues,
  SEP,
  TypeTag,
  type Doc,
} from '../storage/values';
import type { IndexSpec } from './spec';
import { CommandError, ErrorCodes } from '../commands/errors';

/** `k` is the full key: encoded components joined by SEP (escaping keeps the join order-preserving). */
export type Entry = { k: string; id: string; dead?: boolean };

/** Below this many pending entries, they are merged by binary insertion instead of a full re-sort. */
const MERGE_BY_INSERTION = 512;

function firstComponent(k: string): string {
  const at = k.indexOf(SEP);
  return at < 0 ? k : k.slice(0, at);
}

/**
 * One index: a hash map from the full key to document ids (equality and uniqueness) and a lazily
 * maintained sorted array of entries (ranges, prefixes, sorts). Keys of a document are recomputed
 * from the document on removal, so nothing per document is kept besides the entries.
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
  /**
   * A collated index folds strings (`collationKey`): it enforces uniqueness under its collation and serves
   * string conditions only of queries with the same collation (`sameCollation`); other values are keyed as in
   * any index.
   */
  private readonly fold?: (s: string) => string;
  /** The index's collation in full, when it is not simple. */
  readonly collation?: Doc;
  /** Whether a string's folding keeps its equality under the collation exactly (`foldIsExact`). */
  private readonly exact?: (s: string) => boolean;
  /** Documents holding an indexed string whose folding is not exact: while there is one, no string condition is served. */
  private readonly inexact = new Set<string>();
  /** Bumped by every change of the entries (the collated order below is kept until then). */
  private version = 0;
  private collatedOrder?: { version: number; entries: Entry[] };
  private readonly byKey = new Map<string, string | Set<string>>();
  private sorted: Entry[] = [];
  private pending: Entry[] = [];
  private deadCount = 0;
  private readonly compare: (a: Entry, b: Entry) => number;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => (spec.key[f] === -1 ? -1 : 1));
    this.fold = collationFold(spec.collation);
    if (this.fold) {
      this.collation = fullCollation(spec.collation as Doc);
      this.exact = foldIsExact(this.collation);
    }
    this.usable = this.fields.every((f) => spec.key[f] === 1 || spec.key[f] === -1);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, MINGO);
    const byId = (a: Entry, b: Entry): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    if (this.dirs.every((d) => d === 1)) {
      this.compare = (a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : byId(a, b));
    } else if (this.dirs.every((d) => d === -1)) {
      this.compare = (a, b) => (a.k > b.k ? -1 : a.k < b.k ? 1 : byId(a, b));
    } else {
      this.compare = (a, b) => {
        if (a.k !== b.k) {
          const x = a.k.split(SEP);
          const y = b.k.split(SEP);
          for (let i = 0; i < this.dirs.length; i++) {
            if (x[i] !== y[i]) return x[i] < y[i] ? -this.dirs[i] : this.dirs[i];
          }
        }
        return byId(a, b);
      };
    }
  }

  get name(): string {
    return this.spec.name;
  }

  /** Whether every document has an entry, so a scan of the index sees the whole collection. */
  get complete(): boolean {
    return !this.sparse && !this.partial;
  }

  /** The key of one value in this index (a string folded by the index's collation). */
  keyOf(value: unknown): string {
    return encodeKey(this.fold && typeof value === 'string' ? this.fold(value) : value);
  }

  /**
   * MongoDB indexes at most one array per document in a compound index (the keys would be their cross product):
   * a document with two refuses the write, 171 CannotIndexParallelArrays.
   */
  checkParallelArrays(doc: Doc): void {
    if (this.fields.length < 2) return;
    const arrays = this.fields.filter((f) => {
      let node: unknown = doc;
      for (const part of f.split('.')) {
        if (Array.isArray(node)) return true;
        if (!isPlainObject(node)) return false;
        node = node[part];
      }
      return Array.isArray(node);
    });
    if (arrays.length > 1)
      throw new CommandError(
        ErrorCodes.CannotIndexParallelArrays,
        `cannot index parallel arrays [${arrays[1]}] [${arrays[0]}]`,
      );
  }

  /** Records whether a document (undefined: removed) holds an indexed string the folding keeps inexactly. */
  note(id: string, doc: Doc | undefined): void {
    if (!this.exact) return;
    if (doc !== undefined && this.holdsInexact(doc)) this.inexact.add(id);
    else this.inexact.delete(id);
  }

  private holdsInexact(doc: Doc): boolean {
    const exact = this.exact;
    if (!exact) return false;
    return this.fields.some((f) => pathValues(doc, f).some((v) => typeof v === 'string' && !exact(v)));
  }

  /**
   * A collated unique index's duplicates its folded keys cannot see (two strings ICU calls equal that fold apart,
   * Danish å and aa): compared with ICU against the documents holding an inexact string, or against every
   * document when this one holds one. `docs` are the collection's documents by id.
   */
  collatedConflict(doc: Doc, selfId: string, docs: Map<string, Doc>): boolean {
    const compare = collationCompare(this.collation);
    if (!this.unique || !compare || this.keysOf(doc).length === 0) return false;
    const same = (a: unknown, b: unknown): boolean =>
      typeof a === 'string' && typeof b === 'string' ? compare(a, b) === 0 : encodeKey(a) === encodeKey(b);
    const mine = this.fields.map((f) => pathValues(doc, f));
    const others = this.holdsInexact(doc) ? docs.keys() : this.inexact.values();
    for (const id of others) {
      const other = id === selfId ? undefined : docs.get(id);
      if (!other || this.keysOf(other).length === 0) continue;
      const clash = this.fields.every((f, i) =>
        pathValues(other, f).some((v) => mine[i].some((m) => same(v, m))),
      );
      if (clash) return true;
    }
    return false;
  }

  /**
   * Whether the folded keys stand for their strings exactly, and this string's folding is exact too: then a
   * lookup, a range or a sort under the index's collation finds every string ICU calls equal (or orders them as
   * ICU does); otherwise the collection scan, which compares with ICU itself, answers.
   */
  servesString(value: string | undefined): boolean {
    if (!this.exact) return true;
    return this.inexact.size === 0 && (value === undefined || this.exact(value));
  }

  /** Whether a query under `collation` (none: simple) compares strings as this index orders them. */
  sameCollation(collation: unknown): boolean {
    if (!this.collation) return isSimpleCollation(collation);
    if (isSimpleCollation(collation)) return false;
    const a = this.collation;
    const b = fullCollation(collation as Doc);
    return Object.keys(a).every((k) => k === 'version' || a[k] === b[k]);
  }

  /**
   * A collated single-field index's entries with its strings in the collation's order (the keys hold
   * folded strings, whose binary order is not the locale's), kept until the index changes.
   */
  collatedEntries(): Entry[] {
    const live = this.live();
    if (!this.collation) return live;
    if (this.collatedOrder?.version === this.version) return this.collatedOrder.entries;
    const compare =
      collationCompare(this.collation) ?? ((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0));
    const start = live.findIndex((e) => e.k[0] === TypeTag.string);
    let end = start;
    while (end >= 0 && end < live.length && live[end].k[0] === TypeTag.string) end++;
    let entries = live;
    if (start >= 0) {
      const strings = live.slice(start, end).sort((x, y) => {
        const order = compare(decodeStringKey(x.k) ?? '', decodeStringKey(y.k) ?? '');
        return order !== 0 ? order : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
      });
      if (this.dirs[0] === -1) strings.reverse();
      entries = [...live.slice(0, start), ...strings, ...live.slice(end)];
    }
    this.collatedOrder = { version: this.version, entries };
    return entries;
  }

  /** The full keys of a document, or none when sparse/partial rules leave it out. */
  private values(doc: Doc, field: string): unknown[] {
    const values = pathValues(doc, field);
    const fold = this.fold;
    return fold ? values.map((v) => (typeof v === 'string' ? fold(v) : v)) : values;
  }

  keysOf(doc: Doc): string[] {
    if (this.partial && !this.partial.test(doc)) return [];
    if (this.fields.length === 1) {
      const values = this.values(doc, this.fields[0]);
      if (values.length === 1) return this.sparse && values[0] === undefined ? [] : [encodeKey(values[0])];
      return [...new Set(values.map(encodeKey))];
    }
    const perField = this.fields.map((f) => this.values(doc, f));
    if (this.sparse && perField.every((v) => v.length === 1 && v[0] === undefined)) return [];
    let keys: string[] = [''];
    perField.forEach((values, i) => {
      const encoded = [...new Set(values.map(encodeKey))];
      const next: string[] = [];
      for (const prefix of keys) for (const e of encoded) next.push(i === 0 ? e : prefix + SEP + e);
      keys = next;
    });
    return keys;
  }

  /** Whether one of these keys is held by another document (for unique indexes). */
  conflict(keys: string[], selfId: string): boolean {
    if (!this.unique) return false;
    for (const k of keys) {
      const ids = this.byKey.get(k);
      if (ids === undefined) continue;
      if (typeof ids === 'string') {
        if (ids !== selfId) return true;
      } else {
        for (const id of ids) if (id !== selfId) return true;
      }
    }
    return false;
  }

  add(id: string, keys: string[]): void {
    this.version++;
    if (keys.length > 1) this.multikey = true;
    for (const k of keys) {
      const ids = this.byKey.get(k);
      if (ids === undefined) this.byKey.set(k, id);
      else if (typeof ids === 'string') this.byKey.set(k, new Set([ids, id]));
      else ids.add(id);
      this.pending.push({ k, id });
    }
  }

  remove(id: string, keys: string[]): void {
    if (keys.length === 0) return;
    this.version++;
    if (this.pending.length > 0) this.entries();
    for (const k of keys) {
      const ids = this.byKey.get(k);
      if (ids === id) this.byKey.delete(k);
      else if (ids instanceof Set) {
        ids.delete(id);
        if (ids.size === 1) this.byKey.set(k, ids.values().next().value as string);
      }
      // Earlier removed copies of the same (key, id) may still sit here, dead: mark the live one.
      for (let at = this.lowerBound({ k, id }); at < this.sorted.length; at++) {
        const entry = this.sorted[at];
        if (entry.k !== k || entry.id !== id) break;
        if (!entry.dead) {
          entry.dead = true;
          this.deadCount++;
          break;
        }
      }
    }
  }

  clear(): void {
    this.version++;
    this.inexact.clear();
    this.byKey.clear();
    this.sorted = [];
    this.pending = [];
    this.deadCount = 0;
  }

  /** Document ids with exactly this full key. */
  lookup(k: string): Iterable<string> {
    const ids = this.byKey.get(k);
    return ids === undefined ? [] : typeof ids === 'string' ? [ids] : ids;
  }

  /** Number of documents holding this full key. */
  count(k: string): number {
    const ids = this.byKey.get(k);
    return ids === undefined ? 0 : typeof ids === 'string' ? 1 : ids.size;
  }

  /** Distinct full keys (for scans that test every key, e.g. unanchored regexes). */
  keys(): Iterable<string> {
    return this.byKey.keys();
  }

  /** The entries in index order, after merging pending writes and dropping removed ones. */
  entries(): Entry[] {
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

  /** Entries in index order without dead ones (compacts when there are many). */
  live(): Entry[] {
    const sorted = this.entries();
    if (this.deadCount > 0) {
      this.sorted = sorted.filter((e) => !e.dead);
      this.deadCount = 0;
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

  /** Entries whose first key component lies between the bounds, in index order. */
  *range(low: string, high: string, lowInclusive: boolean, highInclusive: boolean): Generator<Entry> {
    const sorted = this.live();
    const ascending = this.dirs[0] === 1;
    const before = (e: Entry): boolean => {
      const x = firstComponent(e.k);
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
      const x = firstComponent(sorted[i].k);
      const inside = (lowInclusive ? x >= low : x > low) && (highInclusive ? x <= high : x < high);
      if (!inside) break;
      yield sorted[i];
    }
  }
}
