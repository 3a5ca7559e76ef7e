import { defineField, isPlainObject } from './values';

/**
 * Field names that are also properties of every JavaScript object (`__proto__`, `constructor`,
 * `toString`, …). In MongoDB they are ordinary names; mingo refuses `__proto__` in paths and reads
 * or walks the others through `Object.prototype`. Where a filter, an update or a document holds
 * one, the engine renames them (a private-use prefix) around mingo and back afterwards, so they
 * stay data and never reach the server's objects.
 */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));
const PREFIX = '\uE000';

function reservedPath(key: string): boolean {
  if (RESERVED.has(key)) return true;
  if (!key.includes('.')) return false;
  return key.split('.').some((part) => RESERVED.has(part));
}

/** Whether a key (or a dotted path's segment) anywhere in the value is a reserved name. */
export function mentionsReserved(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsReserved);
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) {
    if (reservedPath(key) || mentionsReserved(value[key])) return true;
  }
  return false;
}

function renamePath(key: string, rename: (part: string) => string): string {
  return key.includes('.') ? key.split('.').map(rename).join('.') : rename(key);
}

/** A copy with every key (each part of a dotted one) renamed, in plain objects and arrays at any depth. */
export function renameKeys(value: unknown, rename: (part: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    defineField(out, renamePath(key, rename), renameKeys(value[key], rename));
  }
  return out;
}

const escapePart = (part: string): string => (RESERVED.has(part) ? PREFIX + part : part);
const unescapePart = (part: string): string => (part.startsWith(PREFIX) ? part.slice(PREFIX.length) : part);

/** A copy with reserved names (keys and dotted path segments) renamed out of mingo's way. */
export function escapeReserved<T>(value: T): T {
  return renameKeys(value, escapePart) as T;
}

/** The inverse of `escapeReserved`: reserved names back as own data fields. */
export function unescapeReserved<T>(value: T): T {
  return renameKeys(value, unescapePart) as T;
}

function mapPipeline(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('$') && !value.startsWith('$$'))
    return '$' + renamePath(value.slice(1), escapePart);
  if (Array.isArray(value)) return value.map(mapPipeline);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    defineField(out, renamePath(key, escapePart), mapPipeline(value[key]));
  }
  return out;
}

/** A projection or pipeline with reserved names renamed, in keys and in `'$field.path'` references. */
export function escapeSpec<T>(spec: T): T {
  return mapPipeline(spec) as T;
}

/** Whether `aroundReserved` has to rename: a document holds a top-level `__proto__` or the spec names a reserved field. */
export function needsReservedEscape(docs: object[], spec: unknown): boolean {
  return mentionsReserved(spec) || docs.some((doc) => Object.prototype.hasOwnProperty.call(doc, '__proto__'));
}

/**
 * Runs a projection or a pipeline (`run`) on renamed copies when a document holds a top-level
 * `__proto__` (mingo's copies would assign it, setting their prototype and losing the field) or the
 * spec names a reserved field, then renames back. Otherwise it runs on the documents as they are.
 */
export function aroundReserved<D extends object, S>(
  docs: D[],
  spec: S,
  run: (docs: D[], spec: S, escape: <T>(value: T) => T) => D[],
): D[] {
  if (!needsReservedEscape(docs, spec)) return run(docs, spec, (value) => value);
  return run(docs.map(escapeReserved), escapeSpec(spec), escapeReserved).map(unescapeReserved);
}
