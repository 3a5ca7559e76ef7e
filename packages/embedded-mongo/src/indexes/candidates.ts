import type { Collection } from '../storage/collection';
import { collationCompare } from '../storage/collation';
import { decodeStringKey, SEP, TypeTag, type Doc } from '../storage/values';
import { regexPrefix, type Bound, type FieldCondition } from './conditions';
import type { SortedIndex } from './sortedIndex';

export type Candidate = {
  score: number;
  index: SortedIndex;
  ids: () => Iterable<string>;
  regex?: RegExp;
  prefixKey?: string;
};

function* idsOf(entries: Iterable<{ id: string }>): Generator<string> {
  for (const entry of entries) yield entry.id;
}

function* unionRanges(index: SortedIndex, values: unknown[]): Generator<string> {
  const keys = [...new Set(values.map((v) => index.keyOf(v)))].sort();
  for (const key of keys) yield* idsOf(index.range(key, key, true, true));
}

export function candidateFor(
  index: SortedIndex,
  conditions: Map<string, FieldCondition[]>,
): Candidate | undefined {
  const lead = conditions.get(index.fields[0]);
  if (!lead || !index.usable) return undefined;
  if (index.complete) {
    const eqs = index.fields.map((f) => conditions.get(f)?.find((c) => c.eq?.length === 1)?.eq?.[0]);
    const allEq = index.fields.every(
      (f, i) => conditions.get(f)?.some((c) => c.eq?.length === 1) && eqs[i] !== undefined,
    );
    if (allEq) {
      const k = eqs.map((v) => index.keyOf(v)).join(SEP);
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
            for (const key of new Set(values.map((v) => index.keyOf(v)))) yield* index.lookup(key);
          },
        };
      }
      const prefixKey = values.length === 1 && !index.collation ? index.keyOf(values[0]) : undefined;
      return {
        score: 50 - Math.min(values.length, 20),
        index,
        ids: () => unionRanges(index, values),
        prefixKey,
      };
    }
    const range = lead.find((c) => c.low && c.high);
    if (range?.low && range.high && index.collation && range.low.key[0] === TypeTag.string) {
      // Folded strings are not in the collation's order: the keys are compared with the collation.
      const collated = collatedRange(index, range.low, range.high);
      if (collated) return { score: 25, index, ids: collated };
    } else if (range?.low && range.high) {
      const { low, high } = range;
      return {
        score: 30,
        index,
        ids: () => idsOf(index.range(low.key, high.key, low.inclusive, high.inclusive)),
      };
    }
    const prefixed = lead.map((c) => c.regex && regexPrefix(c.regex)).find(Boolean);
    if (prefixed && !index.collation) {
      const low = index.keyOf(prefixed);
      return { score: 30, index, ids: () => idsOf(index.range(low, low + '\uffff', true, false)) };
    }
  }
  const regex = lead.find((c) => c.regex)?.regex;
  if (regex && index.fields.length === 1 && !index.partial && !index.collation) {
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

/** A string range on a collated single-field index: its keys tested with the collation, then their documents. */
function collatedRange(index: SortedIndex, low: Bound, high: Bound): (() => Iterable<string>) | undefined {
  const compare = collationCompare(index.collation);
  if (!compare || index.fields.length !== 1) return undefined;
  const from = decodeStringKey(low.key) ?? '';
  const to = high.key[0] === TypeTag.string ? decodeStringKey(high.key) : undefined;
  return function* () {
    for (const key of index.keys()) {
      const s = decodeStringKey(key);
      if (s === undefined) continue;
      const above = compare(s, from);
      if (above < 0 || (above === 0 && !low.inclusive)) continue;
      if (to !== undefined) {
        const below = compare(s, to);
        if (below > 0 || (below === 0 && !high.inclusive)) continue;
      }
      yield* index.lookup(key);
    }
  };
}

/**
 * Whether walking the index from its `offset`-th field serves the sort (same directions, or all
 * reversed). Entries with equal keys are ordered by _id, so a trailing `_id` is served too.
 */
export function servesSort(index: SortedIndex, sort: Doc, offset: number): { reverse: boolean } | undefined {
  if (!index.usable || index.multikey) return undefined;
  let fields = Object.keys(sort);
  const rest = index.fields.slice(offset);
  let idDir: number | undefined;
  if (fields.length === rest.length + 1 && fields[fields.length - 1] === '_id' && !rest.includes('_id')) {
    idDir = Number(sort._id);
    fields = fields.slice(0, -1);
  }
  if (fields.length === 0 || fields.length > rest.length || !fields.every((f, i) => rest[i] === f))
    return undefined;
  const dirs = index.dirs.slice(offset);
  const same = fields.every((f, i) => Number(sort[f]) === dirs[i]);
  const reversed = fields.every((f, i) => Number(sort[f]) === -dirs[i]);
  if (!same && !reversed) return undefined;
  if (idDir !== undefined && idDir !== (reversed ? -1 : 1)) return undefined;
  return { reverse: reversed };
}

/**
 * An index whose order serves the sort over the whole collection: one with the query's collation (strings
 * in another collation's order would not be sorted as asked); a collated one when it has a single field.
 */
export function sortIndex(
  collection: Collection,
  sort: Doc,
  collation?: Doc,
): { index: SortedIndex; reverse: boolean } | undefined {
  if (Object.keys(sort).length === 0) return undefined;
  for (const index of collection.indexes.values()) {
    if (!index.complete || !index.sameCollation(collation)) continue;
    if (index.collation && (index.fields.length !== 1 || !index.servesString(undefined))) continue;
    const served = servesSort(index, sort, 0);
    if (served) return { index, reverse: served.reverse };
  }
  return undefined;
}
