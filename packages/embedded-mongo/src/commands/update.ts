import { ObjectId } from 'bson';
import { update as applyOperators } from 'mingo/updater';
import { Aggregator, MINGO } from '../storage/mingoOptions';
import { compileFilter } from '../indexes/matcher';
import { cloneDoc, isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { checkOperatorTypes } from './updateChecks';

function mingoError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/immutable field/i.test(message)) return new CommandError(ErrorCodes.ImmutableField, message);
  if (/unknown update operator|unknown modifier/i.test(message))
    return new CommandError(ErrorCodes.FailedToParse, message);
  if (/conflict/i.test(message)) return new CommandError(ErrorCodes.ConflictingUpdateOperators, message);
  if (/non-numeric|numeric|must be/i.test(message)) return new CommandError(ErrorCodes.TypeMismatch, message);
  return new CommandError(ErrorCodes.BadValue, message);
}

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export function updateKind(u: unknown): UpdateKind {
  if (Array.isArray(u)) return 'pipeline';
  if (!isPlainObject(u))
    throw new CommandError(ErrorCodes.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const operators = keys.filter((k) => k.startsWith('$')).length;
  if (operators === 0) return 'replacement';
  if (operators !== keys.length) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'Unknown modifier: the update mixes operators and fields',
    );
  }
  return 'operators';
}

/** Applies an update to a copy of the document; returns the new document and whether it changed. */
export function applyUpdate(
  doc: Doc,
  u: Doc | Doc[],
  options: { filter: Doc; arrayFilters?: Doc[]; inserting: boolean },
): { doc: Doc; changed: boolean } {
  const kind = updateKind(u);
  if (kind === 'replacement') {
    const replacement = u as Doc;
    if (replacement._id !== undefined && !sameId(replacement._id, doc._id) && !options.inserting) {
      throw new CommandError(
        ErrorCodes.ImmutableField,
        "After applying the update, the (immutable) field '_id' was found to have been altered",
      );
    }
    const next: Doc = { _id: doc._id ?? replacement._id };
    for (const [k, v] of Object.entries(replacement)) if (k !== '_id') next[k] = cloneDoc(v);
    if (next._id === undefined) delete next._id;
    return { doc: next, changed: true };
  }
  if (kind === 'pipeline') {
    try {
      const [out] = new Aggregator(u as Doc[], MINGO).run([cloneDoc(doc)]) as Doc[];
      if (!sameId(out._id, doc._id) && doc._id !== undefined) {
        throw new CommandError(
          ErrorCodes.ImmutableField,
          "After applying the update, the (immutable) field '_id' was found to have been altered",
        );
      }
      return { doc: out, changed: true };
    } catch (error) {
      throw mingoError(error);
    }
  }
  const modifier: Doc = {};
  for (const [op, spec] of Object.entries(u as Doc)) {
    if (!isPlainObject(spec))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${typeof spec} instead`,
      );
    if (op === '$setOnInsert') {
      if (options.inserting) modifier.$set = { ...(modifier.$set ?? {}), ...spec };
      continue;
    }
    if (op === '$set' && modifier.$set) modifier.$set = { ...spec, ...modifier.$set };
    else modifier[op] = spec;
  }
  for (const [op, spec] of Object.entries(modifier)) {
    if (op === '$set' && isPlainObject(spec) && '_id' in spec && sameId(spec._id, doc._id)) {
      const { _id: _ignored, ...rest } = spec;
      modifier.$set = rest;
    }
    if (Object.keys(modifier[op]).length === 0) delete modifier[op];
  }
  const next = cloneDoc(doc);
  if (Object.keys(modifier).length === 0) return { doc: next, changed: false };
  let arrayFilters = options.arrayFilters;
  let operators = modifier;
  if (!options.inserting && siblingPositionals(modifier)) {
    operators = resolvePositionals(doc, modifier, options.filter, arrayFilters ?? []);
    arrayFilters = undefined;
    if (Object.keys(operators).length === 0) return { doc: next, changed: false };
  }
  checkOperatorTypes(doc, operators);
  try {
    const changed = applyOperators(next, operators, arrayFilters, options.filter, {
      queryOptions: MINGO,
    });
    return { doc: next, changed: changed.length > 0 };
  } catch (error) {
    throw mingoError(error);
  }
}

/** The part of a path mingo checks for conflicts: everything before the first positional segment. */
function conflictRoot(path: string): string {
  const parts = path.split('.');
  const at = parts.findIndex((p) => p.startsWith('$'));
  return at < 0 ? path : parts.slice(0, at).join('.');
}

/**
 * Whether positional paths share an array (`kids.$[k].n` and `kids.$[k].seen`): MongoDB applies them
 * together, mingo reports a conflict, so the engine resolves them to concrete indexes first.
 */
function siblingPositionals(modifier: Doc): boolean {
  const roots = new Map<string, number>();
  for (const spec of Object.values(modifier)) {
    for (const path of Object.keys(spec as Doc)) {
      if (!path.includes('$')) continue;
      const root = conflictRoot(path);
      roots.set(root, (roots.get(root) ?? 0) + 1);
    }
  }
  return [...roots.values()].some((n) => n > 1);
}

function matchesAt(element: unknown, test: (doc: Doc) => boolean, name: string): boolean {
  return test({ [name]: element });
}

/** Concrete paths for each positional path (`$`, `$[]`, `$[id]`) against the document before the update. */
function resolvePositionals(doc: Doc, modifier: Doc, filter: Doc, arrayFilters: Doc[]): Doc {
  const filters = new Map<string, (doc: Doc) => boolean>();
  for (const af of arrayFilters) {
    const keys = Object.keys(af);
    const id = keys[0]?.split('.')[0];
    if (!id)
      throw new CommandError(
        ErrorCodes.FailedToParse,
        'Cannot use an expression without a top-level field name in arrayFilters',
      );
    filters.set(id, compileFilter(af));
  }
  const used = new Set<string>();
  const expand = (node: unknown, parts: string[], i: number, prefix: string[], out: string[]): void => {
    if (i === parts.length) {
      out.push(prefix.join('.'));
      return;
    }
    const part = parts[i];
    if (!part.startsWith('$')) {
      const child = isPlainObject(node) || Array.isArray(node) ? (node as Doc)[part] : undefined;
      return expand(child, parts, i + 1, [...prefix, part], out);
    }
    if (!Array.isArray(node)) {
      throw new CommandError(
        ErrorCodes.BadValue,
        `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    let indexes: number[];
    if (part === '$') {
      const arrayPath = prefix.join('.');
      const relevant = Object.entries(filter).filter(
        ([k]) => k === arrayPath || k.startsWith(arrayPath + '.'),
      );
      const test = compileFilter(Object.fromEntries(relevant));
      const found = node.findIndex((element) => {
        const probe = cloneDoc(doc);
        setPath(probe, arrayPath, [element]);
        return test(probe);
      });
      if (relevant.length === 0 || found < 0)
        throw new CommandError(
          ErrorCodes.BadValue,
          'The positional operator did not find the match needed from the query.',
        );
      indexes = [found];
    } else if (part === '$[]') indexes = node.map((_, n) => n);
    else {
      const id = part.slice(2, -1);
      const test = filters.get(id);
      if (!test)
        throw new CommandError(
          ErrorCodes.BadValue,
          `No array filter found for identifier '${id}' in path '${parts.join('.')}'`,
        );
      used.add(id);
      indexes = node.flatMap((element, n) => (matchesAt(element, test, id) ? [n] : []));
    }
    for (const n of indexes) expand(node[n], parts, i + 1, [...prefix, String(n)], out);
  };
  const resolved: Doc = {};
  const seen: string[] = [];
  for (const [op, spec] of Object.entries(modifier)) {
    const fields: Doc = {};
    for (const [path, value] of Object.entries(spec as Doc)) {
      const concrete: string[] = [];
      if (path.includes('$')) expand(doc, path.split('.'), 0, [], concrete);
      else concrete.push(path);
      for (const c of concrete) {
        const clash = seen.find((s) => s === c || s.startsWith(c + '.') || c.startsWith(s + '.'));
        if (clash)
          throw new CommandError(
            ErrorCodes.ConflictingUpdateOperators,
            `Updating the path '${c}' would create a conflict at '${clash}'`,
          );
        seen.push(c);
        fields[c] = cloneDoc(value);
      }
    }
    if (Object.keys(fields).length > 0) resolved[op] = fields;
  }
  for (const id of filters.keys()) {
    if (!used.has(id))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `The array filter for identifier '${id}' was not used in the update ${JSON.stringify(modifier)}`,
      );
  }
  return resolved;
}

function sameId(a: unknown, b: unknown): boolean {
  if (a instanceof ObjectId && b instanceof ObjectId) return a.equals(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The document an upsert starts from: the equality conditions of the filter. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc): void => {
    for (const [field, value] of Object.entries(f)) {
      if (field === '$and' && Array.isArray(value)) {
        for (const part of value) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (field.startsWith('$')) continue;
      let v: unknown = value;
      if (isPlainObject(value)) {
        const keys = Object.keys(value);
        if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) {
          if (keys.length === 1 && '$eq' in value) v = value.$eq;
          else continue;
        }
      }
      if (v instanceof RegExp) continue;
      setPath(seed, field, cloneDoc(v));
    }
  };
  visit(filter);
  return seed;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part];
  }
  node[parts[parts.length - 1]] = value;
}

/** Builds the document an upsert inserts, `_id` first. */
export function upsertDoc(filter: Doc, u: Doc | Doc[], arrayFilters?: Doc[]): Doc {
  const seed = upsertSeed(filter);
  const { doc } = applyUpdate(seed, u, { filter: {}, arrayFilters, inserting: true });
  const id = doc._id ?? seed._id ?? new ObjectId();
  const { _id: _drop, ...rest } = doc;
  return { _id: id, ...rest };
}
