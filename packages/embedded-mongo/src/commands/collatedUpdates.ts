import { collationCompare, collationKey } from '../storage/collation';
import { canonicalizer } from '../storage/collationOperators';
import { encodeKey, getPath, isPlainObject, type Doc } from '../storage/values';

/**
 * The `$addToSet` update operator under the update's collation (MongoDB compares the new values with the
 * array's elements, and with each other, under it; mingo compares binary): the values already present, or met
 * earlier in `$each`, under the collation are dropped before mingo applies the rest.
 */
export function collatedAddToSet(doc: Doc, operators: Doc, collation: Doc | undefined): Doc {
  const spec = operators.$addToSet;
  const compare = collationCompare(collation);
  if (!compare || !isPlainObject(spec)) return operators;
  const fold = collationKey(collation);
  const out: Doc = {};
  for (const [path, operand] of Object.entries(spec)) {
    const current = path.includes('$') ? undefined : getPath(doc, path);
    const each = isPlainObject(operand) && Array.isArray(operand.$each);
    if (path.includes('$') || (current !== undefined && !Array.isArray(current))) {
      out[path] = operand;
      continue;
    }
    const canon = canonicalizer(compare, fold);
    const seen = new Set(((current as unknown[] | undefined) ?? []).map((v) => encodeKey(canon(v))));
    const kept: unknown[] = [];
    for (const v of each ? (operand.$each as unknown[]) : [operand]) {
      const key = encodeKey(canon(v));
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(v);
    }
    if (kept.length > 0 || current === undefined) out[path] = { $each: kept };
  }
  const next: Doc = { ...operators };
  if (Object.keys(out).length > 0) next.$addToSet = out;
  else delete next.$addToSet;
  return next;
}
