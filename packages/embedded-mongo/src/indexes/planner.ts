import { Aggregator, MINGO } from '../storage/mingoOptions';
import { CommandError, ErrorCodes } from '../commands/errors';
import type { Collection } from '../storage/collection';
import {
  collationFold,
  decodeStringKey,
  needsKeyOrder,
  sortByKeys,
  idKey,
  isPlainObject,
  TypeTag,
  type Doc,
} from '../storage/values';
import type { SortedIndex } from './sortedIndex';
import { checkCollation } from '../storage/collation';
import { sortCollated } from '../storage/collationOperators';
import { candidateFor, servesSort, sortIndex, type Candidate } from './candidates';
import { collectConditions, type FieldCondition } from './conditions';
import { compileFilter } from './matcher';
import { refuseUnsupportedQuery } from '../commands/unsupported';
import { checkQueryOperators } from '../commands/queryOperators';
import { runHinted } from './hint';

export { compileFilter } from './matcher';

export type Plan = { stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN'; index?: string; ordered: boolean };
export type QueryOptions = {
  sort?: Doc;
  skip?: number;
  limit?: number;
  countOnly?: boolean;
  collation?: Doc;
  /** MongoDB's `hint`: an index name or key pattern, or `{ $natural: ±1 }` (see hint.ts). */
  hint?: unknown;
};
export type QueryResult = { docs: Doc[]; plan: Plan; examined: number; count?: number };

export function sortDocs(docs: Doc[], sort: Doc, collation?: Doc): Doc[] {
  if (docs.length < 2) return docs;
  const collated = sortCollated(docs, sort, collation);
  if (collated) return collated;
  // 64-bit longs and BinData: mingo would order them by their text; the keys order them as MongoDB does.
  if (Object.values(sort).every((d) => d === 1 || d === -1) && needsKeyOrder(docs, Object.keys(sort)))
    return sortByKeys(docs, sort, collationFold(collation));
  try {
    const options = collationFold(collation)
      ? { ...MINGO, collation: collation as { locale: string } }
      : MINGO;
    return new Aggregator([{ $sort: sort }], options).run(docs) as Doc[];
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}

/** The command's collation, else the collection's default one (`create` with `collation`). */
export function collationFor(
  collection: Collection | undefined,
  collation: Doc | undefined,
): Doc | undefined {
  checkCollation(collation);
  if (collation && Object.keys(collation).length > 0) return collation;
  return collection?.options.collation as Doc | undefined;
}

function naturalOrder(sort: Doc | undefined): number | undefined {
  if (!sort || Object.keys(sort).length !== 1 || sort.$natural === undefined) return undefined;
  return Number(sort.$natural) < 0 ? -1 : 1;
}

/** `sort: { $natural: ±1 }`: insertion order (a capped collection's order), forwards or backwards. */
function inNaturalOrder(
  collection: Collection,
  filter: Doc,
  options: QueryOptions,
  direction: number,
): QueryResult {
  if (options.countOnly) return runQuery(collection, filter, { ...options, sort: undefined });
  const all = runQuery(collection, filter, { ...options, sort: undefined, skip: 0, limit: 0 });
  const matched = new Set(all.docs);
  const ordered = [...collection.docs.values()].filter((doc) => matched.has(doc));
  if (direction < 0) ordered.reverse();
  const skip = Math.max(0, options.skip ?? 0);
  const docs =
    options.limit && options.limit > 0 ? ordered.slice(skip, skip + options.limit) : ordered.slice(skip);
  return { ...all, docs, count: docs.length, plan: { stage: 'COLLSCAN', ordered: true } };
}

/** Index key types whose order or equality a collation changes: strings, and objects and arrays holding them. */
const COLLATED_TYPES = new Set([TypeTag.string, TypeTag.object, TypeTag.array]);
const collatable = (v: unknown): boolean => typeof v === 'string' || isPlainObject(v) || Array.isArray(v);

/**
 * The conditions an index can serve for a query under `collation`: all of them when the index has the query's
 * collation (MongoDB's rule for string bounds) and its folded keys stand for their strings exactly
 * (`SortedIndex.servesString`); otherwise only those on other types (numbers, dates, ObjectIds, … are keyed alike
 * in every index), as MongoDB plans them.
 */
function conditionsFor(
  index: SortedIndex,
  conditions: Map<string, FieldCondition[]>,
  collation: Doc | undefined,
): Map<string, FieldCondition[]> {
  const same = index.sameCollation(collation);
  if (same && !index.collation) return conditions;
  const served = (c: FieldCondition): boolean => {
    if (c.regex) return false;
    if (c.eq?.some((v) => (same && typeof v === 'string' ? !index.servesString(v) : collatable(v))))
      return false;
    // a range always has its low bound (the type's start when only `$lt`/`$lte` was given)
    if (!c.low || !COLLATED_TYPES.has(c.low.key[0] as never)) return true;
    if (!same || c.low.key[0] !== TypeTag.string) return false;
    const bounds = [c.low, c.high].map((b) => (b ? decodeStringKey(b.key) : undefined));
    return bounds.every((b) => index.servesString(b));
  };
  const out = new Map<string, FieldCondition[]>();
  for (const [field, list] of conditions) {
    const kept = list.filter(served);
    if (kept.length > 0) out.set(field, kept);
  }
  return out;
}

/** Chooses an access path, then filters, sorts and pages. */
export function runQuery(collection: Collection, filter: Doc, queryOptions: QueryOptions = {}): QueryResult {
  checkQueryOperators(filter);
  refuseUnsupportedQuery(filter, collection);
  const hinted = queryOptions.hint === undefined ? undefined : runHinted(collection, filter, queryOptions);
  if (hinted) return hinted;
  const natural = naturalOrder(queryOptions.sort);
  if (natural) return inNaturalOrder(collection, filter, queryOptions, natural);
  const options = { ...queryOptions, collation: collationFor(collection, queryOptions.collation) };
  const fold = collationFold(options.collation);
  const test = compileFilter(filter, fold ? options.collation : undefined);
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  const skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit > 0 ? options.limit : Infinity;
  const stats = collection.stats;
  let examined = 0;
  const matches: Doc[] = [];
  let counted = 0;
  const consider = options.countOnly
    ? (doc: Doc | undefined): void => {
        if (!doc) return;
        examined++;
        if (test(doc)) counted++;
      }
    : (doc: Doc | undefined): void => {
        if (!doc) return;
        examined++;
        if (test(doc)) matches.push(doc);
      };

  const conditions = new Map<string, FieldCondition[]>();
  collectConditions(filter, conditions);
  let idConditions = conditions.get('_id');
  if (fold) {
    // Under a collation only an `_id` equality on non-strings can still be looked up directly.
    const binary = (v: unknown): boolean => typeof v !== 'string' && !isPlainObject(v) && !Array.isArray(v);
    if (!idConditions?.every((c) => c.eq?.every(binary))) idConditions = undefined;
  }
  let plan: Plan;
  const idEq = idConditions?.find((c) => c.eq)?.eq;
  const best = [...collection.indexes.values()]
    .map((index) => candidateFor(index, conditionsFor(index, conditions, options.collation)))
    .filter((c): c is Candidate => c !== undefined)
    .sort((a, b) => b.score - a.score)[0];
  const ordered = sort ? sortIndex(collection, sort, options.collation) : undefined;

  const wanted = skip + limit;
  let pageSkipped = 0;
  if (idEq && idEq.length <= 1000) {
    plan = { stage: 'IDHACK', ordered: false };
    for (const key of new Set(idEq.map((v) => idKey(v)))) consider(collection.docs.get(key));
  } else if (best?.regex && ordered?.index === best.index) {
    // Regex on the sort field: walk the index in order, test the regex on keys, stop at the page.
    plan = { stage: 'IXSCAN', index: best.index.name, ordered: true };
    const { regex } = best;
    const entries = best.index.live();
    for (let i = 0; i < entries.length && matches.length < wanted; i++) {
      const entry = entries[ordered.reverse ? entries.length - 1 - i : i];
      const value = decodeStringKey(entry.k);
      regex.lastIndex = 0;
      if (value !== undefined && regex.test(value)) consider(collection.docs.get(entry.id));
    }
  } else if (best?.prefixKey !== undefined && sort && servesSort(best.index, sort, 1)) {
    // Equality on the leading field of a compound index, sorted by the next fields: already in order.
    const reverse = servesSort(best.index, sort, 1)?.reverse;
    plan = { stage: 'IXSCAN', index: best.index.name, ordered: true };
    const entries = [...best.index.range(best.prefixKey, best.prefixKey, true, true)];
    for (let i = 0; i < entries.length && matches.length < wanted; i++) {
      consider(collection.docs.get(entries[reverse ? entries.length - 1 - i : i].id));
    }
  } else if (best) {
    plan = { stage: 'IXSCAN', index: best.index.name, ordered: false };
    const seen = best.index.multikey ? new Set<string>() : undefined;
    for (const id of best.ids()) {
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      consider(collection.docs.get(id));
      if (!sort && matches.length >= wanted) break;
    }
  } else if (ordered) {
    plan = { stage: 'IXSCAN', index: ordered.index.name, ordered: true };
    const entries = ordered.index.collatedEntries();
    // Without a filter every entry matches: a page starts at `skip` directly.
    let i = Object.keys(filter).length === 0 && !options.countOnly ? Math.min(skip, entries.length) : 0;
    pageSkipped = i;
    for (; i < entries.length && matches.length < wanted - pageSkipped; i++) {
      const entry = entries[ordered.reverse ? entries.length - 1 - i : i];
      consider(collection.docs.get(entry.id));
    }
  } else {
    plan = { stage: 'COLLSCAN', ordered: false };
    const stop = sort ? Infinity : wanted;
    for (const doc of collection.docs.values()) {
      if (matches.length >= stop) break;
      consider(doc);
    }
  }
  stats.docsExamined += examined;
  if (plan.stage === 'COLLSCAN') stats.collectionScans++;
  else stats.indexLookups++;

  if (options.countOnly) {
    return { docs: [], count: Math.max(0, Math.min(counted - skip, limit)), plan, examined };
  }
  let docs = sort && !plan.ordered ? sortDocs(matches, sort, options.collation) : matches;
  const from = skip - pageSkipped;
  if (from > 0 || limit !== Infinity) docs = docs.slice(from, from + limit);
  return { docs, plan, examined, count: docs.length };
}

/** Counts matches without materialising them; an empty filter is answered from the collection size. */
export function countQuery(
  collection: Collection,
  filter: Doc,
  skip = 0,
  limit = 0,
  collation?: Doc,
  hint?: unknown,
): number {
  checkCollation(collation);
  if (hint !== undefined)
    return runQuery(collection, filter, { skip, limit, countOnly: true, collation, hint }).count ?? 0;
  if (Object.keys(filter).length === 0) {
    const n = Math.max(0, collection.docs.size - skip);
    return limit > 0 ? Math.min(n, limit) : n;
  }
  return runQuery(collection, filter, { skip, limit, countOnly: true, collation }).count ?? 0;
}
