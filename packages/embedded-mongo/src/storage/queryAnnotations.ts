import type { AnyObject } from 'mingo/types';
import { isPlainObject } from './values';

/**
 * Top-level query operators MongoDB has and mingo refuses (`unknown top level operator`): `$comment` annotates a
 * query and matches every document; `$alwaysTrue`/`$alwaysFalse` are constants. They become what mingo knows:
 * nothing, or an `$expr` constant.
 */
const ANNOTATIONS = ['$comment', '$alwaysTrue', '$alwaysFalse'];

function mentionsAnnotation(condition: AnyObject): boolean {
  for (const key of Object.keys(condition)) {
    if (ANNOTATIONS.includes(key)) return true;
    const value = condition[key];
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value))
      if (value.some((part) => isPlainObject(part) && mentionsAnnotation(part))) return true;
  }
  return false;
}

function rewrite(condition: AnyObject): AnyObject {
  const out: AnyObject = {};
  const constants: AnyObject[] = [];
  for (const [key, value] of Object.entries(condition)) {
    if (key === '$comment') continue;
    if (key === '$alwaysTrue' || key === '$alwaysFalse') {
      constants.push({ $expr: key === '$alwaysTrue' });
      continue;
    }
    out[key] =
      (key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)
        ? value.map((part: unknown) => (isPlainObject(part) ? rewrite(part) : part))
        : value;
  }
  if (constants.length === 0) return out;
  return { $and: [...constants, ...(Object.keys(out).length > 0 ? [out] : [])] };
}

/** A filter mingo can compile: MongoDB's annotations and constants rewritten, the rest untouched. */
export function withoutAnnotations<T>(condition: T): T {
  if (!isPlainObject(condition) || !mentionsAnnotation(condition)) return condition;
  return rewrite(condition) as T;
}

/** The same for each `$match` stage of a pipeline (the stages mingo compiles into queries). */
export function pipelineWithoutAnnotations<T>(stages: T): T {
  if (!Array.isArray(stages)) return stages;
  if (!stages.some((s) => isPlainObject(s) && isPlainObject(s.$match) && mentionsAnnotation(s.$match)))
    return stages;
  return stages.map((s) =>
    isPlainObject(s) && isPlainObject(s.$match) ? { ...s, $match: withoutAnnotations(s.$match) } : s,
  ) as T;
}
