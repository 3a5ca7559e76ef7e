import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import { compare, resolve } from 'mingo/util';
import type { Any, AnyObject, Options } from 'mingo/types';
import { collatedStrings, collationCompare, collationIn, collationKey } from './collation';
import { compareValues } from './longAggregation';
import { encodeKey, hasBigInt, isPlainObject } from './values';

type Compare = (a: string, b: string) => number;
type Predicate = (doc: AnyObject) => boolean;
type QueryOperator = (selector: string, value: Any, options: Options) => Predicate;

/** The values a comparison looks at: the field's value, or its elements (one level of nesting too). */
function candidates(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [value];
  const out: unknown[] = [...value];
  for (const v of value) if (Array.isArray(v)) out.push(...(v as unknown[]));
  return out;
}

function anyString(doc: AnyObject, selector: string, test: (s: string) => boolean): boolean {
  const lhs = resolve(doc, selector, { unwrapArray: true });
  return candidates(lhs).some((v) => typeof v === 'string' && test(v));
}

const ORDER: Record<string, (n: number) => boolean> = {
  $gt: (n) => n > 0,
  $gte: (n) => n >= 0,
  $lt: (n) => n < 0,
  $lte: (n) => n <= 0,
};

/** The string test of an operator under a collation, or undefined when the operand has no string to collate. */
function collated(
  name: string,
  value: Any,
  compare: Compare,
  base: QueryOperator,
  selector: string,
  options: Options,
): Predicate | undefined {
  if (name === '$eq' || name === '$ne') {
    if (typeof value !== 'string') return undefined;
    const eq: Predicate = (doc) => anyString(doc, selector, (s) => compare(s, value) === 0);
    return name === '$eq' ? eq : (doc) => !eq(doc);
  }
  if (name === '$in' || name === '$nin') {
    if (!Array.isArray(value) || !value.some((v) => typeof v === 'string')) return undefined;
    const strings = value.filter((v): v is string => typeof v === 'string');
    const others = base(
      selector,
      value.filter((v) => typeof v !== 'string'),
      options,
    );
    const inList: Predicate = (doc) =>
      anyString(doc, selector, (s) => strings.some((t) => compare(s, t) === 0)) ||
      (value.length > strings.length && others(doc));
    if (name === '$in') return inList;
    return (doc) => !inList(doc);
  }
  const order = ORDER[name];
  if (!order || typeof value !== 'string') return undefined;
  return (doc) => anyString(doc, selector, (s) => order(compare(s, value)));
}

/**
 * mingo's comparison operators made collation-aware: with a `collation` in the query's options
 * (`new Query(filter, { collation })`), strings compare with the locale's collator (`storage/collation.ts`);
 * everything else, and every query without a collation, goes to the operator given.
 */
export function withCollation<T extends Record<string, unknown>>(operators: T): T {
  const out: Record<string, unknown> = { ...operators };
  for (const name of ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin']) {
    const base = operators[name] as QueryOperator | undefined;
    if (!base) continue;
    // $nin's non-string part is `$in`'s, negated with the rest.
    const inBase = (operators.$in as QueryOperator | undefined) ?? base;
    out[name] = ((selector, value, options) => {
      const compare = collatedStrings(options);
      const test = compare
        ? collated(name, value, compare, name === '$nin' ? inBase : base, selector, options)
        : undefined;
      return test ?? base(selector, value, options);
    }) as QueryOperator;
  }
  return out as T;
}

/** The value a sort key takes in a document: an array sorts by its least (ascending) or greatest element. */
function sortValue(
  doc: AnyObject,
  key: string,
  dir: number,
  cmp: (a: unknown, b: unknown) => number,
): unknown {
  const value = resolve(doc, key, { unwrapArray: true });
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return undefined;
  return value.reduce((best: unknown, v: unknown) => (cmp(v, best) * dir < 0 ? v : best));
}

/**
 * Documents sorted as MongoDB sorts them, strings with `strings` (a collation's comparison; binary without one),
 * numbers by value whatever their type (a long among doubles), every other value in mingo's (MongoDB's) order,
 * an array by its smallest element ascending and its largest descending. Stable, as MongoDB's is for equal keys.
 */
export function sortWith(docs: AnyObject[], sort: AnyObject, strings?: Compare): AnyObject[] {
  const cmp = (a: unknown, b: unknown): number =>
    a === undefined || b === undefined ? compare(a, b) : compareValues(a, b, strings);
  const keys = Object.entries(sort).map(([key, dir]) => [key, Number(dir) < 0 ? -1 : 1] as const);
  const rows = docs.map((doc) => ({ doc, values: keys.map(([key, dir]) => sortValue(doc, key, dir, cmp)) }));
  rows.sort((x, y) => {
    for (let i = 0; i < keys.length; i++) {
      const order = cmp(x.values[i], y.values[i]);
      if (order !== 0) return order * keys[i][1];
    }
    return 0;
  });
  return rows.map((row) => row.doc);
}

/** A sort under a collation (`sortWith` with its comparison), or undefined when the collation is simple. */
export function sortCollated(
  docs: AnyObject[],
  sort: AnyObject,
  collation: unknown,
): AnyObject[] | undefined {
  const strings = collationCompare(collation);
  return strings ? sortWith(docs, sort, strings) : undefined;
}

type Lazy = Iterator;
type PipelineOperator = (coll: Lazy, expr: Any, options: Options) => Lazy;
/** A field no BSON document can have (a NUL-led name), carrying each document's group key. */
const GROUP_KEY = '\u0000groupKey';

/** The key of a number whatever its type: an int, a long (bigint) and a double of the same value share it. */
function numberKey(v: number | bigint): string {
  return typeof v === 'bigint' || Number.isInteger(v) ? BigInt(v).toString() : String(v);
}

/**
 * Replaces every string in a value by the first one seen that is equal to it under the collation (none:
 * strings as they are), and every number by the first one seen of the same value (a long and an int of the
 * same value are one group key, one set element, as in MongoDB).
 */
export function canonicalizer(compare?: Compare, fold?: (s: string) => string): (value: unknown) => unknown {
  const seen = new Map<string, string[]>();
  const numbers = new Map<string, number | bigint>();
  const canon = (value: unknown): unknown => {
    if (typeof value === 'string' && compare && fold) {
      const bucket = seen.get(fold(value)) ?? [];
      const found = bucket.find((s) => compare(s, value) === 0);
      if (found !== undefined) return found;
      bucket.push(value);
      seen.set(fold(value), bucket);
      return value;
    }
    if (typeof value === 'number' || typeof value === 'bigint') {
      const key = numberKey(value);
      const found = numbers.get(key);
      if (found !== undefined) return found;
      numbers.set(key, value);
      return value;
    }
    if (Array.isArray(value)) return value.map(canon);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: AnyObject = {};
      for (const [k, v] of Object.entries(value)) out[k] = canon(v);
      return out;
    }
    return value;
  };
  return canon;
}

/** Whether a group key depends on the document (a constant key needs no canonical form). */
function variableKey(id: unknown): boolean {
  if (typeof id === 'string') return id.startsWith('$');
  return (id !== null && typeof id === 'object') || Array.isArray(id);
}

/**
 * `$group` under a collation: group keys whose strings are equal under it fall in one group (MongoDB's
 * behaviour; mingo groups binary), the group's `_id` being the first such key met. Each document is
 * grouped through a copy carrying its key in a field no BSON document can have, removed before the
 * groups are returned.
 */
export function withCollatedGroup(base: PipelineOperator): PipelineOperator {
  return (coll, expr, options) => {
    const spec = collationIn(options);
    const compare = collationCompare(spec);
    const fold = collationKey(spec);
    if (
      expr === null ||
      typeof expr !== 'object' ||
      !('_id' in expr) ||
      !variableKey((expr as AnyObject)._id)
    )
      return base(coll, expr, options);
    const idExpr = (expr as AnyObject)._id;
    return coll.transform((items: AnyObject[]) => {
      const keys = items.map((item) => evalExpr(item, idExpr, options));
      // Binary strings, no long and no document or array among the keys: mingo's grouping is MongoDB's.
      if (!compare && !keys.some(needsCanonicalKey)) return base(Lazy(items), expr, options);
      // Each key grouped by its index key (numbers by value, documents with their field order, collated strings
      // made one first), the group's `_id` the first key seen (null for a missing one, as MongoDB answers).
      const canon = canonicalizer(compare, fold);
      const firstSeen = new Map<string, unknown>();
      const copies: AnyObject[] = items.map((item, i) => {
        const key = canon(keys[i]);
        const token = encodeKey(key);
        if (!firstSeen.has(token)) firstSeen.set(token, key ?? null);
        return { ...item, [GROUP_KEY]: token };
      });
      let cleaned = false;
      return base(Lazy(copies), { ...(expr as AnyObject), _id: `$${GROUP_KEY}` }, options).map(
        (group: AnyObject) => {
          if (!cleaned) {
            for (const copy of copies) delete copy[GROUP_KEY];
            cleaned = true;
          }
          return { ...group, _id: firstSeen.get(group._id as string) };
        },
      );
    });
  };
}

/** A key mingo would group otherwise than MongoDB: a long, or a document or an array (mingo ignores order). */
function needsCanonicalKey(value: unknown): boolean {
  return hasBigInt(value) || Array.isArray(value) || isPlainObject(value);
}
