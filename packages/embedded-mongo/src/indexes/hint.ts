import { CommandError, ErrorCodes } from '../commands/errors';
import type { Collection } from '../storage/collection';
import { isPlainObject, type Doc } from '../storage/values';
import { compileFilter } from './matcher';
import { collationFor, sortDocs, type QueryOptions, type QueryResult } from './planner';
import type { SortedIndex } from './sortedIndex';

/** What a `hint` names: one index, or `$natural` (a collection scan, forwards or backwards). */
export type Hinted = { index: SortedIndex } | { natural: 1 | -1 };

function sameKeyPattern(a: Doc, b: Doc): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && Number(a[k]) === Number(b[k]));
}

function noSuchIndex(): CommandError {
  return new CommandError(
    ErrorCodes.BadValue,
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/** The index a hint names (by name or key pattern), `$natural`, or undefined for no hint (`{}` or `''`). */
export function resolveHint(collection: Collection, hint: unknown): Hinted | undefined {
  if (hint === undefined || hint === null || hint === '') return undefined;
  if (typeof hint === 'string') {
    const index = collection.indexes.get(hint);
    if (!index || index.spec.hidden === true) throw noSuchIndex();
    return { index };
  }
  if (!isPlainObject(hint))
    throw new CommandError(ErrorCodes.FailedToParse, 'hint must be either a string or nested object');
  const keys = Object.keys(hint);
  if (keys.length === 0) return undefined;
  if (keys.length === 1 && keys[0] === '$natural') return { natural: Number(hint.$natural) < 0 ? -1 : 1 };
  const matches = [...collection.indexes.values()].filter(
    (index) => index.spec.hidden !== true && sameKeyPattern(index.spec.key, hint),
  );
  if (matches.length === 0) throw noSuchIndex();
  if (matches.length > 1)
    throw new CommandError(ErrorCodes.BadValue, 'Hint matched multiple indexes, must hint by index name.');
  return { index: matches[0] };
}

/** Documents in the order of the hinted access path (a sparse or partial index holds only some). */
function* hintedDocs(collection: Collection, hinted: Hinted): Generator<Doc> {
  if ('natural' in hinted) {
    const all = [...collection.docs.values()];
    if (hinted.natural < 0) all.reverse();
    yield* all;
    return;
  }
  const seen = hinted.index.multikey ? new Set<string>() : undefined;
  for (const entry of hinted.index.live()) {
    if (seen) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
    }
    const doc = collection.docs.get(entry.id);
    if (doc) yield doc;
  }
}

/**
 * A query with a `hint` (MongoDB's `hint` option on find, aggregate, count and writes): the hinted
 * path is walked whole, the filter tested on each document, then sorted and paged. Undefined when
 * the query has no hint, so the planner chooses.
 */
export function runHinted(
  collection: Collection,
  filter: Doc,
  options: QueryOptions & { hint?: unknown },
): QueryResult | undefined {
  const hinted = resolveHint(collection, options.hint);
  if (!hinted) return undefined;
  const collation = collationFor(collection, options.collation);
  const test = compileFilter(filter, collation);
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  const skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit > 0 ? options.limit : Infinity;
  const wanted = sort ? Infinity : skip + limit;
  let examined = 0;
  let matches: Doc[] = [];
  for (const doc of hintedDocs(collection, hinted)) {
    if (matches.length >= wanted) break;
    examined++;
    if (test(doc)) matches.push(doc);
  }
  const stats = collection.stats;
  stats.docsExamined += examined;
  const plan =
    'natural' in hinted
      ? { stage: 'COLLSCAN' as const, ordered: !sort }
      : { stage: 'IXSCAN' as const, index: hinted.index.name, ordered: !sort };
  if (plan.stage === 'COLLSCAN') stats.collectionScans++;
  else stats.indexLookups++;
  if (sort) matches = sortDocs(matches, sort, collation);
  const docs = limit === Infinity ? matches.slice(skip) : matches.slice(skip, skip + limit);
  if (options.countOnly) return { docs: [], count: docs.length, plan, examined };
  return { docs, plan, examined, count: docs.length };
}
