import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { typeName } from './bsonTypes';
import { defineField, inFieldOrderOf, isPlainObject } from './values';

// Pipeline stages and accumulators where mingo answers otherwise than MongoDB 7:
// - `$project` writes an inclusion in the projection's order with `_id` last; MongoDB keeps the input document's
//   order for the fields it includes (`_id` first) and adds the computed ones after them, in the projection's order;
// - `$sample` draws with replacement, so a document could come twice and a sample larger than the collection
//   repeated documents; MongoDB draws each document at most once;
// - `$push` and `$addToSet` (in `$group`) add a missing value as null; MongoDB skips it (a null is added);
// - `$replaceRoot`/`$replaceWith` of a value that is not a document answer 40228, as MongoDB does;
// - `$addFields`/`$set` of a dotted path leave an array on the path as it was (see `withArrayPaths`).

type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;
type Accumulator = (coll: AnyObject[], expr: Any, options: Options) => Any;

const has = (doc: AnyObject, key: string): boolean => Object.prototype.hasOwnProperty.call(doc, key);

const isInclusion = (value: unknown): boolean => value === 1 || value === true;

/** The top-level fields an inclusion `$project` includes (not computes), or undefined for an exclusion. */
function includedFields(spec: AnyObject): Set<string> | undefined {
  const included = new Set<string>();
  for (const [path, value] of Object.entries(spec)) {
    const top = path.split('.')[0];
    if (value === 0 || value === false) {
      if (path !== '_id') return undefined;
      continue;
    }
    const plain = isPlainObject(value) && !Object.keys(value).some((k) => k.startsWith('$'));
    if (isInclusion(value) || plain) included.add(top);
  }
  return included;
}

/**
 * A stage that maps each input to one output, in order (mingo's `$project`, `$addFields`), run lazily with each
 * output handed over beside the input it came from: the inputs wait in a queue as the stage pulls them, so a
 * cursor still runs the stage a batch at a time.
 */
function pairedWithInputs(
  coll: Iterator,
  stage: (tapped: Iterator) => Iterator,
  finish: (out: AnyObject, input: AnyObject) => AnyObject,
): Iterator {
  const inputs: AnyObject[] = [];
  const tapped = coll.map((doc) => {
    inputs.push(doc as AnyObject);
    return doc;
  });
  return stage(tapped).map((out) => finish(out as AnyObject, inputs.shift() ?? {}));
}

function withProjectOrder(base: PipelineOperator): PipelineOperator {
  return (coll, expr, options) => {
    if (!isPlainObject(expr)) return base(coll, expr, options);
    const included = includedFields(expr);
    if (!included) return base(coll, expr, options);
    const computed = Object.keys(expr).map((path) => path.split('.')[0]);
    return pairedWithInputs(
      coll,
      (tapped) => base(tapped, expr, options),
      (result, input) => {
        const ordered: AnyObject = {};
        if (has(result, '_id')) defineField(ordered, '_id', inFieldOrderOf(result._id, input._id));
        for (const key of Object.keys(input))
          if (included.has(key) && has(result, key) && !has(ordered, key))
            defineField(ordered, key, inFieldOrderOf(result[key], input[key]));
        for (const key of computed)
          if (has(result, key) && !has(ordered, key)) defineField(ordered, key, result[key]);
        for (const key of Object.keys(result)) if (!has(ordered, key)) defineField(ordered, key, result[key]);
        return ordered;
      },
    );
  };
}

/** `$sample`: `size` documents drawn without replacement (all of them, shuffled, when there are fewer). */
const $sample: PipelineOperator = (coll, expr) => {
  const size = isPlainObject(expr) ? Number(expr.size) : NaN;
  return coll.transform((docs: AnyObject[]) => {
    const pool = docs.slice();
    const count = Math.min(size, pool.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(Math.random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return Lazy(pool.slice(0, count));
  });
};

/** The accumulator's input values with the missing ones left out (MongoDB adds a null, never a missing value). */
export function presentValues(push: Accumulator, coll: AnyObject[], expr: Any, options: Options): unknown[] {
  const values = push(coll, expr, options) as unknown[];
  if (expr === null || expr === undefined) return values;
  const types = push(coll, { $type: expr } as Any, options) as unknown[];
  return values.filter((_, i) => types[i] !== 'missing');
}

/** MongoDB's 40228 for a new root that is not a document. */
function notADocument(name: string, root: unknown, doc: AnyObject): CommandError {
  const what = name === '$replaceWith' ? 'replacement document' : 'newRoot';
  const printed = (v: unknown): string =>
    JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? String(v);
  const value = root === undefined ? 'MISSING' : printed(root);
  const type = typeName(root);
  return new CommandError(
    ErrorCodes.Location40228,
    `'${what}' must evaluate to an object, but resulting value was: ${value}. Type of resulting value: '${type}'. Input document: ${printed(doc)}`,
  );
}

function rootStage(
  name: string,
  base: PipelineOperator,
  rootOf: (expr: AnyObject) => unknown,
): PipelineOperator {
  return (coll, expr, options) => {
    if (name === '$replaceRoot' && !isPlainObject(expr)) return base(coll, expr, options);
    const checked = coll.map((value) => {
      const doc = value as AnyObject;
      const root = evalExpr(doc, rootOf(expr as AnyObject) as Any, options);
      if (!isPlainObject(root)) throw notADocument(name, root, doc);
      return doc;
    });
    return base(checked, expr, options);
  };
}

/** A copy of `node` with `value` at the path: through arrays element by element, a non-document made one. */
function assignPath(node: unknown, parts: string[], value: unknown): unknown {
  if (Array.isArray(node)) return node.map((element) => assignPath(element, parts, value));
  const copy: AnyObject = isPlainObject(node) ? { ...node } : {};
  const [head, ...rest] = parts;
  const next = rest.length === 0 ? value : assignPath(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else defineField(copy, head, next);
  return copy;
}

/**
 * `$addFields`/`$set` with a dotted path: MongoDB sets the field in every document of an array on the path and
 * makes any other element (a number, a string) a document holding only the field; mingo leaves such arrays as
 * they were. The dotted fields are set here, each from the input document, after mingo's plain ones.
 */
function withArrayPaths(base: PipelineOperator): PipelineOperator {
  return (coll, expr, options) => {
    if (!isPlainObject(expr)) return base(coll, expr, options);
    const dotted = Object.keys(expr).filter((k) => k.includes('.'));
    if (dotted.length === 0) return base(coll, expr, options);
    const plain: AnyObject = {};
    for (const [k, v] of Object.entries(expr)) if (!k.includes('.')) plain[k] = v;
    const shape = (tapped: Iterator): Iterator =>
      Object.keys(plain).length > 0 ? base(tapped, plain, options) : tapped;
    return pairedWithInputs(coll, shape, (out, input) => {
      let result = out;
      for (const path of dotted) {
        const value = evalExpr(input, expr[path] as Any, options);
        result = assignPath(result, path.split('.'), value) as AnyObject;
      }
      return result;
    });
  };
}

export function pipelineStages(original: Record<string, PipelineOperator>): Record<string, PipelineOperator> {
  return {
    $addFields: withArrayPaths(original.$addFields),
    $set: withArrayPaths(original.$set),
    $project: withProjectOrder(original.$project),
    $sample,
    $replaceRoot: rootStage('$replaceRoot', original.$replaceRoot, (expr) => expr.newRoot),
    $replaceWith: rootStage('$replaceWith', original.$replaceWith, (expr) => expr),
  };
}

export function presentAccumulators(original: Record<string, Accumulator>): Record<string, Accumulator> {
  return { $push: (coll, expr, options) => presentValues(original.$push, coll, expr, options) as Any };
}
