import { Double } from 'bson';
import { toJsRegExp } from './pcre';
import { defineField, isPlainObject, type Doc } from './values';

/**
 * Whole-valued BSON doubles. bson promotes a double to a JavaScript number and writes a whole number in the
 * int32 range back as an int32, so `new Double(1)` (mongoose's `Schema.Types.Double`, a shell's `1.0`) would
 * come back an int. MongoDB 7 keeps it a double (`$type: 'double'` finds it, a `promoteValues: false` client
 * reads a Double): the engine stores exactly those ambiguous doubles as bson `Double` boxes; every other
 * number stays a JavaScript number, which bson writes with its own type anyway (a fraction or a number past
 * the int32 range as a double, -0 too). Readers treat a box as the number it holds (`unboxed`).
 */

const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

/** Whether bson would write this number as an int32: a double of this value must stay boxed to stay a double. */
export function writtenAsInt(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

/** A stored number as a double: boxed when bson would otherwise write it as an int32. */
export function asDouble(n: number): number | Double {
  return writtenAsInt(n) ? new Double(n) : n;
}

export function isDouble(value: unknown): value is Double {
  return (
    typeof value === 'object' && value !== null && (value as { _bsontype?: unknown })._bsontype === 'Double'
  );
}

/** A Double box as its number; any other value as it is. */
export function unboxed<T>(value: T): T | number {
  return isDouble(value) ? value.value : value;
}

/** Whether a value holds a Double box anywhere (plain objects and arrays only). */
export function hasDouble(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (isDouble(value)) return true;
  if (Array.isArray(value)) {
    for (const v of value) if (hasDouble(v)) return true;
    return false;
  }
  if (!isPlainObject(value)) return false;
  for (const key in value) if (hasDouble(value[key])) return true;
  return false;
}

/**
 * A copy of a value with its Double boxes as numbers (the value itself when it holds none): for filters,
 * pipelines and anything mingo's own operators compute with, which know only JavaScript numbers.
 */
export function withoutDoubles<T>(value: T): T {
  if (!hasDouble(value)) return value;
  return unboxAll(value) as T;
}

function unboxAll(value: unknown): unknown {
  if (isDouble(value)) return value.value;
  if (Array.isArray(value)) return value.map(unboxAll);
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) defineField(out, key, unboxAll(value[key]));
    return out;
  }
  return value;
}

type Boxed = { _bsontype?: string; value?: unknown; toBigInt?: () => bigint };

/**
 * A value read with bson's `promoteValues: false` as the engine holds it: Int32 as a number, Long as a bigint
 * (exact), a symbol as its string (as `promoteValues: true` reads them), a Double as a number unless it is whole
 * and in the int32 range and `keep` is set (then the box stays). Plain objects and arrays are changed in place.
 */
function normalized(value: unknown, keep: boolean, store = false): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // plain objects and arrays first: most values of a document (the hot path of an insert)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) value[i] = normalized(v, keep, store);
    }
    return value;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    normalizeFields(value as Doc, keep, store);
    return value;
  }
  switch ((value as Boxed)._bsontype) {
    case 'Int32':
      return (value as Boxed).value;
    case 'Double': {
      const n = (value as Double).value;
      return keep && writtenAsInt(n) ? value : n;
    }
    case 'Long':
      return (value as Boxed).toBigInt!();
    case 'BSONSymbol':
      return (value as Boxed).value;
    case 'BSONRegExp': {
      // a regex to store keeps its PCRE pattern and options exactly; one to match with becomes JavaScript's
      if (store) return value;
      const { pattern, options } = value as unknown as { pattern: string; options: string };
      return toJsRegExp(pattern, options);
    }
    case 'DBRef': {
      const ref = value as unknown as { oid: unknown; fields: Doc };
      ref.oid = normalized(ref.oid, keep, store);
      normalizeFields(ref.fields, keep, store);
      return value;
    }
    case 'Code': {
      const scope = (value as unknown as { scope?: Doc | null }).scope;
      if (scope) normalizeFields(scope, keep, store);
      return value;
    }
    default:
      return value;
  }
}

function normalizeFields(doc: Doc, keep: boolean, store = false): void {
  // for…in: no array of keys per object (a plain object read by bson has no inherited enumerable field)
  for (const key in doc) {
    const value: unknown = doc[key];
    if (typeof value !== 'object' || value === null) continue;
    const next = normalized(value, keep, store);
    if (next === value) continue;
    if (key === '__proto__') defineField(doc, key, next);
    else doc[key] = next;
  }
  if (!store && typeof doc.$regex === 'string') matchable(doc);
}

const REGEX_OPTIONS = /^[imsxu]*$/;

/**
 * `{ $regex: 'pattern', $options }` in a condition as the RegExp MongoDB's PCRE would match (`pcre.ts`); options
 * MongoDB refuses are left for the parser's check to refuse (51108).
 */
function matchable(condition: Doc): void {
  const options = condition.$options ?? '';
  if (typeof options !== 'string' || !REGEX_OPTIONS.test(options)) return;
  condition.$regex = toJsRegExp(condition.$regex as string, options);
  delete condition.$options;
}

/** A document read with `promoteValues: false` (a journal or snapshot record): whole doubles stay boxed. */
export function normalizeStored(doc: Doc): Doc {
  normalizeFields(doc, true, true);
  return doc;
}

/** Update operators whose operands are values to store; the others' operands are options, paths or conditions. */
const STORING = new Set(['$set', '$setOnInsert', '$inc', '$mul', '$min', '$max', '$push', '$addToSet']);
/** `$push`/`$addToSet` modifiers that are options, not values. */
const PUSH_OPTIONS = new Set(['$slice', '$position', '$sort']);

function normalizeUpdate(u: unknown): unknown {
  // a pipeline computes with mingo, which knows only numbers (README: aggregation)
  if (!isPlainObject(u)) return normalized(u, false);
  for (const op of Object.keys(u)) {
    const spec = u[op];
    if (!op.startsWith('$')) {
      // a replacement document: stored as it is
      u[op] = normalized(spec, true, true);
      continue;
    }
    if (!STORING.has(op) || !isPlainObject(spec)) {
      u[op] = normalized(spec, false);
      continue;
    }
    normalizeFields(spec, true, true);
    if (op !== '$push' && op !== '$addToSet') continue;
    for (const key of Object.keys(spec)) {
      const each = spec[key];
      if (!isPlainObject(each) || !('$each' in each)) continue;
      for (const option of Object.keys(each))
        if (PUSH_OPTIONS.has(option)) each[option] = unboxAll(each[option]);
    }
  }
  return u;
}

/**
 * A command as the wire layer read it (`promoteValues: false`) as the engine takes it: Doubles stay boxed only
 * where they are data to store — inserted documents, an update's values, and the filter of an update or
 * `findAndModify` (an upsert stores its equality fields) — and are numbers everywhere else, so the command's
 * options (`limit: 5.0`, `batchSize`, `maxTimeMS`, collation `strength`, `expireAfterSeconds`, sort and
 * projection values, …) read as numbers (`typeof === 'number'`), and filters and pipelines reach mingo as it
 * knows them.
 */
export function normalizeCommand(body: Doc): Doc {
  const command = Object.keys(body)[0];
  const modifying = command === 'findAndModify' || command === 'findandmodify';
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (typeof value !== 'object' || value === null) continue;
    let next: unknown;
    if (key === 'documents' && command === 'insert') next = normalized(value, true, true);
    else if (key === 'updates' && command === 'update' && Array.isArray(value)) {
      for (const statement of value) {
        if (!isPlainObject(statement)) continue;
        for (const field of Object.keys(statement)) {
          if (field === 'q') statement.q = normalized(statement.q, true);
          else if (field === 'u') statement.u = normalizeUpdate(statement.u);
          else statement[field] = normalized(statement[field], false);
        }
      }
      next = value;
    } else if (modifying && key === 'query') next = normalized(value, true);
    else if (modifying && key === 'update') next = normalizeUpdate(value);
    else next = normalized(value, false);
    if (next !== value) defineField(body, key, next);
  }
  return body;
}

/**
 * `computed` (from mingo, which took `original`'s whole doubles as numbers) with the boxes of `original` back
 * where the value is still the same number at the same place.
 */
export function reboxed(original: unknown, computed: unknown): unknown {
  if (isDouble(original)) return computed === original.value ? original : computed;
  if (Array.isArray(original) && Array.isArray(computed)) {
    for (let i = 0; i < computed.length && i < original.length; i++)
      computed[i] = reboxed(original[i], computed[i]);
    return computed;
  }
  if (isPlainObject(original) && isPlainObject(computed)) {
    for (const key of Object.keys(computed)) {
      if (!Object.prototype.hasOwnProperty.call(original, key)) continue;
      const value = reboxed(original[key], computed[key]);
      if (value !== computed[key]) defineField(computed, key, value);
    }
  }
  return computed;
}

/** Whether a filter holds `$expr`: its expressions compute with mingo, which knows only JavaScript numbers. */
export function mentionsExpr(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsExpr);
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) if (key === '$expr' || mentionsExpr(value[key])) return true;
  return false;
}
