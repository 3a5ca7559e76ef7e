import { MINGO, Query } from '../storage/mingoOptions';
import { compileFilter } from '../indexes/matcher';
import { cloneDoc, isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

const everything = new Query({}, MINGO);

function sliceOf(spec: unknown): ((values: unknown[]) => unknown[]) | undefined {
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1 || !('$slice' in spec)) return undefined;
  const arg = spec.$slice;
  if (typeof arg === 'number') return (v) => (arg >= 0 ? v.slice(0, arg) : v.slice(arg));
  if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'number' && typeof arg[1] === 'number') {
    const [skip, limit] = arg as [number, number];
    return (v) =>
      skip >= 0
        ? v.slice(skip, skip + limit)
        : v.slice(Math.max(0, v.length + skip), Math.max(0, v.length + skip) + limit);
  }
  return undefined;
}

/** `{ field: { $slice } }` alone keeps every other field (MongoDB semantics; mingo would drop them). */
function sliceOnly(projection: Doc): ((doc: Doc) => Doc) | undefined {
  const entries = Object.entries(projection).filter(([k]) => k !== '_id');
  if (
    entries.length === 0 ||
    (projection._id !== undefined && projection._id !== 1 && projection._id !== true)
  )
    return undefined;
  const slices = entries.map(([path, spec]) => [path.split('.'), sliceOf(spec)] as const);
  if (!slices.every(([, fn]) => fn)) return undefined;
  return (doc) => {
    const out = { ...doc };
    for (const [parts, fn] of slices) {
      let node: Doc = out;
      for (let i = 0; i < parts.length - 1; i++) {
        if (!isPlainObject(node[parts[i]])) break;
        node = node[parts[i]] = { ...node[parts[i]] };
      }
      const last = parts[parts.length - 1];
      if (Array.isArray(node[last])) node[last] = fn!(node[last]);
    }
    return out;
  };
}

/**
 * `{ field: { $elemMatch: condition } }`: the first element of the array that matches, the condition
 * read as in a query (`{ field: { $elemMatch } }`), so operator conditions on scalars work too
 * (`{ $elemMatch: { $in: [id] } }`; mingo reads the condition as a query on a document).
 */
function elemMatches(projection: Doc): Array<[string, (doc: Doc) => unknown[] | undefined]> {
  const out: Array<[string, (doc: Doc) => unknown[] | undefined]> = [];
  for (const [field, spec] of Object.entries(projection)) {
    if (!isPlainObject(spec) || !('$elemMatch' in spec)) continue;
    if (field.includes('.'))
      throw new CommandError(ErrorCodes.BadValue, 'Cannot use $elemMatch projection on a nested field.');
    if (!isPlainObject(spec.$elemMatch))
      throw new CommandError(ErrorCodes.BadValue, 'elemMatch: Invalid argument, object required.');
    const test = compileFilter({ v: { $elemMatch: spec.$elemMatch } });
    out.push([
      field,
      (doc) => {
        const values = doc[field];
        if (!Array.isArray(values)) return undefined;
        const found = values.find((element) => test({ v: [element] }));
        return found === undefined ? undefined : [found];
      },
    ]);
  }
  return out;
}

function withElemMatch(docs: Doc[], projection: Doc, matches: ReturnType<typeof elemMatches>): Doc[] {
  const rest: Doc = { ...projection };
  for (const [field] of matches) delete rest[field];
  const others = Object.entries(rest).filter(([k]) => k !== '_id');
  const exclusion = others.length > 0 && others.every(([, v]) => v === 0 || v === false);
  if (!exclusion) for (const [field] of matches) rest[field] = 1;
  const shaped = project(docs, rest);
  return shaped.map((out, i) => {
    const next = { ...out };
    for (const [field, first] of matches) {
      const value = first(docs[i]);
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
    return next;
  });
}

/**
 * mingo removes an excluded nested field (`'address.zip': 0`) from the input's own subdocument: the
 * documents it projects are the stored ones, so these projections get copies.
 */
function excludesNested(projection: Doc): boolean {
  return Object.entries(projection).some(([k, v]) => k.includes('.') && (v === 0 || v === false));
}

export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const matches = elemMatches(projection);
  if (matches.length > 0) return withElemMatch(docs, projection, matches);
  const slice = sliceOnly(projection);
  if (slice) return docs.map(slice);
  try {
    return everything.find(excludesNested(projection) ? docs.map(cloneDoc) : docs, projection).all() as Doc[];
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}
