import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  Decimal128,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'bson';
import { evalExpr } from 'mingo/core';
import { compare as mingoCompare, flatten, isEqual, resolve } from 'mingo/util';
import type { Any, AnyObject, Options } from 'mingo/types';
import { encodeKey, hasBigInt, isPlainObject } from './values';
import { isDouble, unboxed, withoutDoubles } from './doubles';

/**
 * Query operators that know BSON's value types, where mingo's compare JavaScript values: a Binary equals
 * another only with the same bytes AND subtype; a 64-bit long (a `bigint`, as the wire layer reads it)
 * equals and orders with numbers by value; `$type` tells int, long and double apart (an int32-range
 * whole number is an int, as the driver and the engine write it back; a whole double is stored as a bson
 * `Double` box, storage/doubles.ts, which every operator reads as its number); the bitwise operators read
 * BinData as well as numbers.
 */

type Predicate = (value: unknown, operand: Any, depth: number) => boolean;

/** A mingo query operator from a predicate; `check` refuses a bad operand when the query is compiled. */
function operator(predicate: Predicate, check?: (operand: Any) => void) {
  return (selector: string, operand: Any, _options: Options): ((doc: AnyObject) => boolean) => {
    check?.(operand);
    let depth = 0;
    for (let at = selector.indexOf('.'); at !== -1; at = selector.indexOf('.', at + 1)) depth++;
    const value = fromLongs(operand);
    return (doc) => predicate(resolve(doc, selector, { unwrapArray: true }), value, depth);
  };
}

const isNumeric = (v: unknown): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';

function sameBytes(a: Binary, b: Binary): boolean {
  return a.sub_type === b.sub_type && Buffer.from(a.buffer).equals(Buffer.from(b.buffer));
}

/** MongoDB's equality of two values: numbers by value across int/long/double, Binary with its subtype. */
export function bsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Long) a = a.toBigInt();
  if (b instanceof Long) b = b.toBigInt();
  if (isDouble(a)) a = a.value;
  if (isDouble(b)) b = b.value;
  if (isNumeric(a) && isNumeric(b)) {
    // `==` compares a bigint with a number by value, exactly.
    return a == b || (Number.isNaN(a) && Number.isNaN(b));
  }
  if (a instanceof Binary || b instanceof Binary)
    return a instanceof Binary && b instanceof Binary && sameBytes(a, b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => bsonEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    // documents are equal with the same fields in the same order ({ x, y } is not { y, x })
    const keys = Object.keys(a);
    const other = Object.keys(b);
    return keys.length === other.length && keys.every((k, i) => k === other[i] && bsonEqual(a[k], b[k]));
  }
  if (typeof a === 'bigint' || typeof b === 'bigint') return false;
  return isEqual(a, b);
}

const $eqPredicate: Predicate = (a, b, depth) => {
  if (bsonEqual(a, b)) return true;
  if (a === null || a === undefined) return b === null || b === undefined;
  if (Array.isArray(a))
    return a.some((v) => bsonEqual(v, b)) || flatten(a, depth).some((v) => bsonEqual(v, b));
  return false;
};

/** The operand of `$in`/`$nin` as keys of the values and the regexes apart, built once per query. */
const inSets = new WeakMap<object, { keys: Set<string>; patterns: RegExp[]; nil: boolean }>();

function inSet(operand: Any): { keys: Set<string>; patterns: RegExp[]; nil: boolean } {
  if (!Array.isArray(operand)) throw new Error('$in needs an array');
  let set = inSets.get(operand);
  if (!set) {
    const values = operand as unknown[];
    set = {
      keys: new Set(values.filter((v) => !(v instanceof RegExp)).map(encodeKey)),
      patterns: values.filter((v): v is RegExp => v instanceof RegExp),
      nil: values.some((v) => v === null),
    };
    inSets.set(operand, set);
  }
  return set;
}

/** A value's key for `$in`; NaN is its own key (the index key puts it with -Infinity). */
const inKey = (v: unknown): string => (typeof v === 'number' && Number.isNaN(v) ? 'NaN' : encodeKey(v));

const $inPredicate: Predicate = (a, operand) => {
  const { keys, patterns, nil } = inSet(operand);
  if (a === null || a === undefined) return nil;
  const values = Array.isArray(a) ? a : [a];
  if (Array.isArray(a) && keys.has(encodeKey(a))) return true;
  for (const v of values) {
    if (keys.has(inKey(v))) return true;
    if (typeof v === 'string' && patterns.some((re) => re.test(v))) return true;
  }
  return false;
};

function typeOfValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regexp';
  if (typeof v !== 'object') return typeof v;
  return isPlainObject(v) ? 'object' : (v.constructor?.name?.toLowerCase() ?? 'object');
}

/** `$lt` and friends: numbers and longs compare by value; other values only with their own type. */
function ordering(test: (order: number) => boolean): Predicate {
  return (a, b) => {
    const values = Array.isArray(a) ? a : [a];
    for (let v of values) {
      if (v instanceof Long) v = v.toBigInt();
      v = unboxed(v);
      if (isNumeric(v) && isNumeric(b)) {
        if (Number.isNaN(v) || Number.isNaN(b)) continue;
        if (test(v < b ? -1 : v > b ? 1 : 0)) return true;
      } else if (v instanceof Binary && b instanceof Binary) {
        // BinData orders by length, subtype, then bytes: its index key is that order.
        const [x, y] = [encodeKey(v), encodeKey(b)];
        if (test(x < y ? -1 : x > y ? 1 : 0)) return true;
      } else if (typeOfValue(v) === typeOfValue(b) && test(mingoCompare(v as Any, b))) return true;
    }
    return false;
  };
}

const INT32 = 0x7fffffff;
// -0 is written as a double, as bson does
const isInt = (v: unknown): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= -INT32 - 1 && v <= INT32 && !Object.is(v, -0);

/** MongoDB's `$type` names and numbers. */
const TYPES: Record<string, (v: unknown) => boolean> = {
  double: (v) => isDouble(v) || (typeof v === 'number' && !isInt(v)),
  string: (v) => typeof v === 'string',
  object: (v) => isPlainObject(v),
  array: (v) => Array.isArray(v),
  binData: (v) => v instanceof Binary,
  undefined: (v) => v === undefined,
  objectId: (v) => v instanceof ObjectId,
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => v instanceof RegExp || v instanceof BSONRegExp,
  javascript: (v) => v instanceof Code && !v.scope,
  symbol: (v) => v instanceof BSONSymbol,
  javascriptWithScope: (v) => v instanceof Code && !!v.scope,
  int: isInt,
  timestamp: (v) => v instanceof Timestamp,
  long: (v) => typeof v === 'bigint' || v instanceof Long,
  decimal: (v) => v instanceof Decimal128,
  minKey: (v) => v instanceof MinKey,
  maxKey: (v) => v instanceof MaxKey,
};
const TYPE_NUMBERS: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  15: 'javascriptWithScope',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

function typeTest(type: unknown): (v: unknown) => boolean {
  if (type === 'number')
    return (v) => typeof v === 'number' || typeof v === 'bigint' || isDouble(v) || v instanceof Decimal128;
  const name = typeof type === 'number' ? TYPE_NUMBERS[type] : typeof type === 'string' ? type : undefined;
  const test = name === undefined ? undefined : TYPES[name];
  if (!test) throw new Error(`Unknown type name alias: ${String(type)}`);
  return test;
}

const $typePredicate: Predicate = (a, operand) => {
  const tests = (Array.isArray(operand) ? operand : [operand]).map(typeTest);
  const matches = (v: unknown): boolean => tests.some((t) => t(v));
  if (Array.isArray(a)) return matches(a) || a.some(matches);
  return a !== undefined && matches(a);
};

/** The bit positions a bitwise operator's operand names: a list, a number's set bits or BinData's. */
function bitPositions(mask: Any): number[] {
  if (Array.isArray(mask)) {
    for (const p of mask as unknown[])
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 0)
        throw new Error('bit positions must be non-negative integers');
    return mask as number[];
  }
  const positions: number[] = [];
  if (mask instanceof Binary) {
    const bytes = mask.buffer;
    for (let i = 0; i < bytes.length * 8; i++) if (bytes[i >> 3] & (1 << (i & 7))) positions.push(i);
    return positions;
  }
  if (isNumeric(mask) && (typeof mask === 'bigint' || Number.isInteger(mask)) && mask >= 0) {
    let n = BigInt(mask);
    for (let i = 0; n > 0n; i++, n >>= 1n) if (n & 1n) positions.push(i);
    return positions;
  }
  throw new Error('a bitmask must be a non-negative integer, BinData or an array of bit positions');
}

/** A value's bit at a position: numbers as 64-bit two's complement, BinData little-endian by byte. */
function bitReader(v: unknown): ((position: number) => boolean) | undefined {
  if (v instanceof Long) v = v.toBigInt();
  v = unboxed(v);
  if (v instanceof Binary) {
    const bytes = v.buffer;
    return (p) => p < bytes.length * 8 && (bytes[p >> 3] & (1 << (p & 7))) !== 0;
  }
  if (typeof v === 'number' && (!Number.isInteger(v) || Math.abs(v) > 2 ** 63)) return undefined;
  if (!isNumeric(v)) return undefined;
  const n = BigInt.asIntN(64, BigInt(v));
  return (p) => (p >= 64 ? n < 0n : ((n >> BigInt(p)) & 1n) === 1n);
}

function bitwise(test: (bits: boolean[]) => boolean): Predicate {
  const positions = new WeakMap<object, number[]>();
  return (a, mask) => {
    let list = typeof mask === 'object' && mask !== null ? positions.get(mask) : undefined;
    if (!list) {
      list = bitPositions(mask);
      if (typeof mask === 'object' && mask !== null) positions.set(mask, list);
    }
    const bitsOf = list;
    const one = (v: unknown): boolean => {
      const read = bitReader(v);
      return read !== undefined && test(bitsOf.map(read));
    };
    return Array.isArray(a) ? a.some(one) : one(a);
  };
}

export const bsonQueryOperators = {
  $eq: operator($eqPredicate),
  $ne: operator((a, b, depth) => !$eqPredicate(a, b, depth)),
  $in: operator($inPredicate),
  $nin: operator((a, b, depth) => !$inPredicate(a, b, depth)),
  $lt: operator(ordering((o) => o < 0)),
  $lte: operator(ordering((o) => o <= 0)),
  $gt: operator(ordering((o) => o > 0)),
  $gte: operator(ordering((o) => o >= 0)),
  $type: operator($typePredicate, (t) => (Array.isArray(t) ? t : [t]).forEach(typeTest)),
  $bitsAllSet: operator(
    bitwise((bits) => bits.every((b) => b)),
    (m) => bitPositions(fromLongs(m)),
  ),
  $bitsAnySet: operator(
    bitwise((bits) => bits.some((b) => b)),
    (m) => bitPositions(fromLongs(m)),
  ),
  $bitsAllClear: operator(
    bitwise((bits) => bits.every((b) => !b)),
    (m) => bitPositions(fromLongs(m)),
  ),
  $bitsAnyClear: operator(
    bitwise((bits) => bits.some((b) => !b)),
    (m) => bitPositions(fromLongs(m)),
  ),
};

function mapLongs(value: unknown, map: (v: unknown) => unknown): unknown {
  const mapped = map(value);
  if (mapped !== value) return mapped;
  if (Array.isArray(value)) return value.map((v) => mapLongs(v, map));
  if (isPlainObject(value)) {
    const out: AnyObject = {};
    for (const key of Object.keys(value)) out[key] = mapLongs(value[key], map);
    return out;
  }
  return value;
}

/**
 * A query or pipeline mingo can take: mingo builds its messages with `JSON.stringify`, which throws on a
 * bigint, so longs travel through mingo as bson `Long`s and the operators above read them back; a Double
 * box (an upsert's filter keeps them) is its number, equal by value.
 */
export function mingoSafe<T>(value: T): T {
  value = withoutDoubles(value);
  if (!hasBigInt(value)) return value;
  return mapLongs(value, (v) => (typeof v === 'bigint' ? Long.fromBigInt(v) : v)) as T;
}

/** An operand with its `Long`s back as bigints (see `mingoSafe`). */
function fromLongs(value: Any): Any {
  if (value instanceof Long) return value.toBigInt();
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  return mapLongs(value, (v) => (v instanceof Long ? v.toBigInt() : v)) as Any;
}

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;

/**
 * Aggregation comparisons (`$expr`, `$project`, …) where a long or a stored Double box is involved: by value
 * with numbers (mingo would say a bigint and a number are of different types); everything else as mingo does.
 */
function longAware(original: ExpressionOperator, test: (order: number) => Any): ExpressionOperator {
  return (obj, expr, options) => {
    if (!Array.isArray(expr) || expr.length !== 2) return original(obj, expr, options);
    const values = evalExpr(obj, expr, options) as unknown[];
    const boxed = values.some(isDouble);
    const [a, b] = values.map((v) => (v instanceof Long ? v.toBigInt() : unboxed(v)));
    if (isPlainObject(a) || isPlainObject(b) || Array.isArray(a) || Array.isArray(b)) {
      // documents field by field in their order, arrays element by element (mingo sorts arrays and ignores
      // field order first): the order of their keys is MongoDB's
      const [x, y] = [encodeKey(a), encodeKey(b)];
      return test(x < y ? -1 : x > y ? 1 : 0);
    }
    if ((typeof a !== 'bigint' && typeof b !== 'bigint' && !boxed) || !isNumeric(a) || !isNumeric(b))
      return original(obj, expr, options);
    return test(a < b ? -1 : a > b ? 1 : 0);
  };
}

export function bsonExpressionOperators(
  original: Record<string, ExpressionOperator>,
): Record<string, ExpressionOperator> {
  return {
    $eq: longAware(original.$eq, (o) => o === 0),
    $ne: longAware(original.$ne, (o) => o !== 0),
    $gt: longAware(original.$gt, (o) => o > 0),
    $gte: longAware(original.$gte, (o) => o >= 0),
    $lt: longAware(original.$lt, (o) => o < 0),
    $lte: longAware(original.$lte, (o) => o <= 0),
    $cmp: longAware(original.$cmp, (o) => o),
  };
}
