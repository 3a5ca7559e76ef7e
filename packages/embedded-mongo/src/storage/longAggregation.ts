import { Decimal128, Double, Int32, Long } from 'bson';
import { evalExpr } from 'mingo/core';
import { $push } from 'mingo/operators/accumulator';
import type { Iterator } from 'mingo/lazy';
import type { Any, AnyObject, Options } from 'mingo/types';
import { compare as mingoCompare } from 'mingo/util';
import { CommandError, ErrorCodes } from '../commands/errors';
import { collatedStrings } from './collation';
import { expectArguments } from './expressionArguments';

/**
 * Aggregation with 64-bit longs as MongoDB 7 computes them. Longs reach the pipeline as bigints (exact, and
 * written back to the client as longs); mingo's accumulators and arithmetic know only JavaScript numbers, so:
 * - `$sum`, `$avg`, `$min`, `$max` (accumulators; mingo runs their array forms through them too), `$add`,
 *   `$subtract`, `$multiply`, `$abs`, `$mod`, `$pow`, `$round`, `$trunc`, `$ceil`, `$floor`, the bitwise
 *   operators, `$toLong`, `$toInt`, `$toDecimal`, `$toString`, `$toDouble`, `$toBool`, `$isNumber` and `$type`
 *   are done here with MongoDB's typing: long with int stays a long (exact; past the 64-bit range a double),
 *   anything with a double is a double, `$avg` is a double;
 * - the operators MongoDB computes in doubles (`$divide`, `$sqrt`, `$ln`, trigonometry, `$stdDevPop`, …) get
 *   the long as the nearest double, as MongoDB converts it;
 * - the rest that take numbers (`$toDate`, `$convert`, `$range`, `$dateAdd`, …) get a long within 2^53 as the
 *   number it equals and answer 115 CommandNotSupported past it (a rounded answer would be silently wrong).
 * `$min`/`$max` also compare strings with the aggregation's collation, as MongoDB does.
 */

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;
type AccumulatorOperator = (coll: AnyObject[], expr: Any, options: Options) => Any;
type Compare = (a: string, b: string) => number;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const isLong = (v: unknown): v is bigint => typeof v === 'bigint';

/** A value with the pipeline's literal `Long`s (see `mingoSafe`) as the bigints the documents hold. */
function unLong(value: unknown): unknown {
  if (value instanceof Long) return value.toBigInt();
  if (Array.isArray(value))
    return value.some((v) => v instanceof Long || typeof v === 'object') ? value.map(unLong) : value;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: AnyObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = unLong(v) as Any;
    return out;
  }
  return value;
}

/** An operator's evaluated arguments, longs as bigints. */
const evaluate = (obj: AnyObject, expr: Any, options: Options): unknown =>
  unLong(evalExpr(obj, expr, options));
/** A double as MongoDB types it: a fractional or out-of-int32 number, or a `Double` box. */
const isDouble = (v: unknown): boolean =>
  v instanceof Double || (typeof v === 'number' && (!Number.isInteger(v) || v < INT32_MIN || v > INT32_MAX));
const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'bigint' || v instanceof Double || v instanceof Int32;
const asNumber = (v: unknown): number =>
  v instanceof Double || v instanceof Int32 ? v.valueOf() : Number(v);

/** 115 CommandNotSupported: the engine cannot compute this exactly (README, "Not supported"). */
function unsupported(op: string): CommandError {
  return new CommandError(
    ErrorCodes.CommandNotSupported,
    `${op} of a 64-bit long past 2^53 is not supported by the embedded engine`,
  );
}

function hasLong(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (Array.isArray(value)) return value.some(hasLong);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).some(hasLong);
  return false;
}

/** Longs within 2^53 as the numbers they equal; a long past 2^53 is refused (`op` names the operator). */
function longsAsNumbers(value: unknown, op: string): unknown {
  if (typeof value === 'bigint') {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw unsupported(op);
    return n;
  }
  if (Array.isArray(value)) return value.map((v) => longsAsNumbers(v, op));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: AnyObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = longsAsNumbers(v, op) as Any;
    return out;
  }
  return value;
}

/** A value mingo evaluates to itself (no path string, no operator object to resolve again). */
const inert = (v: unknown): boolean =>
  v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date;

/** Evaluated arguments in the shape of the expression, as literals (so mingo evaluates them once, as given). */
function literal(expr: Any, args: unknown): Any {
  if (Array.isArray(expr) && Array.isArray(args))
    return (args.every(inert) ? args : args.map((v) => ({ $literal: v }))) as Any;
  if (expr !== null && typeof expr === 'object' && !Array.isArray(expr) && args && typeof args === 'object') {
    const out: AnyObject = {};
    for (const [k, v] of Object.entries(args)) out[k] = { $literal: v } as Any;
    return out;
  }
  return (inert(args) ? args : { $literal: args }) as Any;
}

/** A mingo expression operator that sees longs within 2^53 as numbers and refuses longs past it. */
function guarded(name: string, original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    if (!hasLong(args)) return original(obj, literal(expr, args), options);
    return original(obj, literal(expr, longsAsNumbers(args, name)), options);
  };
}

/** A mingo accumulator (input values as `expr`, or `expr.input`) MongoDB computes in doubles: longs as doubles. */
function inDoublesAccumulator(original: AccumulatorOperator): AccumulatorOperator {
  return (coll, expr, options) => {
    if (expr === null)
      return original(hasLong(coll) ? (longsAsDoubles(coll) as AnyObject[]) : coll, expr, options);
    const objectForm = expr !== null && typeof expr === 'object' && !Array.isArray(expr) && 'input' in expr;
    const input = objectForm ? (expr as AnyObject).input : expr;
    const values = unLong($push(coll, input, options)) as unknown[];
    if (!hasLong(values)) return original(coll, expr, options);
    const rows = (longsAsDoubles(values) as unknown[]).map((v) => ({ v }) as AnyObject);
    return original(rows, objectForm ? ({ ...(expr as AnyObject), input: '$v' } as Any) : '$v', options);
  };
}

/** A whole-number result typed as MongoDB types it: long (bigint) when a long was involved or past int32. */
function integral(total: bigint, long: boolean): number | bigint {
  if (total < INT64_MIN || total > INT64_MAX) return Number(total);
  if (long || total < INT32_MIN || total > INT32_MAX) return total;
  return Number(total);
}

/** `$sum` over values: non-numbers ignored; ints and longs exactly, a double makes the total a double. */
function sumOf(values: unknown[]): number | bigint {
  let exact = 0n;
  let doubles = 0;
  let anyDouble = false;
  let anyLong = false;
  for (const v of values) {
    if (!isNumeric(v)) continue;
    if (isLong(v)) {
      anyLong = true;
      exact += v;
    } else if (isDouble(v)) {
      anyDouble = true;
      doubles += asNumber(v);
    } else exact += BigInt(asNumber(v));
  }
  if (!anyDouble) return integral(exact, anyLong);
  if (Number.isInteger(doubles) && Math.abs(doubles) <= Number.MAX_SAFE_INTEGER)
    return Number(exact + BigInt(doubles));
  return Number(exact) + doubles;
}

/** `$avg`: a double (null without numbers); longs summed exactly before the division. */
function avgOf(values: unknown[]): number | null {
  const numbers = values.filter(isNumeric);
  if (numbers.length === 0) return null;
  if (!numbers.some(isLong)) return numbers.reduce<number>((s, v) => s + asNumber(v), 0) / numbers.length;
  const total = sumOf(numbers);
  // MongoDB divides the total as a double by the count.
  return Number(total) / numbers.length;
}

/**
 * MongoDB's order of two values: numbers (ints, longs, doubles) by value, strings with the collation's
 * comparison when there is one, everything else in mingo's (MongoDB's) order.
 */
export function compareValues(a: unknown, b: unknown, strings?: Compare): number {
  if (isNumeric(a) && isNumeric(b)) {
    const x = isLong(a) ? a : asNumber(a);
    const y = isLong(b) ? b : asNumber(b);
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
    if (Number.isNaN(y)) return 1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (strings && typeof a === 'string' && typeof b === 'string') return strings(a, b);
  return mingoCompare(isLong(a) ? Number(a) : a, isLong(b) ? Number(b) : b);
}

function extreme(values: unknown[], sign: 1 | -1, strings?: Compare): unknown {
  let best: unknown = null;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (best === null || compareValues(v, best, strings) * sign > 0) best = v;
  }
  return best;
}

/** 16554 and friends: MongoDB's answer for arithmetic on a value of the wrong type. */
function typeError(op: string, value: unknown): CommandError {
  const type = typeof value === 'string' ? 'string' : Array.isArray(value) ? 'array' : typeof value;
  const codes: Record<string, number> = { $add: 16554, $subtract: 16556, $multiply: 16555 };
  return new CommandError(
    codes[op] ?? ErrorCodes.TypeMismatch,
    `${op} only supports numeric or date types, not ${type}`,
  );
}

/** `$add`/`$subtract`/`$multiply` where a long is involved (mingo's operator otherwise). */
function arithmetic(
  op: '$add' | '$subtract' | '$multiply',
  original: ExpressionOperator,
): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    if (!Array.isArray(args) || !args.some(isLong)) return original(obj, literal(expr, args), options);
    if (args.some((v) => v === null || v === undefined)) return null;
    if (op === '$subtract') expectArguments('$subtract', 2, args);
    const dates = args.filter((v) => v instanceof Date) as Date[];
    for (const v of args) if (!(v instanceof Date) && !isNumeric(v)) throw typeError(op, v);
    if (dates.length > 0) {
      if (op === '$multiply') throw typeError(op, dates[0]);
      if (op === '$add' && dates.length > 1)
        throw new CommandError(16612, 'only one date allowed in an $add expression');
      const ms = args.map((v) =>
        v instanceof Date ? BigInt(v.getTime()) : isLong(v) ? v : BigInt(Math.round(asNumber(v))),
      );
      if (op === '$add') return new Date(Number(ms.reduce((s, v) => s + v, 0n)));
      if (!(args[0] instanceof Date)) throw typeError(op, args[0]);
      return args[1] instanceof Date ? ms[0] - ms[1] : new Date(Number(ms[0] - ms[1]));
    }
    if (args.some(isDouble)) {
      const numbers = args.map((v) => (isLong(v) ? Number(v) : asNumber(v)));
      if (op === '$add') return numbers.reduce((s, v) => s + v, 0);
      if (op === '$subtract') return numbers[0] - numbers[1];
      return numbers.reduce((s, v) => s * v, 1);
    }
    const whole = args.map((v) => (isLong(v) ? v : BigInt(asNumber(v))));
    let total: bigint;
    if (op === '$add') total = whole.reduce((s, v) => s + v, 0n);
    else if (op === '$subtract') total = whole[0] - whole[1];
    else total = whole.reduce((s, v) => s * v, 1n);
    if (op !== '$add' && (total < INT64_MIN || total > INT64_MAX)) {
      // Past the 64-bit range MongoDB's $subtract and $multiply answer the double arithmetic's result
      // ($add and $sum round the exact total).
      const numbers = whole.map(Number);
      return op === '$subtract' ? numbers[0] - numbers[1] : numbers.reduce((s, v) => s * v, 1);
    }
    return integral(total, true) as Any;
  };
}

function conversionFailure(message: string): CommandError {
  return new CommandError(241, message);
}

/** `$toLong`: MongoDB's conversion, always a long. */
function toLong(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (isLong(value)) return value;
  if (value instanceof Long) return value.toBigInt();
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (value instanceof Date) return BigInt(value.getTime());
  if (value instanceof Decimal128) value = Number(value.toString());
  if (isNumeric(value)) {
    const n = asNumber(value);
    if (!Number.isFinite(n))
      throw conversionFailure(
        `Attempt to convert NaN or infinity value to integer in $convert with no onError value`,
      );
    const whole = BigInt(Math.trunc(n));
    if (whole < INT64_MIN || whole > INT64_MAX)
      throw conversionFailure(
        `Conversion would overflow target type in $convert with no onError value: ${n}`,
      );
    return whole;
  }
  if (typeof value === 'string') {
    if (!/^[+-]?\d+$/.test(value))
      throw conversionFailure(
        `Failed to parse number '${value}' in $convert with no onError value: Did not consume whole string.`,
      );
    const n = BigInt(value);
    if (n < INT64_MIN || n > INT64_MAX)
      throw conversionFailure(
        `Failed to parse number '${value}' in $convert with no onError value: Overflow`,
      );
    return n;
  }
  throw conversionFailure(
    `Unsupported conversion from ${typeof value} to long in $convert with no onError value`,
  );
}

/** A one-argument operator's value (`{ $op: x }` or `{ $op: [x] }`). */
function single(obj: AnyObject, expr: Any, options: Options): unknown {
  const value = evaluate(obj, expr, options);
  return Array.isArray(expr) && expr.length === 1 ? (value as unknown[])[0] : value;
}

/** For a long argument, `exact`; for anything else mingo's operator. */
function onLong(original: ExpressionOperator, exact: (v: bigint) => unknown): ExpressionOperator {
  return (obj, expr, options) => {
    const value = single(obj, expr, options);
    if (isLong(value)) return exact(value) as Any;
    return original(obj, { $literal: value } as Any, options);
  };
}

/**
 * Operators MongoDB computes in doubles (a long converted to the nearest double first): a long handed to
 * mingo as that double gives MongoDB's answer.
 */
const DOUBLE_EXPRESSIONS = [
  '$divide',
  '$sqrt',
  '$exp',
  '$ln',
  '$log',
  '$log10',
  '$sigmoid',
  '$acos',
  '$acosh',
  '$asin',
  '$asinh',
  '$atan',
  '$atan2',
  '$atanh',
  '$cos',
  '$cosh',
  '$degreesToRadians',
  '$radiansToDegrees',
  '$sin',
  '$sinh',
  '$tan',
  '$tanh',
  '$stdDevPop',
  '$stdDevSamp',
  '$median',
  '$percentile',
];

/** mingo's other operators that take numbers: a long within 2^53 as the number it equals, past it 115. */
const GUARDED_EXPRESSIONS = ['$toDate', '$convert', '$range', '$dateAdd', '$dateSubtract', '$dateFromParts'];

function longsAsDoubles(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(longsAsDoubles);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: AnyObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = longsAsDoubles(v) as Any;
    return out;
  }
  return value;
}

/** A mingo operator MongoDB computes in doubles, given the longs as the nearest doubles. */
function inDoubles(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    return original(obj, literal(expr, hasLong(args) ? longsAsDoubles(args) : args), options);
  };
}

const isWhole = (v: unknown): v is number | bigint => isLong(v) || (isNumeric(v) && !isDouble(v));

/** `$ceil`, `$floor`: a long is already whole. `$round`, `$trunc` with a negative place round its digits. */
function rounding(op: string, original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    const list = Array.isArray(expr) ? (args as unknown[]) : [args];
    const [value, place = 0] = list;
    if (!isLong(value)) return original(obj, literal(expr, longsAsNumbers(args, op)), options);
    if (place === null || place === undefined) return null;
    const digits = -Math.trunc(Number(place));
    if (digits <= 0) return value as Any;
    const unit = 10n ** BigInt(digits);
    const down = (value / unit) * unit;
    if (op !== '$round' || down === value) return down as Any;
    // half to even, away from zero past the half
    const rest = value - down;
    const half = unit / 2n;
    const magnitude = rest < 0n ? -rest : rest;
    const step = value < 0n ? -unit : unit;
    if (magnitude > half || (magnitude === half && (down / unit) % 2n !== 0n)) return (down + step) as Any;
    return down as Any;
  };
}

/** `$mod` of whole numbers with a long: an exact long (a double makes it the doubles' fmod, refused past 2^53). */
function modulo(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    if (!Array.isArray(args) || !args.some(isLong)) return original(obj, literal(expr, args), options);
    const [a, b] = args as unknown[];
    if (a === null || a === undefined || b === null || b === undefined) return null;
    if (!isWhole(a) || !isWhole(b))
      return original(obj, literal(expr, longsAsNumbers(args, '$mod')), options);
    const divisor = BigInt(b);
    if (divisor === 0n) throw new CommandError(16610, "can't $mod by zero");
    return (BigInt(a) % divisor) as Any;
  };
}

/** `$pow` of whole numbers: an exact long when it fits (MongoDB's answer), else the double. */
function power(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    if (!Array.isArray(args) || !args.some(isLong)) return original(obj, literal(expr, args), options);
    const [a, b] = args as unknown[];
    if (a === null || a === undefined || b === null || b === undefined) return null;
    if (isWhole(a) && isWhole(b) && BigInt(b) >= 0n) {
      const base = BigInt(a);
      const exponent = BigInt(b);
      let result: bigint | undefined;
      if (base === 0n) result = exponent === 0n ? 1n : 0n;
      else if (base === 1n) result = 1n;
      else if (base === -1n) result = exponent % 2n === 0n ? 1n : -1n;
      // |base| ≥ 2: past 63 the power leaves the 64-bit range anyway
      else if (exponent < 64n) result = base ** exponent;
      if (result !== undefined && result >= INT64_MIN && result <= INT64_MAX) return result as Any;
    }
    return original(obj, literal(expr, longsAsDoubles(args)), options);
  };
}

/** The bitwise operators over ints and longs: a long when one is a long. */
function bitwise(op: string): ExpressionOperator {
  return (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    const list =
      op === '$bitNot' ? [Array.isArray(expr) ? (args as unknown[])[0] : args] : (args as unknown[]);
    if (!Array.isArray(list)) throw new CommandError(ErrorCodes.TypeMismatch, `${op} requires an array`);
    if (list.some((v) => v === null || v === undefined)) return null;
    for (const v of list)
      if (!isWhole(v))
        throw new CommandError(ErrorCodes.TypeMismatch, `${op} only supports int and long operands.`);
    const values = list.map((v) => BigInt(v as number | bigint));
    let result: bigint;
    if (op === '$bitNot') result = ~values[0];
    else if (op === '$bitAnd') result = values.reduce((x, y) => x & y, -1n);
    else if (op === '$bitOr') result = values.reduce((x, y) => x | y, 0n);
    else result = values.reduce((x, y) => x ^ y, 0n);
    const long = list.some(isLong);
    return (long ? BigInt.asIntN(64, result) : Number(BigInt.asIntN(32, result))) as Any;
  };
}

/** mingo's expression operators with the long-exact ones above in their place. */
export function longExpressionOperators(
  original: Record<string, ExpressionOperator>,
): Record<string, ExpressionOperator> {
  const out: Record<string, ExpressionOperator> = {};
  for (const name of DOUBLE_EXPRESSIONS) if (original[name]) out[name] = inDoubles(original[name]);
  for (const name of GUARDED_EXPRESSIONS) if (original[name]) out[name] = guarded(name, original[name]);
  for (const name of ['$ceil', '$floor', '$round', '$trunc'])
    if (original[name]) out[name] = rounding(name, original[name]);
  out.$mod = modulo(original.$mod);
  out.$pow = power(original.$pow);
  for (const name of ['$bitAnd', '$bitOr', '$bitXor', '$bitNot']) out[name] = bitwise(name);
  out.$toInt = onLong(original.$toInt, (v) => {
    if (v < BigInt(INT32_MIN) || v > BigInt(INT32_MAX))
      throw conversionFailure(
        `Conversion would overflow target type in $convert with no onError value: ${v}`,
      );
    return Number(v);
  });
  out.$add = arithmetic('$add', original.$add);
  out.$subtract = arithmetic('$subtract', original.$subtract);
  out.$multiply = arithmetic('$multiply', original.$multiply);
  out.$abs = onLong(original.$abs, (v) => {
    if (v === INT64_MIN) throw new CommandError(28680, "can't take $abs of long long min");
    return v < 0n ? -v : v;
  });
  out.$toLong = (obj, expr, options) => toLong(single(obj, expr, options)) as Any;
  out.$toDecimal = onLong(original.$toDecimal, (v) => Decimal128.fromString(v.toString()));
  out.$toString = onLong(original.$toString, (v) => v.toString());
  out.$toDouble = onLong(original.$toDouble, (v) => Number(v));
  out.$toBool = onLong(original.$toBool, (v) => v !== 0n);
  out.$isNumber = onLong(original.$isNumber, () => true);
  out.$type = onLong(original.$type, () => 'long');
  return out;
}

/** mingo's accumulators with `$sum`, `$avg`, `$min`, `$max` exact for longs (and `$min`/`$max` collated). */
export function longAccumulators(
  original: Record<string, AccumulatorOperator>,
): Record<string, AccumulatorOperator> {
  // The array forms (`{ $sum: '$arr' }`, `{ $sum: [a, b] }` in `$project`) come as the evaluated values and a null
  // expression (mingo's `computeOperator`); a one-element list holding an array is that array.
  const values = (coll: AnyObject[], expr: Any, options: Options): unknown[] => {
    if (expr === null)
      return unLong(coll.length === 1 && Array.isArray(coll[0]) ? coll[0] : coll) as unknown[];
    return typeof expr === 'number'
      ? coll.map(() => expr)
      : (unLong($push(coll, expr, options)) as unknown[]);
  };
  const out: Record<string, AccumulatorOperator> = {
    $sum: (coll, expr, options) => sumOf(values(coll, expr, options)) as Any,
    $avg: (coll, expr, options) => avgOf(values(coll, expr, options)),
    $min: (coll, expr, options) => extreme(values(coll, expr, options), -1, collatedStrings(options)) as Any,
    $max: (coll, expr, options) => extreme(values(coll, expr, options), 1, collatedStrings(options)) as Any,
  };
  // MongoDB computes these in doubles: the longs as the nearest doubles give its answers.
  for (const name of ['$stdDevPop', '$stdDevSamp', '$median', '$percentile'])
    if (original[name]) out[name] = inDoublesAccumulator(original[name]);
  return out;
}

type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;

/** The engine's own operator (no MongoDB name can start so): a long within 2^53 as its number, past it 115. */
const LONG_AS_NUMBER = '$__engineLongAsNumber';

/**
 * `$bucketAuto` places its `groupBy` value with mingo's comparison, which does not order a bigint among numbers:
 * the value reaches it as the number it equals (115 past 2^53). (`$bucket` is the engine's own, in
 * `orderedAccumulators.ts`, exact for longs.)
 */
export function longPipelineOperators(
  original: Record<string, PipelineOperator>,
): Record<string, PipelineOperator> {
  const out: Record<string, PipelineOperator> = {};
  for (const name of ['$bucketAuto']) {
    const base = original[name];
    if (!base) continue;
    out[name] = (coll, expr, options) =>
      expr !== null && typeof expr === 'object' && !Array.isArray(expr) && 'groupBy' in expr
        ? base(coll, { ...expr, groupBy: { [LONG_AS_NUMBER]: expr.groupBy } } as Any, options)
        : base(coll, expr, options);
  }
  return out;
}

/** The expression operator `longPipelineOperators` wraps `groupBy` in. */
export const longAsNumberOperator: Record<string, ExpressionOperator> = {
  [LONG_AS_NUMBER]: (obj, expr, options) =>
    longsAsNumbers(evaluate(obj, expr, options), "$bucketAuto's groupBy") as Any,
};
