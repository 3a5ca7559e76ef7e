import { Aggregator, Query } from 'mingo';
import { CommandError, ErrorCodes } from '../commands/errors';
import type { Collection } from '../storage/collection';
import { collationFold, decodeStringKey, encodeKey, foldStrings, hasControlKeyChars, idKey, isPlainObject, SEP, typeEnd, type Doc } from '../storage/values';
import type { SortedIndex } from './sortedIndex';
import { MINGO } from '../storage/mingoOptions';

type Bound = { key: string; inclusive: boolean };
type FieldCondition = { eq?: unknown[]; low?: Bound; high?: Bound; regex?: RegExp };

export type Plan = { stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN'; index?: string; ordered: boolean };
export type QueryOptions = { sort?: Doc; skip?: number; limit?: number; countOnly?: boolean; collation?: Doc };
export type QueryResult = { docs: Doc[]; plan: Plan; examined: number; count?: number };

const RANGE_TYPES = new Set(['2', '3', '7', '9']);

function collectConditions(filter: Doc, out: Map<string, FieldCondition[]>): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) collectConditions(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const condition = fieldCondition(value);
    if (!condition) continue;
    const list = out.get(field) ?? [];
    list.push(condition);
    out.set(field, list);
  }
}

function fieldCondition(value: unknown): FieldCondition | undefined {
  if (value instanceof RegExp) return { regex: value };
  if (Array.isArray(value)) return undefined;
  if (!isPlainObject(value)) return { eq: [value] };
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) return { eq: [value] };
  const condition: FieldCondition = {};
  for (const op of keys) {
    const operand = value[op];
    if (op === '$eq' && !(operand instanceof RegExp) && !Array.isArray(operand)) condition.eq = [operand];
    else if (op === '$in' && Array.isArray(operand) && !operand.some((v) => v instanceof RegExp || Array.isArray(v))) {
      condition.eq = operand;
    } else if (op === '$regex') {
      const options = typeof value.$options === 'string' ? value.$options : '';
      try {
        condition.regex = operand instanceof RegExp ? operand : new RegExp(String(operand), options);
      } catch {
        return undefined;
      }
    } else if (op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') {
      const key = encodeKey(operand);
      if (!RANGE_TYPES.has(key[0])) continue;
      if (op === '$gt' || op === '$gte') condition.low = { key, inclusive: op === '$gte' };
      else condition.high = { key, inclusive: op === '$lte' };
    }
  }
  if (condition.low && !condition.high) condition.high = { key: typeEnd(condition.low.key), inclusive: false };
  if (condition.high && !condition.low) condition.low = { key: condition.high.key[0], inclusive: true };
  return condition;
}

/** The literal prefix of an anchored, case-sensitive regex, if any. */
function regexPrefix(regex: RegExp): string | undefined {
  if (regex.flags.includes('i') || regex.flags.includes('m') || !regex.source.startsWith('^')) return undefined;
  const match = /^\^([^.*+?()[\]{}|\\$^]*)/.exec(regex.source);
  let prefix = match?.[1] ?? '';
  const next = regex.source[1 + prefix.length];
  if (next === '*' || next === '?' || next === '{') prefix = prefix.slice(0, -1);
  if (!prefix || hasControlKeyChars(prefix)) return undefined;
  return prefix;
}

type Candidate = { score: number; index: SortedIndex; ids: () => Iterable<string>; regex?: RegExp; prefixKey?: string };

function* idsOf(entries: Iterable<{ id: string }>): Generator<string> {
  for (const entry of entries) yield entry.id;
}

function* unionRanges(index: SortedIndex, values: unknown[]): Generator<string> {
  const keys = [...new Set(values.map(encodeKey))].sort();
  for (const key of keys) yield* idsOf(index.range(key, key, true, true));
}

function candidateFor(index: SortedIndex, conditions: Map<string, FieldCondition[]>): Candidate | undefined {
  const lead = conditions.get(index.fields[0]);
  if (!lead || !index.usable) return undefined;
  if (index.complete) {
    const eqs = index.fields.map((f) => conditions.get(f)?.find((c) => c.eq?.length === 1)?.eq?.[0]);
    const allEq = index.fields.every((f, i) => conditions.get(f)?.some((c) => c.eq?.length === 1) && eqs[i] !== undefined);
    if (allEq) {
      const k = eqs.map(encodeKey).join(SEP);
      return { score: 100 + index.fields.length + (index.unique ? 1 : 0), index, ids: () => index.lookup(k) };
    }
    const inList = lead.find((c) => c.eq);
    if (inList?.eq) {
      const values = inList.eq;
      if (index.fields.length === 1) {
        return {
          score: 60 - Math.min(values.length, 20),
          index,
          ids: function* () {
            for (const key of new Set(values.map(encodeKey))) yield* index.lookup(key);
          },
        };
      }
      const prefixKey = values.length === 1 ? encodeKey(values[0]) : undefined;
      return { score: 50 - Math.min(values.length, 20), index, ids: () => unionRanges(index, values), prefixKey };
    }
    const range = lead.find((c) => c.low && c.high);
    if (range?.low && range.high) {
      const { low, high } = range;
      return { score: 30, index, ids: () => idsOf(index.range(low.key, high.key, low.inclusive, high.inclusive)) };
    }
    const prefixed = lead.map((c) => c.regex && regexPrefix(c.regex)).find(Boolean);
    if (prefixed) {
      const low = encodeKey(prefixed);
      return { score: 30, index, ids: () => idsOf(index.range(low, low + '\uffff', true, false)) };
    }
  }
  const regex = lead.find((c) => c.regex)?.regex;
  if (regex && index.fields.length === 1 && !index.partial) {
    return {
      score: 10,
      index,
      regex,
      ids: function* () {
        const seen = new Set<string>();
        for (const key of index.keys()) {
          const s = decodeStringKey(key);
          regex.lastIndex = 0;
          if (s === undefined || !regex.test(s)) continue;
          for (const id of index.lookup(key)) {
            if (!seen.has(id)) {
              seen.add(id);
              yield id;
            }
          }
        }
      },
    };
  }
  return undefined;
}

/**
 * Whether walking the index from its `offset`-th field serves the sort (same directions, or all
 * reversed). Entries with equal keys are ordered by _id, so a trailing `_id` is served too.
 */
function servesSort(index: SortedIndex, sort: Doc, offset: number): { reverse: boolean } | undefined {
  if (!index.usable || index.multikey) return undefined;
  let fields = Object.keys(sort);
  const rest = index.fields.slice(offset);
  let idDir: number | undefined;
  if (fields.length === rest.length + 1 && fields[fields.length - 1] === '_id' && !rest.includes('_id')) {
    idDir = Number(sort._id);
    fields = fields.slice(0, -1);
  }
  if (fields.length === 0 || fields.length > rest.length || !fields.every((f, i) => rest[i] === f)) return undefined;
  const dirs = index.dirs.slice(offset);
  const same = fields.every((f, i) => Number(sort[f]) === dirs[i]);
  const reversed = fields.every((f, i) => Number(sort[f]) === -dirs[i]);
  if (!same && !reversed) return undefined;
  if (idDir !== undefined && idDir !== (reversed ? -1 : 1)) return undefined;
  return { reverse: reversed };
}

/** An index whose order serves the sort over the whole collection. */
function sortIndex(collection: Collection, sort: Doc): { index: SortedIndex; reverse: boolean } | undefined {
  if (Object.keys(sort).length === 0) return undefined;
  for (const index of collection.indexes.values()) {
    if (!index.complete) continue;
    const served = servesSort(index, sort, 0);
    if (served) return { index, reverse: served.reverse };
  }
  return undefined;
}

type Simple = (doc: Doc) => boolean;

/** Whether any value at the dotted path (descending into arrays, as MongoDB does) satisfies `test`. */
function anyAt(value: unknown, parts: string[], from: number, test: (v: unknown) => boolean): boolean {
  let node = value;
  for (let i = from; i < parts.length; i++) {
    if (Array.isArray(node)) {
      const part = parts[i];
      if (/^\d+$/.test(part) && anyAt(node[Number(part)], parts, i + 1, test)) return true;
      return node.some((element) => isPlainObject(element) && anyAt(element, parts, i, test));
    }
    if (!isPlainObject(node)) return false;
    node = node[parts[i]];
  }
  return Array.isArray(node) ? node.some(test) : test(node);
}

/** Equality to a string/number/boolean and regexes: matched directly, without mingo's general machinery. */
function simpleCondition(field: string, value: unknown): Simple | undefined {
  if (field.startsWith('$')) return undefined;
  let regex: RegExp | undefined;
  let eq: string | number | boolean | undefined;
  if (value instanceof RegExp) regex = value;
  else if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value))) eq = value;
  else if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$eq') return simpleCondition(field, value.$eq);
    const options = value.$options;
    if (!('$regex' in value) || keys.some((k) => k !== '$regex' && k !== '$options')) return undefined;
    if (options !== undefined && typeof options !== 'string') return undefined;
    if (value.$regex instanceof RegExp) {
      if (options !== undefined) return undefined;
      regex = value.$regex;
    } else if (typeof value.$regex === 'string') {
      try {
        regex = new RegExp(value.$regex, options);
      } catch {
        return undefined;
      }
    } else return undefined;
  } else return undefined;
  const parts = field.split('.');
  let test: (v: unknown) => boolean;
  if (regex) {
    const r = regex;
    test = (v) => {
      if (typeof v !== 'string') return false;
      r.lastIndex = 0;
      return r.test(v);
    };
  } else test = (v) => v === eq;
  if (parts.length === 1) return (doc) => (Array.isArray(doc[field]) ? (doc[field] as unknown[]).some(test) : test(doc[field]));
  return (doc) => anyAt(doc, parts, 0, test);
}

function flattenAnd(filter: Doc, out: Array<[string, unknown]>): boolean {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and') {
      if (!Array.isArray(value) || value.length === 0) return false;
      for (const part of value) if (!isPlainObject(part) || !flattenAnd(part, out)) return false;
    } else out.push([field, value]);
  }
  return true;
}

export function compileFilter(filter: Doc): (doc: Doc) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  const pairs: Array<[string, unknown]> = [];
  const flat = flattenAnd(filter, pairs);
  const simple = flat ? pairs.map(([f, v]) => simpleCondition(f, v)) : [undefined];
  if (simple.every((c): c is Simple => c !== undefined)) {
    if (simple.length === 1) return simple[0];
    return (doc) => simple.every((c) => c(doc));
  }
  try {
    const query = new Query(filter, MINGO);
    return (doc) => query.test(doc);
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}

export function sortDocs(docs: Doc[], sort: Doc, collation?: Doc): Doc[] {
  if (docs.length < 2) return docs;
  try {
    const options = collationFold(collation) ? { ...MINGO, collation: collation as { locale: string } } : MINGO;
    return new Aggregator([{ $sort: sort }], options).run(docs) as Doc[];
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}

/** Chooses an access path, then filters, sorts and pages. */
export function runQuery(collection: Collection, filter: Doc, options: QueryOptions = {}): QueryResult {
  const fold = collationFold(options.collation);
  const binaryTest = compileFilter(fold ? (foldStrings(filter, fold) as Doc) : filter);
  const test = fold ? (doc: Doc) => binaryTest(foldStrings(doc, fold) as Doc) : binaryTest;
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
  if (!fold) collectConditions(filter, conditions);
  let plan: Plan;
  const idEq = conditions.get('_id')?.find((c) => c.eq)?.eq;
  const best = [...collection.indexes.values()]
    .map((index) => candidateFor(index, conditions))
    .filter((c): c is Candidate => c !== undefined)
    .sort((a, b) => b.score - a.score)[0];
  const ordered = sort && !fold ? sortIndex(collection, sort) : undefined;

  const wanted = skip + limit;
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
    const entries = ordered.index.live();
    for (let i = 0; i < entries.length && matches.length < wanted; i++) {
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
  if (skip > 0 || limit !== Infinity) docs = docs.slice(skip, skip + limit);
  return { docs, plan, examined, count: docs.length };
}

/** Counts matches without materialising them; an empty filter is answered from the collection size. */
export function countQuery(collection: Collection, filter: Doc, skip = 0, limit = 0, collation?: Doc): number {
  if (Object.keys(filter).length === 0) {
    const n = Math.max(0, collection.docs.size - skip);
    return limit > 0 ? Math.min(n, limit) : n;
  }
  return runQuery(collection, filter, { skip, limit, countOnly: true, collation }).count ?? 0;
}
