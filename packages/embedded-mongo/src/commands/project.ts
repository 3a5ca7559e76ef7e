import { MINGO, Query } from '../storage/mingoOptions';
import { compileFilter } from '../indexes/matcher';
import { renameKeys } from '../storage/reservedKeys';
import { cloneDoc, inFieldOrderOf, isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

const everything = new Query({}, MINGO);

type Reshape = (out: Doc, source: Doc) => void;

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

/** Replaces the value at a dotted path of `out` (copying the objects on the way, never the stored ones). */
function reshapeAt(out: Doc, parts: string[], fn: (value: unknown) => unknown): void {
  let node: Doc = out;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isPlainObject(node[parts[i]])) return;
    node = node[parts[i]] = { ...node[parts[i]] };
  }
  const last = parts[parts.length - 1];
  if (last in node) node[last] = fn(node[last]);
}

/**
 * `{ field: { $elemMatch: condition } }`: the first element of the array that matches, the condition
 * read as in a query (`{ field: { $elemMatch } }`), so operator conditions on scalars work too
 * (`{ $elemMatch: { $in: [id] } }`; mingo reads the condition as a query on a document).
 */
function elemMatchOf(field: string, spec: Doc): Reshape {
  if (field.includes('.'))
    throw new CommandError(ErrorCodes.BadValue, 'Cannot use $elemMatch projection on a nested field.');
  if (!isPlainObject(spec.$elemMatch))
    throw new CommandError(ErrorCodes.BadValue, 'elemMatch: Invalid argument, object required.');
  const test = compileFilter({ v: { $elemMatch: spec.$elemMatch } });
  return (out, source) => {
    const values = source[field];
    const found = Array.isArray(values) ? values.find((element) => test({ v: [element] })) : undefined;
    if (found === undefined) delete out[field];
    else out[field] = [found];
  };
}

/**
 * The array index the query matched, for the positional `$` projection, as MongoDB records it: the
 * first element of the first array on a predicate's path that satisfies it (the first of an `$in`),
 * the last predicate that records one winning (`$and: [{ a: 1 }, { a: 3 }]` gives 3's). `$or` over
 * one field acts as an `$in`; `$or` over several fields, `$nor`, `$not`, `$ne` and `$nin` record none.
 */
function positionRecorder(filter: Doc): (doc: Doc) => number | undefined {
  const steps: Array<(doc: Doc) => number | undefined> = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) steps.push(positionRecorder(part));
    } else if (field === '$or' && Array.isArray(condition)) {
      const fields = new Set(condition.flatMap((p) => (isPlainObject(p) ? Object.keys(p) : ['$'])));
      const [only] = [...fields];
      if (fields.size === 1 && !only.startsWith('$'))
        steps.push(elementIndex(only, { $or: condition.map((p: Doc) => ({ v: p[only] })) }, true));
    } else if (!field.startsWith('$')) {
      const negated = isPlainObject(condition) && ['$not', '$ne', '$nin'].some((op) => op in condition);
      if (!negated) steps.push(elementIndex(field, condition, false));
    }
  }
  return (doc) => {
    let index: number | undefined;
    for (const step of steps) index = step(doc) ?? index;
    return index;
  };
}

/** The index of the first element, in the first array on `path`, that satisfies the condition. */
function elementIndex(path: string, condition: unknown, wrapped: boolean): (doc: Doc) => number | undefined {
  const parts = path.split('.');
  const tests = new Map<number, (doc: Doc) => boolean>();
  const testFor = (from: number): ((doc: Doc) => boolean) => {
    let test = tests.get(from);
    if (!test) {
      const rest = parts.slice(from).join('.');
      const filter = wrapped
        ? rest
          ? renameOr(condition as Doc, `v.${rest}`)
          : (condition as Doc)
        : { [rest ? `v.${rest}` : 'v']: condition };
      test = compileFilter(filter);
      tests.set(from, test);
    }
    return test;
  };
  return (doc) => {
    let node: unknown = doc;
    for (let i = 0; i < parts.length; i++) {
      if (!isPlainObject(node)) return undefined;
      node = node[parts[i]];
      if (Array.isArray(node)) {
        const test = testFor(i + 1);
        const found = node.findIndex((element) => test({ v: [element] }));
        return found < 0 ? undefined : found;
      }
    }
    return undefined;
  };
}

function renameOr(condition: Doc, path: string): Doc {
  return { $or: (condition.$or as Doc[]).map((p) => ({ [path]: p.v })) };
}

/** `path.$`: the first array on the path keeps only the element at the position the query recorded. */
function positionalOf(path: string, filter: Doc): Reshape {
  const parts = path.split('.');
  const record = positionRecorder(filter);
  return (out, source) => {
    // Find the first array on the path; no array (or no path) leaves the value as the inclusion made it.
    let node: unknown = out;
    let depth = -1;
    for (let i = 0; i < parts.length; i++) {
      if (!isPlainObject(node)) break;
      node = node[parts[i]];
      if (Array.isArray(node)) {
        depth = i;
        break;
      }
    }
    if (depth < 0) return;
    const index = record(source);
    if (index === undefined)
      throw new CommandError(
        ErrorCodes.Location51246,
        "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
      );
    reshapeAt(out, parts.slice(0, depth + 1), (values) => {
      const list = values as unknown[];
      if (index >= list.length)
        throw new CommandError(
          ErrorCodes.Location51247,
          "Executor error during find command :: caused by :: positional operator '.$' element mismatch",
        );
      return [list[index]];
    });
  };
}

function isExclusion(value: unknown): boolean {
  return value === 0 || value === false;
}

function fail(code: number, message: string): never {
  throw new CommandError(code, message);
}

/**
 * A find projection as MongoDB 7 reads it: inclusions or exclusions (mingo), plus `$slice` (beside
 * either: an inclusion includes the sliced field, an exclusion or nothing keeps every other field),
 * `$elemMatch` and the positional `path.$` (one per projection, never beside an `$elemMatch` or an
 * exclusion), which need the query's filter to know the element the query matched. The projection's
 * type follows MongoDB's parser: the first inclusion or exclusion sets it (31253/31254 for the other
 * kind after it); without one, `_id: 1` makes it an inclusion, then a `$slice` an exclusion, then an
 * `$elemMatch` an inclusion.
 */
export function project(docs: Doc[], spec: Doc | undefined, filter: Doc = {}): Doc[] {
  if (!spec || Object.keys(spec).length === 0) return docs;
  const projection = flattened(spec);
  if (Object.keys(projection).some(hasNumericPart)) {
    // a numeric path part names a field, also inside arrays (`a.0` keeps the field "0" of a's documents);
    // mingo would read it as an index: such names are renamed around it
    const renamed = projectFields(docs.map(escapeNumeric), escapeNumericPaths(projection), filter);
    return renamed.map(unescapeNumeric);
  }
  return projectFields(docs, projection, filter);
}

const DIGITS = /^\d+$/;
const NUMERIC_PREFIX = '\uE001';
const hasNumericPart = (path: string): boolean => path.split('.').some((part) => DIGITS.test(part));

const escapeNumeric = (doc: Doc): Doc =>
  renameKeys(doc, (k) => (DIGITS.test(k) ? NUMERIC_PREFIX + k : k)) as Doc;
const unescapeNumeric = (doc: Doc): Doc =>
  renameKeys(doc, (k) => (k.startsWith(NUMERIC_PREFIX) ? k.slice(NUMERIC_PREFIX.length) : k)) as Doc;

function escapeNumericPaths(projection: Doc): Doc {
  const out: Doc = {};
  for (const [path, value] of Object.entries(projection)) {
    const escaped = path
      .split('.')
      .map((part) => (DIGITS.test(part) ? NUMERIC_PREFIX + part : part))
      .join('.');
    out[escaped] = value;
  }
  return out;
}

function projectFields(docs: Doc[], projection: Doc, filter: Doc): Doc[] {
  const rest: Doc = {};
  const reshapes: Reshape[] = [];
  const reshaped: string[] = [];
  let type: 'inclusion' | 'exclusion' | undefined;
  let positional = false;
  let elemMatch = false;
  let slice = false;
  let idIncluded = false;
  const include = (field: string): void => {
    if (type === 'exclusion')
      fail(ErrorCodes.Location31253, `Cannot do inclusion on field ${field} in exclusion projection`);
    type = 'inclusion';
  };
  for (const [field, spec] of Object.entries(projection)) {
    const at = field.indexOf('.$');
    if (field.endsWith('.$') || (at >= 0 && field[at + 2] === '.')) {
      if (at !== field.length - 2)
        fail(
          ErrorCodes.Location31394,
          "As of 4.4, it's illegal to specify positional operator in the middle of a path.Positional projection may only be used at the end, for example: a.b.$. If the query previously used a form like a.b.$.d, remove the parts following the '$' and the results will be equivalent.",
        );
      if (isPlainObject(spec))
        fail(
          ErrorCodes.Location31271,
          'positional projection cannot be used with an expression or sub object',
        );
      if (isExclusion(spec))
        fail(
          ErrorCodes.Location16410,
          "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
        );
      if (positional)
        fail(ErrorCodes.Location31276, 'Cannot specify more than one positional projection per query.');
      if (elemMatch) fail(ErrorCodes.Location31256, 'Cannot specify positional operator and $elemMatch.');
      include(field);
      positional = true;
      const path = field.slice(0, -2);
      reshaped.push(path);
      reshapes.push(positionalOf(path, filter));
      continue;
    }
    if (isPlainObject(spec) && Object.keys(spec).length === 1 && '$elemMatch' in spec) {
      if (positional) fail(ErrorCodes.Location31255, 'Cannot specify positional operator and $elemMatch.');
      elemMatch = true;
      reshaped.push(field);
      reshapes.push(elemMatchOf(field, spec));
      continue;
    }
    if (isPlainObject(spec) && Object.keys(spec).length === 1 && '$slice' in spec) {
      const arg = spec.$slice;
      if (Array.isArray(arg) && arg.length === 2 && typeof arg[1] === 'number' && arg[1] <= 0)
        fail(ErrorCodes.Location31259, `$slice limit must be positive, got ${arg[1]}`);
      const cut = sliceOf(spec);
      if (cut) {
        slice = true;
        reshaped.push(field);
        const parts = field.split('.');
        reshapes.push((out) => reshapeAt(out, parts, (v) => (Array.isArray(v) ? cut(v) : v)));
        continue;
      }
    }
    if (field === '_id' && (typeof spec === 'number' || typeof spec === 'boolean'))
      idIncluded = !isExclusion(spec);
    else if (typeof spec === 'number' || typeof spec === 'boolean') {
      if (!isExclusion(spec)) include(field);
      else {
        if (type === 'inclusion')
          fail(ErrorCodes.Location31254, `Cannot do exclusion on field ${field} in inclusion projection`);
        type = 'exclusion';
      }
    } else if (!isPlainObject(spec) || Object.keys(spec).some((k) => k.startsWith('$'))) {
      // A literal or an expression computes the field: an inclusion projection.
      if (type === 'exclusion')
        fail(ErrorCodes.Location31310, `Cannot use an expression ${field} in an exclusion projection`);
      type = 'inclusion';
    }
    rest[field] = spec;
  }
  type ??= idIncluded ? 'inclusion' : slice ? 'exclusion' : elemMatch ? 'inclusion' : 'exclusion';
  // `_id: 1` in an exclusion projection is the default, not an inclusion (mingo would refuse the mix).
  if (type === 'exclusion' && idIncluded) delete rest._id;
  // An inclusion projection also includes the fields reshaped after it; an exclusion keeps them with the rest.
  if (type === 'inclusion') for (const field of reshaped) rest[field] = 1;
  let shaped: Doc[];
  if (Object.keys(rest).length === 0) shaped = docs.map((doc) => ({ ...doc }));
  else {
    try {
      shaped = everything.find(excludesNested(rest) ? docs.map(cloneDoc) : docs, rest).all() as Doc[];
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new CommandError(
        /^Path collision/.test(message) ? ErrorCodes.Location31249 : ErrorCodes.BadValue,
        message,
      );
    }
  }
  if (type === 'inclusion')
    // an inclusion keeps the stored document's field order, computed fields after
    shaped = shaped.map((out, i) => inFieldOrderOf(out, docs[i]) as Doc);
  if (reshapes.length === 0) return shaped;
  return shaped.map((out, i) => {
    const next = shaped[i] === docs[i] ? { ...out } : out;
    for (const reshape of reshapes) reshape(next, docs[i]);
    return next;
  });
}

/**
 * MongoDB reads a sub-document of plain fields in a projection as the dotted paths it stands for
 * (`{ n: { x: 1 } }` is `{ 'n.x': 1 }`), and refuses a field name that is empty or starts with `$` (a `$` part
 * alone is the positional projection, refused where it stands with its own codes).
 */
function flattened(spec: Doc, prefix = ''): Doc {
  const out: Doc = {};
  for (const [field, value] of Object.entries(spec)) {
    const path = prefix + field;
    const parts = path.split('.');
    if (parts.some((part) => part === ''))
      fail(ErrorCodes.Location40352, 'FieldPath cannot be constructed with empty string');
    if (parts.some((part) => part.startsWith('$') && part !== '$'))
      fail(
        ErrorCodes.Location16410,
        "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
      );
    const nested =
      isPlainObject(value) && Object.keys(value).length > 0 && !Object.keys(value)[0].startsWith('$');
    if (nested) Object.assign(out, flattened(value, path + '.'));
    else out[path] = value;
  }
  return out;
}

/**
 * mingo removes an excluded nested field (`'address.zip': 0`) from the input's own subdocument: the
 * documents it projects are the stored ones, so these projections get copies.
 */
function excludesNested(projection: Doc): boolean {
  return Object.entries(projection).some(([k, v]) => k.includes('.') && (v === 0 || v === false));
}
