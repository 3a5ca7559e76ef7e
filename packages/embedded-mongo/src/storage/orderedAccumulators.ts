import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import { $push } from 'mingo/operators/accumulator';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { collatedStrings, collationIn } from './collation';
import { isNullish } from './expressionArguments';
import { sortCollated } from './collationOperators';
import { encodeKey, isPlainObject, sortByKeys, type Doc } from './values';

// The operators that order values inside a pipeline — `$top`/`$bottom`/`$topN`/`$bottomN` (by `sortBy`),
// `$maxN`/`$minN`, `$sortArray` and `$bucket` — in MongoDB's order. mingo's sort them with its own compare, which
// orders a 64-bit long (a bigint here) as text after every number and BinData by its text, and its `$top`/`$bottom`
// answer a one-element array where MongoDB answers the value; its `$bucket` puts a value equal to a boundary in
// the bucket below it and lists empty buckets, where MongoDB puts it in the bucket the boundary opens and lists only
// buckets holding documents.

type Accumulator = (coll: AnyObject[], expr: Any, options: Options) => Any;
type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;
type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;
type Compare = (a: string, b: string) => number;

/** Values in MongoDB's order: across types and numbers by value through their index keys, strings collated. */
function sortValues(values: unknown[], strings?: Compare): unknown[] {
  const keyed = values.map((value) => ({ value, key: encodeKey(value) }));
  keyed.sort((x, y) => {
    if (strings && typeof x.value === 'string' && typeof y.value === 'string')
      return strings(x.value, y.value);
    return x.key < y.key ? -1 : x.key > y.key ? 1 : 0;
  });
  return keyed.map((k) => k.value);
}

/** Documents in the order of a `sortBy` specification, as `$sort` orders them (collated when asked). */
function sortDocuments(docs: AnyObject[], sortBy: unknown, options: Options): AnyObject[] {
  if (!isPlainObject(sortBy) || Object.keys(sortBy).length === 0)
    throw new CommandError(ErrorCodes.FailedToParse, "'sortBy' must be an object with at least one field");
  const collation = collationIn(options);
  return (sortCollated(docs, sortBy, collation) ??
    sortByKeys(docs as Doc[], sortBy as Record<string, number>)) as AnyObject[];
}

const groupKey = (options: Options): unknown => (options as { local?: { groupId?: unknown } }).local?.groupId;

function countOf(name: string, coll: AnyObject[], expr: AnyObject, options: Options): number {
  const n = evalExpr(groupKey(options) as AnyObject, expr.n as Any, options);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
    throw new CommandError(
      ErrorCodes.Location5787902,
      `'n' must be greater than 0, found ${String(n)} in ${name}`,
    );
  return n;
}

function edge(name: string, end: 'top' | 'bottom', many: boolean): Accumulator {
  return (coll, expr, options) => {
    const spec = expr as AnyObject;
    const n = many ? countOf(name, coll, spec, options) : 1;
    const sorted = sortDocuments(coll, spec.sortBy, options);
    const picked = end === 'top' ? sorted.slice(0, n) : sorted.slice(Math.max(0, sorted.length - n));
    const values = $push(picked, spec.output as Any, options) as Any[];
    return many ? values : (values[0] ?? null);
  };
}

function extremes(name: string, sign: 1 | -1): Accumulator {
  return (coll, expr, options) => {
    const spec = expr as AnyObject;
    const n = countOf(name, coll, spec, options);
    const values = ($push(coll, spec.input as Any, options) as unknown[]).filter((v) => !isNullish(v));
    const sorted = sortValues(values, collatedStrings(options));
    return (sign > 0 ? sorted.reverse() : sorted).slice(0, n) as Any;
  };
}

/** `$maxN`/`$minN` in `$project` and friends: over an array (or as an accumulator when mingo hands one). */
function extremesExpression(name: string, accumulator: Accumulator): ExpressionOperator {
  return (obj, expr, options) => {
    if (!isPlainObject(expr) || !('input' in expr) || !('n' in expr))
      throw new CommandError(ErrorCodes.FailedToParse, `${name} needs an object with 'n' and 'input'`);
    if (Array.isArray(obj)) return accumulator(obj as AnyObject[], expr, options);
    const { input, n } = evalExpr(obj, expr, options) as { input: unknown; n: unknown };
    if (isNullish(input)) return null;
    if (!Array.isArray(input))
      throw new CommandError(ErrorCodes.Location5788200, `Input must be an array in ${name}`);
    return accumulator(input as AnyObject[], { n, input: '$$this' } as Any, options);
  };
}

const $sortArray: ExpressionOperator = (obj, expr, options) => {
  if (!isPlainObject(expr) || !('input' in expr) || !('sortBy' in expr))
    throw new CommandError(ErrorCodes.FailedToParse, '$sortArray needs an object with input and sortBy');
  const input = evalExpr(obj, expr.input as Any, options) as unknown;
  if (isNullish(input)) return null;
  if (!Array.isArray(input))
    throw new CommandError(ErrorCodes.BadValue, 'The input argument to $sortArray must be an array');
  const sortBy = expr.sortBy;
  if (isPlainObject(sortBy)) return sortDocuments(input as AnyObject[], sortBy, options) as Any;
  if (sortBy !== 1 && sortBy !== -1)
    throw new CommandError(ErrorCodes.FailedToParse, 'sortBy must be 1, -1 or a sort specification');
  const sorted = sortValues(input, collatedStrings(options));
  return (sortBy === -1 ? sorted.reverse() : sorted) as Any;
};

/**
 * `$bucket`: each document in the bucket whose lower boundary is the last one at or below its `groupBy` value (in
 * MongoDB's order, collated strings included), out of range ones in `default`; only buckets holding documents.
 */
const $bucket: PipelineOperator = (coll, expr, options) => {
  const spec = expr as AnyObject;
  const bounds = spec.boundaries as unknown[];
  const strings = collatedStrings(options);
  const order = (a: unknown, b: unknown): number => {
    if (strings && typeof a === 'string' && typeof b === 'string') return strings(a, b);
    const [x, y] = [encodeKey(a), encodeKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const output = (spec.output ?? { count: { $sum: 1 } }) as AnyObject;
  const hasDefault = 'default' in spec;
  const buckets = new Map<number, AnyObject[]>();
  for (const doc of coll.collect() as AnyObject[]) {
    const value = evalExpr(doc, spec.groupBy as Any, options);
    let at = -1;
    if (order(value, bounds[0]) >= 0 && order(value, bounds[bounds.length - 1]) < 0) {
      at = 0;
      while (at + 1 < bounds.length - 1 && order(value, bounds[at + 1]) >= 0) at++;
    } else if (!hasDefault) {
      throw new CommandError(
        ErrorCodes.Location40066,
        '$switch could not find a matching branch for an input, and no default was specified.',
      );
    }
    const list = buckets.get(at) ?? [];
    list.push(doc);
    buckets.set(at, list);
  }
  const out: AnyObject[] = [];
  const emit = (at: number, id: unknown): void => {
    const docs = buckets.get(at);
    if (docs)
      out.push({ _id: id, ...(evalExpr(docs as unknown as AnyObject, output, options) as AnyObject) });
  };
  for (let i = 0; i < bounds.length - 1; i++) emit(i, bounds[i]);
  emit(-1, spec.default);
  return Lazy(out);
};

export const orderedAccumulators: Record<string, Accumulator> = {
  $top: edge('$top', 'top', false),
  $bottom: edge('$bottom', 'bottom', false),
  $topN: edge('$topN', 'top', true),
  $bottomN: edge('$bottomN', 'bottom', true),
  $maxN: extremes('$maxN', 1),
  $minN: extremes('$minN', -1),
};

export const orderedExpressions: Record<string, ExpressionOperator> = {
  $maxN: extremesExpression('$maxN', orderedAccumulators.$maxN),
  $minN: extremesExpression('$minN', orderedAccumulators.$minN),
  $sortArray,
};

export const orderedPipelineOperators: Record<string, PipelineOperator> = { $bucket };
