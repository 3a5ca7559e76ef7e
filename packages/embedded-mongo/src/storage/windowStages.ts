import { Long } from 'bson';
import { evalExpr, OpType } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import { $dateAdd } from 'mingo/operators/expression';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { collatedStrings, collationIn, collationKey } from './collation';
import { compareValues } from './longAggregation';
import { encodeKey, getPath, isPlainObject, setPath } from './values';

/**
 * `$setWindowFields` and `$fill` as MongoDB 7 computes them, done here rather than by mingo's stages:
 * - mingo's `$setWindowFields` (and its `$fill`, built on it) writes each result through an internal `$function`,
 *   which the engine's `scriptEnabled: false` refuses; computing the windows here needs no script at all, so
 *   every refusal of users' JavaScript (`commands/unsupported.ts`) stays as it is;
 * - mingo sorts with its own `$sort` (a bigint as text, strings without the collation) and does arithmetic on the
 *   sort values (`+value`, which throws on a bigint): here partitions and windows are ordered with the engine's
 *   `$sort` (`withCollatedSort`: longs by value, strings with the aggregation's collation), `range` windows
 *   bound a long exactly, ties for `$rank`/`$denseRank` are equal under the collation, and accumulators come
 *   from the engine's context (the long-exact `$sum`/`$avg`/`$min`/`$max` of `longAggregation.ts`);
 * - the window operators that do arithmetic on values (`$derivative`, `$integral`, `$expMovingAvg`,
 *   `$linearFill`, `$minMaxScaler`) get a long within 2^53 as the number it equals and answer 115 past it;
 *   `$covariancePop`/`$covarianceSamp` (computed in doubles by MongoDB) get longs as the nearest doubles.
 * `$densify` (`densifyStage.ts`) shares the partition key and the long checks exported here.
 */

type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;
type AccumulatorOperator = (coll: AnyObject[], expr: Any, options: Options) => Any;
type WindowOperator = (obj: AnyObject, coll: AnyObject[], expr: AnyObject, options: Options) => Any;
type Bound = number | 'unbounded' | 'current';
type WindowSpec = { documents?: [Bound, Bound]; range?: [Bound, Bound]; unit?: string };
type Output = { field: string; op: string; args: Any; window?: WindowSpec };

const OP = '$setWindowFields';
const SORT_REQUIRED_OPS = new Set([
  '$denseRank',
  '$documentNumber',
  '$first',
  '$last',
  '$linearFill',
  '$rank',
  '$shift',
]);
const UNBOUNDED_ONLY_OPS = new Set([
  '$denseRank',
  '$expMovingAvg',
  '$linearFill',
  '$locf',
  '$rank',
  '$shift',
]);
/** Window operators computed on numbers: `x` is the sort value, `y` the input. */
const NUMERIC_OPS = new Set(['$derivative', '$integral', '$expMovingAvg', '$linearFill', '$minMaxScaler']);
/** Window operators that read the whole partition once (mingo memoizes them per partition array). */
const MEMOIZED_OPS = new Set(['$expMovingAvg', '$linearFill', '$minMaxScaler']);

export function fail(message: string): never {
  throw new CommandError(ErrorCodes.BadValue, message);
}

function longUnsupported(op: string): CommandError {
  return new CommandError(
    ErrorCodes.CommandNotSupported,
    `${op} of a 64-bit long past 2^53 is not supported by the embedded engine`,
  );
}

/** A long within 2^53 as the number it equals (115 past it, naming `op`); anything else as it is. */
export function asExactNumber(value: unknown, op: string): unknown {
  if (value instanceof Long) value = value.toBigInt();
  if (typeof value !== 'bigint') return value;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw longUnsupported(op);
  return n;
}

const isNumeric = (v: unknown): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';

/** The engine's operator of a kind from the evaluation's context (the ordered and long-exact ones included). */
function operator<T>(options: Options, type: OpType, name: string): T | null {
  return (options.context.getOperator(type, name) as T | null) ?? null;
}

function parseOutputs(expr: AnyObject, options: Options): Output[] {
  if (!isPlainObject(expr.output)) fail(`${OP} 'output' must be an object`);
  const outputs: Output[] = [];
  for (const [field, spec] of Object.entries(expr.output as AnyObject)) {
    if (!isPlainObject(spec)) fail(`${OP} 'output' field '${field}' must be an object`);
    const keys = Object.keys(spec);
    const op = keys.find((k) => k.startsWith('$'));
    if (!op || !(operator(options, OpType.WINDOW, op) || operator(options, OpType.ACCUMULATOR, op)))
      fail(`${OP} '${op ?? keys[0]}' is not a valid window operator`);
    if (!(keys.length === 1 || (keys.length === 2 && keys.includes('window'))))
      fail(`${OP} 'output' option should have a single window operator.`);
    const window = spec.window as WindowSpec | undefined;
    if (window !== undefined) {
      if (!isPlainObject(window) || !!window.documents === !!window.range)
        fail("'window' option supports only one of 'documents' or 'range'.");
      const bounds = window.documents ?? window.range;
      if (!Array.isArray(bounds) || bounds.length !== 2)
        fail(`${OP} 'window' bounds must be an array of two elements`);
      for (const b of bounds)
        if (b !== 'unbounded' && b !== 'current' && typeof b !== 'number')
          fail(`${OP} 'window' bounds must be 'unbounded', 'current' or a number`);
      if (window.documents && bounds.some((b) => typeof b === 'number' && !Number.isInteger(b)))
        fail(`${OP} 'documents' window bounds must be whole numbers`);
      const order = (b: Bound, upper: boolean): number =>
        b === 'unbounded' ? (upper ? Infinity : -Infinity) : b === 'current' ? 0 : b;
      if (order(bounds[0], false) > order(bounds[1], true))
        fail(`${OP} lower bound must not be greater than the upper bound`);
    }
    const unbounded = isUnbounded(window);
    if (!unbounded || SORT_REQUIRED_OPS.has(op)) {
      if (!expr.sortBy)
        fail(`${OP} 'sortBy' is required for ${unbounded ? `'${op}'` : 'bounded window operations'}.`);
    }
    if (!unbounded && UNBOUNDED_ONLY_OPS.has(op))
      fail(`${OP} cannot use bounded window for operator '${op}'.`);
    outputs.push({ field, op, args: spec[op] as Any, window });
  }
  return outputs;
}

function isUnbounded(window: WindowSpec | undefined): boolean {
  const bounds = window?.documents ?? window?.range;
  return !bounds || (bounds[0] === 'unbounded' && bounds[1] === 'unbounded');
}

/** The single sort field (range windows, ranks and the numeric operators need exactly one). */
function sortField(expr: AnyObject, op: string): string {
  const keys = isPlainObject(expr.sortBy) ? Object.keys(expr.sortBy) : [];
  if (keys.length !== 1)
    fail(`${op} must be specified with a top level sortBy expression with exactly one element`);
  return keys[0];
}

/** `value + amount` exactly: a long stays a long (whole amounts), a date moves by the unit. */
function offset(value: unknown, amount: number, unit: string | undefined, options: Options): unknown {
  if (unit) {
    if (!(value instanceof Date)) fail(`${OP} range with a unit requires the sortBy field to be a date`);
    return $dateAdd({}, { startDate: value, unit, amount } as Any, options);
  }
  if (typeof value === 'bigint') {
    if (Number.isInteger(amount)) return value + BigInt(amount);
    return (asExactNumber(value, `${OP} range window`) as number) + amount;
  }
  return (value as number) + amount;
}

/** The [start, end) index ranges of each document's window in a sorted partition. */
function windowsOf(
  docs: AnyObject[],
  window: WindowSpec | undefined,
  expr: AnyObject,
  options: Options,
): Array<[number, number]> {
  const n = docs.length;
  if (isUnbounded(window)) return docs.map((): [number, number] => [0, n]);
  if (window!.documents) {
    const [lo, hi] = window!.documents;
    return docs.map((_, i): [number, number] => {
      const start = lo === 'unbounded' ? 0 : lo === 'current' ? i : Math.max(0, i + lo);
      const end = hi === 'unbounded' ? n : hi === 'current' ? i + 1 : Math.min(n, i + hi + 1);
      return [start, Math.max(start, end)];
    });
  }
  const key = sortField(expr, `${OP} range-based window`);
  if (Number((expr.sortBy as AnyObject)[key]) !== 1)
    fail(`${OP} range-based bounds require an ascending sortBy`);
  const { unit } = window!;
  const [lo, hi] = window!.range!;
  const bounded = typeof lo === 'number' || typeof hi === 'number';
  const values = docs.map((doc) => {
    const v = getPath(doc, key);
    if (bounded && (unit ? !(v instanceof Date) : !isNumeric(v)))
      fail(
        unit
          ? `Invalid range: Expected the sortBy field to be a Date, but it was ${typeOf(v)}`
          : `Invalid range: Expected the sortBy field to be a number, but it was ${typeOf(v)}`,
      );
    return v;
  });
  const cmp = (a: unknown, b: unknown): number =>
    a instanceof Date && b instanceof Date ? a.getTime() - b.getTime() : compareValues(a, b);
  // The partition is sorted ascending by the field, so each window is the run of documents between the first
  // at or above its lower bound and the last at or below its upper one. A numeric bound is the current value
  // plus it; `current` is the current document's position, not its value (MongoDB's definition).
  const firstFrom = (lower: unknown): number => {
    let [a, b] = [0, values.length];
    while (a < b) {
      const m = (a + b) >> 1;
      if (cmp(values[m], lower) < 0) a = m + 1;
      else b = m;
    }
    return a;
  };
  const endAfter = (upper: unknown): number => {
    let [a, b] = [0, values.length];
    while (a < b) {
      const m = (a + b) >> 1;
      if (cmp(values[m], upper) <= 0) a = m + 1;
      else b = m;
    }
    return a;
  };
  return values.map((current, i): [number, number] => {
    const start =
      lo === 'unbounded' ? 0 : lo === 'current' ? i : firstFrom(offset(current, lo, unit, options));
    const end =
      hi === 'unbounded' ? n : hi === 'current' ? i + 1 : endAfter(offset(current, hi, unit, options));
    return [start, Math.max(start, end)];
  });
}

function typeOf(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (typeof v === 'bigint') return 'long';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  return typeof v === 'object' ? 'object' : typeof v;
}

/** The documents of a window (an index range from `windowsOf`). */
function windowDocs(docs: AnyObject[], w: [number, number]): AnyObject[] {
  return docs.slice(w[0], w[1]);
}

/** `$rank`/`$denseRank`: ties are sort values MongoDB calls equal (numbers by value, strings collated). */
function ranks(docs: AnyObject[], expr: AnyObject, dense: boolean, options: Options, op: string): number[] {
  const key = sortField(expr, op);
  const strings = collatedStrings(options);
  const out: number[] = [];
  let rank = 0;
  docs.forEach((doc, i) => {
    const v = getPath(doc, key) ?? null;
    const tie = i > 0 && compareValues(getPath(docs[i - 1], key) ?? null, v, strings) === 0;
    if (!tie) rank = dense ? rank + 1 : i + 1;
    out.push(rank);
  });
  return out;
}

/** A numeric window operator run by mingo over rows `{ x: sort value, y: input }`, longs as exact numbers. */
function numericResults(
  op: string,
  fn: WindowOperator,
  docs: AnyObject[],
  windows: Array<[number, number]>,
  out: Output,
  expr: AnyObject,
  options: Options,
): unknown[] {
  const usesSort = op === '$derivative' || op === '$integral' || op === '$linearFill';
  const key = usesSort ? sortField(expr, op) : undefined;
  const objectArgs = isPlainObject(out.args) && 'input' in out.args;
  const input = op === '$linearFill' || !objectArgs ? out.args : (out.args as AnyObject).input;
  const inputs = docs.map((doc) => evalExpr(doc, input, options));
  const rows = docs.map((doc, i) => ({
    x: key === undefined ? null : asExactNumber(getPath(doc, key), op),
    y: asExactNumber(inputs[i], op),
  })) as AnyObject[];
  const inputExpr = (objectArgs ? { ...(out.args as AnyObject), input: '$y' } : '$y') as Any;
  const parentExpr = { ...expr, sortBy: { x: 1 } };
  return docs.map((doc, i) => {
    const coll = MEMOIZED_OPS.has(op) ? rows : windowDocs(rows, windows[i]);
    const value = fn(doc, coll, { parentExpr, inputExpr, documentNumber: i + 1, field: out.field }, options);
    // `$linearFill` fills only the gaps: a value present (a long too) is answered as it is
    const present = inputs[i] !== null && inputs[i] !== undefined;
    return op === '$linearFill' && present ? inputs[i] : value;
  });
}

/** An accumulator over each window; the covariances (computed in doubles by MongoDB) get longs as doubles. */
function accumulatorResults(
  fn: AccumulatorOperator,
  docs: AnyObject[],
  windows: Array<[number, number]>,
  out: Output,
  options: Options,
): unknown[] {
  let rows = docs;
  let args = out.args;
  if ((out.op === '$covariancePop' || out.op === '$covarianceSamp') && Array.isArray(args)) {
    const [a, b] = args as Any[];
    const double = (v: unknown): unknown => (typeof v === 'bigint' ? Number(v) : v);
    rows = docs.map((doc) => ({
      a: double(evalExpr(doc, a, options)),
      b: double(evalExpr(doc, b, options)),
    }));
    args = ['$a', '$b'] as Any;
  }
  return windows.map((w) => fn(windowDocs(rows, w), args, options));
}

/** One output field's value for each document of a sorted partition. */
function outputResults(docs: AnyObject[], out: Output, expr: AnyObject, options: Options): unknown[] {
  const { op } = out;
  if (op === '$documentNumber') return docs.map((_, i) => i + 1);
  if (op === '$rank' || op === '$denseRank') return ranks(docs, expr, op === '$denseRank', options, op);
  if (op === '$locf') {
    let last: unknown = null;
    return docs.map((doc) => {
      const v = evalExpr(doc, out.args, options);
      if (v !== null && v !== undefined) last = v;
      return last;
    });
  }
  const windows = windowsOf(docs, out.window, expr, options);
  const accumulator = operator<AccumulatorOperator>(options, OpType.ACCUMULATOR, op);
  if (accumulator) return accumulatorResults(accumulator, docs, windows, out, options);
  const fn = operator<WindowOperator>(options, OpType.WINDOW, op)!;
  if (NUMERIC_OPS.has(op)) return numericResults(op, fn, docs, windows, out, expr, options);
  // `$shift` and any other window operator: mingo's, over the window's documents
  return docs.map((doc, i) =>
    fn(
      doc,
      windowDocs(docs, windows[i]),
      { parentExpr: expr, inputExpr: out.args, documentNumber: i + 1, field: out.field },
      options,
    ),
  );
}

/** A partition key: values MongoDB calls equal (numbers by value, strings under the collation) share it. */
export function partitionKeyer(options: Options): (value: unknown) => string {
  const fold = collationKey(collationIn(options));
  return (value) => encodeKey(fold && typeof value === 'string' ? fold(value) : (value ?? null));
}

/** The documents in partitions ordered by their key, each sorted by `sortBy` with the engine's `$sort`. */
function partitions(docs: AnyObject[], expr: AnyObject, options: Options): AnyObject[][] {
  const keyOf = partitionKeyer(options);
  const groups = new Map<string, { value: unknown; docs: AnyObject[] }>();
  for (const doc of docs) {
    const value = expr.partitionBy === undefined ? null : (evalExpr(doc, expr.partitionBy, options) ?? null);
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.docs.push(doc);
    else groups.set(key, { value, docs: [doc] });
  }
  const strings = collatedStrings(options);
  const ordered = [...groups.values()];
  if (expr.partitionBy !== undefined) ordered.sort((a, b) => compareValues(a.value, b.value, strings));
  if (!expr.sortBy) return ordered.map((g) => g.docs);
  if (!isPlainObject(expr.sortBy)) fail(`${OP} 'sortBy' must be an object`);
  const sort = operator<PipelineOperator>(options, OpType.PIPELINE, '$sort')!;
  return ordered.map((g) => sort(Lazy(g.docs), expr.sortBy as Any, options).collect() as AnyObject[]);
}

/** `$setWindowFields`: every output computed from the input documents, then written on them. */
export const $setWindowFields: PipelineOperator = (coll, expr, options) => {
  if (!isPlainObject(expr)) fail(`${OP} the stage specification must be an object`);
  const spec = expr as AnyObject;
  const outputs = parseOutputs(spec, options);
  return coll.transform((docs: AnyObject[]) => {
    const result: AnyObject[] = [];
    for (const part of partitions(docs, spec, options)) {
      const values = outputs.map((out) => outputResults(part, out, spec, options));
      part.forEach((doc, i) => {
        const copy = { ...doc };
        outputs.forEach((out, k) => setPath(copy, out.field, values[k][i] ?? null));
        result.push(copy);
      });
    }
    return Lazy(result);
  });
};

const FILL_METHODS: Record<string, string> = { locf: '$locf', linear: '$linearFill' };

/** `$fill`: `$locf`/`$linearFill` through `$setWindowFields`, then the values for the null or missing fields. */
export const $fill: PipelineOperator = (coll, expr, options) => {
  if (!isPlainObject(expr) || !isPlainObject(expr.output)) fail("$fill 'output' must be an object");
  if (expr.sortBy !== undefined && !isPlainObject(expr.sortBy)) fail('sortBy must be an object.');
  const output = expr.output as AnyObject;
  if (!expr.sortBy && !Object.values(output).every((m) => isPlainObject(m) && 'value' in m))
    fail("sortBy required if any output field specifies a 'method'.");
  if (expr.partitionBy !== undefined && expr.partitionByFields !== undefined)
    fail('specify either partitionBy or partitionByFields.');
  const byFields = expr.partitionByFields;
  if (
    byFields !== undefined &&
    (!Array.isArray(byFields) || byFields.some((s) => typeof s !== 'string' || s.startsWith('$')))
  )
    fail("fields in partitionByFields cannot begin with '$'.");
  const methods: AnyObject = {};
  const values: Array<[string, Any]> = [];
  for (const [field, spec] of Object.entries(output)) {
    if (!isPlainObject(spec)) fail(`$fill output field '${field}' must be an object`);
    if ('value' in spec) values.push([field, spec.value as Any]);
    else {
      const op = FILL_METHODS[String(spec.method)];
      if (!op) fail(`invalid fill method '${String(spec.method)}'.`);
      methods[field] = { [op]: `$${field}` };
    }
  }
  if (Object.keys(methods).length > 0) {
    // the fields' values as one key (a list: a field name may hold a dot)
    const partitionBy =
      expr.partitionBy ?? (byFields ? (byFields as string[]).map((f) => `$${f}`) : undefined);
    coll = $setWindowFields(coll, { sortBy: expr.sortBy, partitionBy, output: methods } as Any, options);
  } else if (expr.sortBy) {
    coll = operator<PipelineOperator>(options, OpType.PIPELINE, '$sort')!(coll, expr.sortBy as Any, options);
  }
  if (values.length === 0) return coll;
  return coll.map((doc) => {
    const copy = { ...(doc as AnyObject) };
    for (const [field, value] of values) {
      const current = getPath(copy, field);
      if (current === null || current === undefined) setPath(copy, field, evalExpr(doc, value, options));
    }
    return copy;
  });
};

/** The stages above, for the engine's context (`mingoOptions.ts`, which adds `densifyStage.ts`'s `$densify`). */
export const windowPipelineOperators: Record<string, PipelineOperator> = {
  $setWindowFields,
  $fill,
};
