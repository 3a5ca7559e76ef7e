import { collationKey } from './collation';
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp, type Document } from 'bson';

export type Doc = Document;

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Sets a field as data: a field named `__proto__` (an ordinary name in MongoDB) would set the object's prototype
 * if assigned.
 */
export function defineField(doc: Doc, key: string, value: unknown): void {
  Object.defineProperty(doc, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Sets a path as data: only own fields are followed, so `__proto__.x` never reaches Object.prototype. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    const child: unknown = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
    if (isPlainObject(child)) node = child;
    else {
      const fresh: Doc = {};
      defineField(node, part, fresh);
      node = fresh;
    }
  }
  defineField(node, parts[parts.length - 1], value);
}

/** Copies plain objects, arrays and dates; BSON value classes are immutable and shared. */
export function cloneDoc<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDoc) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) {
      if (key === '__proto__') defineField(out, key, cloneDoc(value[key]));
      else out[key] = cloneDoc(value[key]);
    }
    return out as T;
  }
  return value;
}

/**
 * `cloneDoc` for an aggregation's input: 64-bit longs stay bigints, exact, and go back to the client as longs (the
 * engine's aggregation operators compute with them, `longAggregation.ts`); a whole double kept boxed (`doubles.ts`)
 * goes in as its number.
 */
export function clonePipelineInput<T>(value: T): T {
  // a whole double stored as a bson Double (storage/doubles.ts) goes in as its number
  if (value instanceof Double) return value.value as T;
  if (Array.isArray(value)) return value.map(clonePipelineInput) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) out[key] = clonePipelineInput(value[key]);
    return out as T;
  }
  return value;
}

/** Whether a value holds a 64-bit long (a bigint) anywhere in its plain objects and arrays. */
export function hasBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (Array.isArray(value)) return value.some(hasBigInt);
  if (isPlainObject(value)) {
    for (const key in value) if (hasBigInt(value[key])) return true;
  }
  return false;
}

/**
 * An output document with the fields its input also has in the input's order (recursively), the others after it
 * as they were: MongoDB's projections walk the input document, mingo's write fields in the projection's order.
 */
export function inFieldOrderOf(out: unknown, input: unknown): unknown {
  if (!isPlainObject(out) || !isPlainObject(input)) return out;
  const ordered: Doc = {};
  const has = (doc: Doc, key: string): boolean => Object.prototype.hasOwnProperty.call(doc, key);
  for (const key of Object.keys(input))
    if (has(out, key)) defineField(ordered, key, inFieldOrderOf(out[key], input[key]));
  for (const key of Object.keys(out)) if (!has(ordered, key)) defineField(ordered, key, out[key]);
  return ordered;
}

/** A BSON number of any type as a JavaScript number (a long past 2^53 rounded); undefined for anything else. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Decimal128) return Number(value.toString());
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

const float = new Float64Array(1);
const bytes = new Uint8Array(float.buffer);

/** Order-preserving hex encoding of a double. */
function encodeNumber(n: number): string {
  float[0] = Number.isNaN(n) ? -Infinity : n === 0 ? 0 : n;
  let out = '';
  const negative = (bytes[7] & 0x80) !== 0;
  for (let i = 7; i >= 0; i--) {
    let b = bytes[i];
    b = negative ? b ^ 0xff : i === 7 ? b ^ 0x80 : b;
    out += (b < 16 ? '0' : '') + b.toString(16);
  }
  return out;
}

const floatBits = new BigInt64Array(float.buffer);

/** The largest double at or below a whole number (a double holds integers past 2^53 only in steps). */
function floorDouble(n: bigint): number {
  const d = Number(n);
  if (BigInt(d) <= n) return d;
  float[0] = d;
  floatBits[0] += d > 0 ? -1n : 1n;
  return float[0];
}

/**
 * A 64-bit long's key: the double at or below it, then, when it is not exactly a double (past 2^53),
 * `+` and its distance from that double (under 2^11) in fixed-width hex, so longs order exactly among
 * themselves and with doubles, and a long equal to a number has the number's key.
 */
function encodeLong(n: bigint): string {
  const floor = floorDouble(n);
  const rest = n - BigInt(floor);
  const head = TypeTag.number + encodeNumber(floor);
  return rest === 0n ? head : head + '+' + rest.toString(16).padStart(3, '0');
}

/** Component separator and escape characters of compound keys. */
export const SEP = '\u0000';
const ESC = '\u0001';

export function hasControlKeyChars(s: string): boolean {
  return s.includes(SEP) || s.includes(ESC);
}

function escapeString(s: string): string {
  return hasControlKeyChars(s)
    ? s
        .split(ESC)
        .join(ESC + '\u0002')
        .split(SEP)
        .join(ESC + ESC)
    : s;
}

/** Type prefixes follow MongoDB's cross-type comparison order. */
export const TypeTag = {
  null: '1',
  number: '2',
  string: '3',
  object: '4',
  array: '5',
  binary: '6',
  objectId: '7',
  boolean: '8',
  date: '9',
  timestamp: ':',
  regex: ';',
  other: '<',
} as const;

/**
 * MongoDB orders BinData by length, then subtype, then bytes ("Comparison/Sort Order" in MongoDB's manual):
 * fixed-width hex for the first two makes the key's text order that order.
 */
function encodeBinary(value: Binary): string {
  return (
    TypeTag.binary +
    value.length().toString(16).padStart(8, '0') +
    value.sub_type.toString(16).padStart(2, '0') +
    value.toString('hex')
  );
}

/** A string whose code-unit order matches MongoDB's order for the value (without collation). */
export function encodeKey(value: unknown): string {
  if (value === undefined || value === null) return TypeTag.null;
  if (typeof value === 'string') return TypeTag.string + escapeString(value);
  if (typeof value === 'bigint') return encodeLong(value);
  if (value instanceof Long) return encodeLong(value.toBigInt());
  const n = numberOf(value);
  if (n !== undefined) return TypeTag.number + encodeNumber(n);
  if (value instanceof ObjectId) return TypeTag.objectId + value.toHexString();
  if (typeof value === 'boolean') return TypeTag.boolean + (value ? '1' : '0');
  if (value instanceof Date) return TypeTag.date + encodeNumber(value.getTime());
  if (value instanceof Binary) return encodeBinary(value);
  if (value instanceof Timestamp) return TypeTag.timestamp + encodeNumber(value.toNumber());
  if (value instanceof RegExp) return TypeTag.regex + value.source + '/' + value.flags;
  if (Array.isArray(value)) return TypeTag.array + value.map(encodeKey).join('\u0000');
  if (isPlainObject(value)) {
    return (
      TypeTag.object +
      Object.keys(value)
        .map((k) => escapeString(k) + '\u0000' + encodeKey(value[k]))
        .join('\u0000')
    );
  }
  return TypeTag.other + String(value);
}

/** The end of the key range of the type of a given tag. */
export function typeEnd(tag: string): string {
  return String.fromCharCode(tag.charCodeAt(0) + 1);
}

/** Map key of a document _id. */
export function idKey(id: unknown): string {
  if (id instanceof ObjectId) return id.toHexString();
  return encodeKey(id);
}

/** The values at a dotted path, descending into arrays (multikey semantics). */
export function pathValues(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (value: unknown, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(value)) {
        if (value.length === 0) out.push(undefined);
        else for (const v of value) out.push(v);
      } else out.push(value);
      return;
    }
    if (Array.isArray(value)) {
      const index = Number(parts[i]);
      if (Number.isInteger(index) && /^\d+$/.test(parts[i])) return walk(value[index], i + 1);
      if (value.length === 0) return walk(undefined, parts.length);
      for (const v of value) walk(v, i);
      return;
    }
    if (isPlainObject(value)) return walk(value[parts[i]], i + 1);
    walk(undefined, parts.length);
  };
  walk(doc, 0);
  return out;
}

/** The single value at a dotted path, without array expansion. */
export function getPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Doc)[part];
  }
  return value;
}

export function decodeStringKey(key: string): string | undefined {
  if (key[0] !== TypeTag.string) return undefined;
  const s = key.slice(1);
  return s.includes(ESC)
    ? s
        .split(ESC + ESC)
        .join(SEP)
        .split(ESC + '\u0002')
        .join(ESC)
    : s;
}

/**
 * String folding for a collation (the key that makes collation-equal strings equal, `storage/collation.ts`);
 * `simple` and no collation compare binary (undefined).
 */
export function collationFold(collation: unknown): ((s: string) => string) | undefined {
  return collationKey(collation);
}

/**
 * Whether a value at one of the paths of any document is one mingo orders otherwise than MongoDB: a 64-bit
 * long (mingo: as text), BinData (mingo: by its text; MongoDB: length, subtype, bytes), a whole double stored
 * as a bson Double (mingo would not order it with the numbers) or an array.
 */
export function needsKeyOrder(docs: Doc[], paths: string[]): boolean {
  const keyOrdered = (v: unknown): boolean =>
    typeof v === 'bigint' || v instanceof Binary || v instanceof Double;
  // an array sorts by its smallest element ascending and its largest descending; mingo sorts by one key both ways
  const any = (v: unknown): boolean => keyOrdered(v) || Array.isArray(v);
  return docs.some((doc) =>
    paths.some((path) => (path.includes('.') ? pathValues(doc, path).some(keyOrdered) : any(doc[path]))),
  );
}

/**
 * Sorts by the order-preserving keys of the sort fields (MongoDB's order across types, longs exact):
 * an array sorts by its smallest element ascending, its largest descending.
 */
/** Below every type tag (null is '1'): where an empty array sorts. */
const EMPTY_ARRAY_SORT_KEY = '0';

export function sortByKeys(docs: Doc[], sort: Record<string, number>, fold?: (s: string) => string): Doc[] {
  const fields = Object.entries(sort);
  const keyOf = (v: unknown): string => encodeKey(fold && typeof v === 'string' ? fold(v) : v);
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([path, dir]) => {
      // an empty array's sort key is below null and missing (BSON undefined)
      const value = getPath(doc, path);
      if (Array.isArray(value) && value.length === 0) return EMPTY_ARRAY_SORT_KEY;
      const keys = pathValues(doc, path).map(keyOf);
      return keys.reduce((best, k) => ((dir < 0 ? k > best : k < best) ? k : best));
    }),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      if (a.keys[i] !== b.keys[i]) return (a.keys[i] < b.keys[i] ? -1 : 1) * (fields[i][1] < 0 ? -1 : 1);
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
