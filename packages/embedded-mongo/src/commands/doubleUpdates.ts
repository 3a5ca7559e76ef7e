import { bsonEqual } from '../storage/bsonOperators';
import { asDouble, hasDouble, isDouble, writtenAsInt } from '../storage/doubles';
import { encodeKey, getPath, isPlainObject, sortByKeys, type Doc } from '../storage/values';

/**
 * `$inc`, `$mul`, `$min`, `$max`, `$addToSet` and `$pull` where a whole double stored as a bson `Double`
 * (storage/doubles.ts) is involved, or where int arithmetic overflows, done here and handed to mingo as
 * `$set` (mingo's arithmetic and equality know only JavaScript numbers). MongoDB's type promotion: int op
 * int is an int, a long past the int32 range; anything with a double is a double (`$inc: { d: 1 }` on
 * Double(1) gives Double(2)); `$min`/`$max` keep the winning value with its type; `$addToSet` and `$pull`
 * compare by value (1 equals Double(1)). Longs with ints only stay with `longArithmetic`.
 */
export function doubleArithmetic(doc: Doc, u: unknown): unknown {
  if (!isPlainObject(u)) return u;
  let out: Doc | undefined;
  const toSet = (op: string, path: string, value: unknown): void => {
    out ??= { ...u };
    const rest = { ...(out[op] as Doc) };
    delete rest[path];
    if (Object.keys(rest).length > 0) out[op] = rest;
    else delete out[op];
    if (value !== UNCHANGED) out.$set = { ...(out.$set as Doc | undefined), [path]: value };
  };
  for (const op of ['$inc', '$mul', '$min', '$max', '$addToSet', '$pull', '$push']) {
    const spec = u[op];
    if (!isPlainObject(spec)) continue;
    for (const [path, operand] of Object.entries(spec)) {
      if (path.includes('$')) continue;
      const current = getPath(doc, path);
      const result =
        op === '$addToSet'
          ? addToSet(current, operand)
          : op === '$pull'
            ? pull(current, operand)
            : op === '$push'
              ? sortedPush(current, operand)
              : arithmetic(op, current, operand);
      if (result !== undefined) toSet(op, path, result);
    }
  }
  // every operator left nothing to do: an empty update would read as a replacement by `{}`
  if (out && Object.keys(out).length === 0) return { $set: {} };
  return out ?? u;
}

/** A result that leaves the field as it is (the operator is dropped). */
const UNCHANGED = Symbol('unchanged');

type Kind = 'int' | 'long' | 'double';

function kindOf(v: unknown): Kind | undefined {
  if (isDouble(v)) return 'double';
  if (typeof v === 'bigint') return 'long';
  if (typeof v === 'number') return writtenAsInt(v) ? 'int' : 'double';
  return undefined;
}

const INT32_MIN = -(2n ** 31n);
const INT32_MAX = 2n ** 31n - 1n;

function arithmetic(op: string, current: unknown, operand: unknown): unknown {
  const b = kindOf(operand);
  if (b === undefined) return undefined;
  const missing = current === undefined;
  const a = missing ? undefined : kindOf(current);
  if (!missing && a === undefined) return undefined; // a non-number: refused by updateChecks or mingo
  const boxed = isDouble(current) || isDouble(operand);
  if (op === '$min' || op === '$max') {
    if (!boxed) return undefined;
    if (missing) return operand;
    const x = Number(current);
    const y = Number(operand);
    return (op === '$min' ? y < x : y > x) ? operand : UNCHANGED;
  }
  if (boxed) {
    if (missing) return op === '$inc' ? operand : asDouble(0);
    const x = Number(current);
    const y = Number(operand);
    return asDouble(op === '$inc' ? x + y : x * y);
  }
  // int op int past the int32 range: a long, as in MongoDB (mingo would give a number, written as a double)
  if (a === 'int' && b === 'int') {
    const x = BigInt(current as number);
    const y = BigInt(operand as number);
    const result = op === '$inc' ? x + y : x * y;
    return result < INT32_MIN || result > INT32_MAX ? result : undefined;
  }
  return undefined;
}

/** The values `$addToSet` adds: one value or `$each`'s. */
function addedValues(operand: unknown): unknown[] {
  if (isPlainObject(operand) && Array.isArray(operand.$each)) return operand.$each as unknown[];
  return [operand];
}

function addToSet(current: unknown, operand: unknown): unknown {
  if (current !== undefined && !Array.isArray(current)) return undefined; // refused by updateChecks
  // mingo's own compares documents whatever their field order: a document added keeps MongoDB's equality
  if (!hasDouble(current) && !hasDouble(operand) && !addedValues(operand).some(isPlainObject))
    return undefined;
  const next = [...((current as unknown[] | undefined) ?? [])];
  for (const value of addedValues(operand)) if (!next.some((v) => bsonEqual(v, value))) next.push(value);
  return current !== undefined && next.length === (current as unknown[]).length ? UNCHANGED : next;
}

/** `$pull` of a value (not a condition) from an array holding boxes: removed by value. */
function pull(current: unknown, operand: unknown): unknown {
  if (!Array.isArray(current) || !hasDouble(current)) return undefined;
  if (isPlainObject(operand) || operand instanceof RegExp) return undefined; // a condition: mingo's
  const next = current.filter((v) => !bsonEqual(v, operand));
  return next.length === current.length ? UNCHANGED : next;
}

const VALUE_OPERATORS = ['$inc', '$mul', '$min', '$max', '$addToSet', '$pull', '$push'];

function holdsNumberBox(value: unknown): boolean {
  if (typeof value === 'bigint' || isDouble(value)) return true;
  if (Array.isArray(value)) return value.some(holdsNumberBox);
  if (isPlainObject(value)) {
    for (const key in value) if (holdsNumberBox(value[key])) return true;
  }
  return false;
}

/**
 * Whether positional paths (`arr.$`, `$[]`, `$[id]`) of arithmetic or set operators must be resolved to
 * concrete ones first, so `doubleArithmetic` and `longArithmetic` see the values they change: the document
 * holds a whole double or a long (mingo's `$inc` would skip a value it does not take for a number).
 */
export function positionalArithmetic(doc: Doc, modifier: Doc): boolean {
  const positional = VALUE_OPERATORS.some(
    (op) => isPlainObject(modifier[op]) && Object.keys(modifier[op]).some((path) => path.includes('$')),
  );
  return positional && holdsNumberBox(doc);
}

/** `$push` with `$each` and `$sort` into or of values holding boxes: sorted by value (mingo's compare would not). */
function sortedPush(current: unknown, operand: unknown): unknown {
  if (!isPlainObject(operand) || !Array.isArray(operand.$each) || operand.$sort === undefined)
    return undefined;
  if (current !== undefined && !Array.isArray(current)) return undefined; // refused by updateChecks
  if (!hasDouble(current) && !hasDouble(operand.$each)) return undefined;
  const { $each: each, $position: position, $slice: slice, $sort: sort } = operand;
  const next = [...((current as unknown[] | undefined) ?? [])];
  const at =
    typeof position === 'number'
      ? position < 0
        ? Math.max(0, next.length + position)
        : position
      : next.length;
  next.splice(Math.min(at, next.length), 0, ...(each as unknown[]));
  let sorted: unknown[];
  if (typeof sort === 'number') {
    const keyed = next.map((v) => ({ v, k: encodeKey(v) }));
    keyed.sort((x, y) => (x.k === y.k ? 0 : (x.k < y.k ? -1 : 1) * (sort < 0 ? -1 : 1)));
    sorted = keyed.map((e) => e.v);
  } else if (isPlainObject(sort)) sorted = sortByKeys(next as Doc[], sort as Record<string, number>);
  else return undefined;
  if (typeof slice !== 'number') return sorted;
  return slice >= 0 ? sorted.slice(0, slice) : sorted.slice(Math.max(0, sorted.length + slice));
}
