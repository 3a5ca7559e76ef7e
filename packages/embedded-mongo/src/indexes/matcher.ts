import { MINGO, Query } from '../storage/mingoOptions';
import { CommandError, ErrorCodes } from '../commands/errors';
import { escapeReserved, mentionsReserved } from '../storage/reservedKeys';
import { isPlainObject, type Doc } from '../storage/values';
import { isDouble, mentionsExpr, withoutDoubles } from '../storage/doubles';
import { isSimpleCollation } from '../storage/collation';
import { dbrefFilter, dbrefView, mentionsDbRef } from './dbref';

type Simple = (doc: Doc) => boolean;

/** Whether any value at the dotted path (descending into arrays, as MongoDB does) satisfies `test`. */
function anyAt(value: unknown, parts: string[], from: number, test: (v: unknown) => boolean): boolean {
  let node = value;
  for (let i = from; i < parts.length; i++) {
    if (Array.isArray(node)) {
      const part = parts[i];
      if (/^\d+$/.test(part) && anyAt(node[Number(part)], parts, i + 1, test)) return true;
      return node.some((element) => isPlainObject(element) && anyAt(element, parts, i, test));
    }
    if (!isPlainObject(node)) return false;
    node = node[parts[i]];
  }
  return Array.isArray(node) ? node.some(test) : test(node);
}

/** Equality to a string/number/boolean and regexes: matched directly, without mingo's general machinery. */
function simpleCondition(field: string, value: unknown): Simple | undefined {
  if (field.startsWith('$')) return undefined;
  let regex: RegExp | undefined;
  let eq: string | number | boolean | undefined;
  if (value instanceof RegExp) regex = value;
  else if (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && !Number.isNaN(value))
  )
    eq = value;
  else if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$eq') return simpleCondition(field, value.$eq);
    const options = value.$options;
    if (!('$regex' in value) || keys.some((k) => k !== '$regex' && k !== '$options')) return undefined;
    if (options !== undefined && typeof options !== 'string') return undefined;
    if (value.$regex instanceof RegExp) {
      if (options !== undefined) return undefined;
      regex = value.$regex;
    } else if (typeof value.$regex === 'string') {
      try {
        regex = new RegExp(value.$regex, options);
      } catch {
        return undefined;
      }
    } else return undefined;
  } else return undefined;
  const parts = field.split('.');
  let test: (v: unknown) => boolean;
  if (regex) {
    const r = regex;
    test = (v) => {
      if (typeof v !== 'string') return false;
      r.lastIndex = 0;
      return r.test(v);
    };
  } else if (typeof eq === 'number' && Number.isInteger(eq)) {
    // A 64-bit long (a bigint) equals a whole number of the same value, so does a whole double stored boxed.
    const long = BigInt(eq);
    const n = eq;
    test = (v) => v === n || v === long || (isDouble(v) && v.value === n);
  } else test = (v) => v === eq;
  if (parts.length === 1)
    return (doc) => (Array.isArray(doc[field]) ? (doc[field] as unknown[]).some(test) : test(doc[field]));
  return (doc) => anyAt(doc, parts, 0, test);
}

function flattenAnd(filter: Doc, out: Array<[string, unknown]>): boolean {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and') {
      if (!Array.isArray(value) || value.length === 0) return false;
      for (const part of value) if (!isPlainObject(part) || !flattenAnd(part, out)) return false;
    } else out.push([field, value]);
  }
  return true;
}

/** The direct matcher of a filter made only of simple conditions (and `$and` of them); undefined otherwise. */
export function compileSimpleFilter(filter: Doc): ((doc: Doc) => boolean) | undefined {
  if (Object.keys(filter).length === 0) return () => true;
  const pairs: Array<[string, unknown]> = [];
  const flat = flattenAnd(filter, pairs);
  const simple = flat ? pairs.map(([f, v]) => simpleCondition(f, v)) : [undefined];
  if (!simple.every((c): c is Simple => c !== undefined)) return undefined;
  if (simple.length === 1) return simple[0];
  return (doc) => simple.every((c) => c(doc));
}

/**
 * A filter's matcher: the direct one when the filter is simple, mingo's general one otherwise; under a
 * collation (not `simple`), mingo's with the collation-aware comparisons (`storage/collationOperators.ts`).
 */
export function compileFilter(filter: Doc, collation?: Doc): (doc: Doc) => boolean {
  if (mentionsReserved(filter)) {
    // `__proto__`, `constructor`, … in the filter: matched on renamed copies (storage/reservedKeys.ts).
    const escaped = compileFilter(escapeReserved(filter), collation);
    return (doc) => escaped(escapeReserved(doc));
  }
  if (mentionsDbRef(filter)) {
    const test = compileFilter(dbrefFilter(filter) as Doc, collation);
    return (doc) => test(dbrefView(doc) as Doc);
  }
  const collated = !isSimpleCollation(collation);
  const simple = collated ? undefined : compileSimpleFilter(filter);
  if (simple) return simple;
  try {
    const query = new Query(
      filter,
      collated ? { ...MINGO, collation: collation as { locale: string } } : MINGO,
    );
    // `$expr` reads whole doubles as numbers (its arithmetic is mingo's; README, aggregation)
    if (mentionsExpr(filter)) return (doc) => query.test(withoutDoubles(doc));
    return (doc) => query.test(doc);
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}
