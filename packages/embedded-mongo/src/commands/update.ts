import { ObjectId } from 'bson';
import { update as applyOperators } from 'mingo/updater';
import { Aggregator } from 'mingo';
import { cloneDoc, isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { MINGO } from '../storage/mingoOptions';

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
  try {
    const changed = applyOperators(next, modifier, options.arrayFilters, options.filter, {
      queryOptions: MINGO,
    });
    return { doc: next, changed: changed.length > 0 };
  } catch (error) {
    throw mingoError(error);
  }
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
