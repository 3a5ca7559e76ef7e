import { encodeKey, hasControlKeyChars, isPlainObject, typeEnd, type Doc } from '../storage/values';

export type Bound = { key: string; inclusive: boolean };
export type FieldCondition = { eq?: unknown[]; low?: Bound; high?: Bound; regex?: RegExp };
const RANGE_TYPES = new Set(['2', '3', '7', '9']);

/** The per-field conditions of a filter (top level and `$and`) that an index can serve. */
export function collectConditions(filter: Doc, out: Map<string, FieldCondition[]>): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const part of value) if (isPlainObject(part)) collectConditions(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const condition = fieldCondition(value);
    if (!condition) continue;
    const list = out.get(field) ?? [];
    list.push(condition);
    out.set(field, list);
  }
}

function fieldCondition(value: unknown): FieldCondition | undefined {
  if (value instanceof RegExp) return { regex: value };
  if (Array.isArray(value)) return undefined;
  if (!isPlainObject(value)) return { eq: [value] };
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) return { eq: [value] };
  const condition: FieldCondition = {};
  for (const op of keys) {
    const operand = value[op];
    if (op === '$eq' && !(operand instanceof RegExp) && !Array.isArray(operand)) condition.eq = [operand];
    else if (
      op === '$in' &&
      Array.isArray(operand) &&
      !operand.some((v) => v instanceof RegExp || Array.isArray(v))
    ) {
      condition.eq = operand;
    } else if (op === '$regex') {
      const options = typeof value.$options === 'string' ? value.$options : '';
      try {
        condition.regex = operand instanceof RegExp ? operand : new RegExp(String(operand), options);
      } catch {
        return undefined;
      }
    } else if (op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') {
      const key = encodeKey(operand);
      if (!RANGE_TYPES.has(key[0])) continue;
      if (op === '$gt' || op === '$gte') condition.low = { key, inclusive: op === '$gte' };
      else condition.high = { key, inclusive: op === '$lte' };
    }
  }
  if (condition.low && !condition.high)
    condition.high = { key: typeEnd(condition.low.key), inclusive: false };
  if (condition.high && !condition.low) condition.low = { key: condition.high.key[0], inclusive: true };
  return condition;
}

/** The literal prefix of an anchored, case-sensitive regex, if any. */
export function regexPrefix(regex: RegExp): string | undefined {
  if (regex.flags.includes('i') || regex.flags.includes('m') || !regex.source.startsWith('^'))
    return undefined;
  const match = /^\^([^.*+?()[\]{}|\\$^]*)/.exec(regex.source);
  let prefix = match?.[1] ?? '';
  const next = regex.source[1 + prefix.length];
  if (next === '*' || next === '?' || next === '{') prefix = prefix.slice(0, -1);
  if (!prefix || hasControlKeyChars(prefix)) return undefined;
  return prefix;
}
