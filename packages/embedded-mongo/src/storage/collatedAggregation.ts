import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import { $push } from 'mingo/operators/accumulator';
import type { Any, AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { collatedStrings, collationCompare, collationIn, collationKey } from './collation';
import { canonicalizer, sortWith } from './collationOperators';
import { encodeKey, isPlainObject, sortByKeys, type Doc } from './values';
import { presentValues } from './pipelineStages';

/**
 * Where MongoDB compares values inside an aggregation, it compares strings with the aggregation's collation
 * (the command's, else the collection's default) and numbers by value whatever their type (an int and a long of
 * the same value are equal): the `$addToSet` accumulator, the `$setUnion`/`$setIntersection`/`$setDifference`/
 * `$setEquals`/`$setIsSubset` and `$in` expressions, `$lookup`'s `localField`/`foreignField` match and `$sort`
 * after the first stages (with longs among the keys, or a collation). mingo compares binary and by JavaScript
 * type; these replace its operators. Values are told apart by their order-preserving key (`encodeKey`) after
 * strings equal under the collation were replaced by the first one met (`canonicalizer`).
 */

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;
type AccumulatorOperator = (coll: AnyObject[], expr: Any, options: Options) => Any;
type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;

/** A function giving equal keys to values MongoDB calls equal under the options' collation. */
function keyer(options: Options | undefined): (value: unknown) => string {
  const spec = collationIn(options);
  const canon = canonicalizer(collationCompare(spec), collationKey(spec));
  return (value) => encodeKey(canon(value));
}

/** The values once each, in the order met. */
function unique(values: unknown[], key: (v: unknown) => string): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const v of values) {
    const k = key(v);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(v);
  }
  return out;
}

/** The arrays a set expression takes, or null when one is null or missing (MongoDB's answer then). */
function arrays(obj: AnyObject, expr: Any, options: Options, op: string): unknown[][] | null {
  const args = evalExpr(obj, expr, options) as unknown;
  const list = Array.isArray(expr) ? (args as unknown[]) : [args];
  if (list.some((a) => a === null || a === undefined)) return null;
  for (const a of list) if (!Array.isArray(a)) throw new Error(`All operands of ${op} must be arrays.`);
  return list as unknown[][];
}

export function collatedExpressionOperators(): Record<string, ExpressionOperator> {
  return {
    $in: (obj, expr, options) => {
      if (!Array.isArray(expr) || expr.length !== 2)
        throw new Error(`Expression $in takes exactly 2 arguments.`);
      const [item, list] = evalExpr(obj, expr, options) as unknown[];
      if (!Array.isArray(list)) throw new Error(`$in requires an array as a second argument`);
      const key = keyer(options);
      const wanted = key(item);
      return list.some((v) => key(v) === wanted);
    },
    $setUnion: (obj, expr, options) => {
      const list = arrays(obj, expr, options, '$setUnion');
      return list && (unique(list.flat(), keyer(options)) as Any);
    },
    $setIntersection: (obj, expr, options) => {
      const list = arrays(obj, expr, options, '$setIntersection');
      if (!list) return null;
      const key = keyer(options);
      const [first = [], ...others] = list;
      const sets = others.map((a) => new Set(a.map(key)));
      return unique(first, key).filter((v) => sets.every((s) => s.has(key(v)))) as Any;
    },
    $setDifference: (obj, expr, options) => {
      const list = arrays(obj, expr, options, '$setDifference');
      if (!list) return null;
      const key = keyer(options);
      const minus = new Set((list[1] ?? []).map(key));
      return unique(list[0] ?? [], key).filter((v) => !minus.has(key(v))) as Any;
    },
    $setEquals: (obj, expr, options) => {
      const list = arrays(obj, expr, options, '$setEquals');
      if (!list) throw new Error('All operands of $setEquals must be arrays.');
      const key = keyer(options);
      const sets = list.map((a) => new Set(a.map(key)));
      return sets.every((s) => s.size === sets[0].size && [...s].every((k) => sets[0].has(k)));
    },
    $setIsSubset: (obj, expr, options) => {
      const list = arrays(obj, expr, options, '$setIsSubset');
      if (!list) throw new Error('both operands of $setIsSubset must be arrays.');
      const key = keyer(options);
      const of = new Set((list[1] ?? []).map(key));
      return (list[0] ?? []).every((v) => of.has(key(v)));
    },
  };
}

export function collatedAccumulators(): Record<string, AccumulatorOperator> {
  return {
    $addToSet: (coll, expr, options) =>
      unique(presentValues($push as never, coll, expr, options), keyer(options)) as Any,
  };
}

/** A field no BSON document can have (a NUL-led name), carrying `$lookup`'s match keys. */
const LOOKUP_KEY = '\u0000lookupKey';

function matchKeys(doc: AnyObject, path: string, key: (v: unknown) => string): string | string[] {
  const value = resolve(doc, path) as unknown;
  if (Array.isArray(value)) return value.length === 0 ? key(null) : value.map(key);
  return key(value ?? null);
}

function withoutKey(doc: unknown): unknown {
  if (!isPlainObject(doc) || !(LOOKUP_KEY in doc)) return doc;
  const out = { ...doc };
  delete out[LOOKUP_KEY];
  return out;
}

/**
 * `$lookup` with `localField`/`foreignField`: mingo's match runs on keys (MongoDB's equality, collated)
 * carried in a field of copies of both sides; the joined copies are given back as the foreign documents.
 */
export function withCollatedLookup(base: PipelineOperator): PipelineOperator {
  return (coll, expr, options) => {
    if (!isPlainObject(expr) || typeof expr.localField !== 'string' || typeof expr.foreignField !== 'string')
      return base(coll, expr, options);
    const resolver = (options as { collectionResolver?: (name: string) => AnyObject[] }).collectionResolver;
    const from = typeof expr.from === 'string' && resolver ? resolver(expr.from) : expr.from;
    if (!Array.isArray(from)) return base(coll, expr, options);
    const key = keyer(options);
    const { localField, foreignField } = expr;
    const originals = new Map<AnyObject, AnyObject>();
    const foreign = (from as AnyObject[]).map((doc) => {
      const copy = { ...doc, [LOOKUP_KEY]: matchKeys(doc, foreignField, key) };
      originals.set(copy, doc);
      return copy;
    });
    const local = coll.map((doc: AnyObject) => ({ ...doc, [LOOKUP_KEY]: matchKeys(doc, localField, key) }));
    const stage = { ...expr, from: foreign, localField: LOOKUP_KEY, foreignField: LOOKUP_KEY };
    const as = String(expr.as);
    return base(local, stage as Any, options).map((doc: AnyObject) => {
      const out = withoutKey(doc) as AnyObject;
      const joined = out[as];
      // without a pipeline the joined documents are the copies themselves; a pipeline's output may carry the key
      if (Array.isArray(joined))
        out[as] = joined.map((d: AnyObject) => originals.get(d) ?? withoutKey(d)) as Any;
      return out;
    });
  };
}

/**
 * `$sort` after the planned stages: with a collation (strings in the locale's order, every option of
 * `collationCompare`) or longs among the keys (by value with the other numbers), sorted here, stably;
 * otherwise by mingo.
 */
export function withCollatedSort(base: PipelineOperator): PipelineOperator {
  return (coll, expr, options) => {
    if (!isPlainObject(expr)) return base(coll, expr, options);
    const strings = collatedStrings(options);
    const keys = Object.entries(expr).map(([k, d]) => [k, Number(d) < 0 ? -1 : 1] as const);
    return coll.transform((docs: AnyObject[]) => {
      const longs = docs.some((doc) => keys.some(([k]) => hasLongValue(resolve(doc, k))));
      if (!strings && !longs) {
        // an array sorts by its smallest element ascending, its largest descending: MongoDB's order by index keys
        const arrays = docs.some((doc) => keys.some(([k]) => Array.isArray(resolve(doc, k))));
        if (!arrays) return base(Lazy(docs), expr, options);
        return Lazy(sortByKeys(docs as Doc[], Object.fromEntries(keys)) as AnyObject[]);
      }
      return Lazy(sortWith(docs, expr, strings));
    });
  };
}

function hasLongValue(v: unknown): boolean {
  return typeof v === 'bigint' || (Array.isArray(v) && v.some((e) => typeof e === 'bigint'));
}

/**
 * `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte` and `$cmp` in expressions compare two strings with the collation, as
 * MongoDB does; anything else goes to the operator given (the engine's long-aware ones).
 */
export function withCollatedComparisons(
  operators: Record<string, ExpressionOperator>,
): Record<string, ExpressionOperator> {
  const tests: Record<string, (order: number) => Any> = {
    $eq: (o) => o === 0,
    $ne: (o) => o !== 0,
    $gt: (o) => o > 0,
    $gte: (o) => o >= 0,
    $lt: (o) => o < 0,
    $lte: (o) => o <= 0,
    $cmp: (o) => (o < 0 ? -1 : o > 0 ? 1 : 0),
  };
  const out: Record<string, ExpressionOperator> = {};
  for (const [name, test] of Object.entries(tests)) {
    const base = operators[name];
    if (!base) continue;
    out[name] = (obj, expr, options) => {
      const strings = collatedStrings(options);
      if (!strings || !Array.isArray(expr) || expr.length !== 2) return base(obj, expr, options);
      const [a, b] = evalExpr(obj, expr, options) as unknown[];
      if (typeof a !== 'string' || typeof b !== 'string')
        return base(obj, [{ $literal: a }, { $literal: b }] as Any, options);
      return test(strings(a, b));
    };
  }
  return out;
}
