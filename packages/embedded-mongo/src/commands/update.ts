import { ObjectId, Timestamp } from 'bson';
import { Context } from 'mingo/core';
import type { AnyObject, Options } from 'mingo/types';
import { update as applyOperators } from 'mingo/updater';
import { mingoCollation } from '../storage/collation';
import { collatedAddToSet } from './collatedUpdates';
import { Aggregator, MINGO, Query } from '../storage/mingoOptions';
import { escapeReserved, escapeSpec, mentionsReserved, unescapeReserved } from '../storage/reservedKeys';
import { isEqual } from 'mingo/util';
import { bsonEqual } from '../storage/bsonOperators';
import { cloneDoc, defineField, getPath, isPlainObject, setPath, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { checkUpdatePaths } from './updatePaths';
import { resolvePositionals, siblingPositionals } from './positionals';
import { checkOperatorTypes } from './updateChecks';
import { doubleArithmetic, positionalArithmetic } from './doubleUpdates';
import { longArithmetic } from './longUpdates';
import { reboxed, withoutDoubles } from '../storage/doubles';

/** `{ k: { $pullElement: condition } }`: the element at `k` is a document matching the condition. */
function $pullElement(selector: string, condition: unknown, options: Options): (doc: AnyObject) => boolean {
  const query = new Query(condition as AnyObject, options);
  return (doc) => {
    const element = doc[selector];
    return isPlainObject(element) && query.test(element);
  };
}

/** mingo's options for updates: the engine's operators and `$pullElement`. */
const UPDATE_MINGO = {
  ...MINGO,
  context: Context.from(MINGO.context).addQueryOps({ $pullElement } as never),
};

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
  // As in MongoDB, the first field decides: `{ a: 1, $rooms: 2 }` is a replacement (which refuses
  // `$rooms`), `{ $set: {…}, a: 1 }` an operator update with an unknown modifier `a`.
  const keys = Object.keys(u);
  if (keys.length === 0 || !keys[0].startsWith('$')) return 'replacement';
  const field = keys.find((k) => !k.startsWith('$'));
  if (field !== undefined) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Unknown modifier: ${field}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  checkUpdatePaths(u);
  return 'operators';
}

type UpdateOptions = { filter: Doc; arrayFilters?: Doc[]; inserting: boolean; collation?: Doc };
type Updated = { doc: Doc; changed: boolean };

/** Applies an update to a copy of the document; returns the new document and whether it changed. */
export function applyUpdate(doc: Doc, u: Doc | Doc[], options: UpdateOptions): Updated {
  const kind = updateKind(u);
  if (kind === 'replacement') return replaceDoc(doc, u as Doc, options.inserting);
  if (kind === 'operators') refuseDollarPaths(u as Doc, options.inserting);
  const reserved =
    mentionsReserved(u) ||
    (kind === 'operators' && renamesToReserved(u as Doc)) ||
    mentionsReserved(options.filter) ||
    mentionsReserved(options.arrayFilters) ||
    mentionsReserved(doc);
  if (!reserved) return applyModifiers(doc, u, kind, options);
  // `__proto__`, `constructor`, … as field names: renamed around mingo (storage/reservedKeys.ts).
  const escaped = kind === 'operators' ? escapeReserved(renameTargets(u as Doc)) : escapeSpec(u);
  const result = applyModifiers(escapeReserved(doc), escaped, kind, {
    ...options,
    filter: escapeReserved(options.filter),
    arrayFilters: escapeReserved(options.arrayFilters),
  });
  return { doc: unescapeReserved(result.doc), changed: result.changed };
}

/** Whether a `$rename` target (a path written as a value) names a reserved field: `'__proto__.polluted'`. */
function renamesToReserved(u: Doc): boolean {
  if (!isPlainObject(u.$rename)) return false;
  return Object.values(u.$rename).some((to) => typeof to === 'string' && mentionsReserved({ [to]: 1 }));
}

/** `$rename`'s targets are paths written as values: renamed like the keys. */
function renameTargets(u: Doc): Doc {
  if (!isPlainObject(u.$rename)) return u;
  const targets: Doc = {};
  for (const [from, to] of Object.entries(u.$rename)) {
    targets[from] = typeof to === 'string' ? Object.keys(escapeReserved({ [to]: 1 }))[0] : to;
  }
  return { ...u, $rename: targets };
}

function dollarFieldError(field: string): CommandError {
  return new CommandError(
    ErrorCodes.DollarPrefixedFieldName,
    `The dollar ($) prefixed field '${field}' in '${field}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

/**
 * MongoDB 5+ stores `$`-prefixed top-level fields given by an insert, or by an upsert that inserts
 * (validated as an insert); an update of an existing document may not write one (code 52).
 */
function refuseDollarPaths(u: Doc, inserting: boolean): void {
  for (const [op, spec] of Object.entries(u)) {
    if (!isPlainObject(spec)) continue;
    for (const path of Object.keys(spec)) {
      if (!path.startsWith('$')) continue;
      if (!inserting || (op !== '$set' && op !== '$setOnInsert')) throw dollarFieldError(path);
    }
  }
}

function replaceDoc(doc: Doc, replacement: Doc, inserting: boolean): Updated {
  if (replacement._id !== undefined && !sameId(replacement._id, doc._id) && !inserting) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      "After applying the update, the (immutable) field '_id' was found to have been altered",
    );
  }
  const next: Doc = { _id: doc._id ?? replacement._id };
  for (const [k, v] of Object.entries(replacement)) {
    if (k === '_id') continue;
    if (k.startsWith('$') && !inserting) throw dollarFieldError(k);
    defineField(next, k, cloneDoc(v));
  }
  if (next._id === undefined) delete next._id;
  return { doc: next, changed: true };
}

function applyModifiers(doc: Doc, u: Doc | Doc[], kind: UpdateKind, options: UpdateOptions): Updated {
  if (kind === 'pipeline') {
    try {
      // mingo computes with numbers: whole doubles go in unboxed, and those the pipeline left as they
      // were come back boxed (a value it computed is a number: README, aggregation)
      const [computed] = new Aggregator(u as Doc[], MINGO).run([withoutDoubles(cloneDoc(doc))]) as Doc[];
      const out = reboxed(doc, computed) as Doc;
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
    else if (op === '$pull') modifier.$pull = pullConditions(spec);
    else if (op === '$currentDate') {
      const { dates, stamps } = currentDates(spec);
      if (dates) modifier.$currentDate = dates;
      if (stamps) modifier.$set = { ...stamps, ...(modifier.$set ?? {}) };
    } else modifier[op] = spec;
  }
  // `$`-prefixed fields of an insert-style upsert (refuseDollarPaths let them through): set beside mingo.
  const dollarFields: Array<[string, unknown]> = [];
  if (isPlainObject(modifier.$set)) {
    // fields come out of a copy: a multi-update applies the same modifier to every document
    modifier.$set = { ...modifier.$set };
    for (const path of Object.keys(modifier.$set)) {
      if (!path.startsWith('$')) continue;
      dollarFields.push([path, modifier.$set[path]]);
      delete modifier.$set[path];
    }
  }
  for (const [op, spec] of Object.entries(modifier)) {
    if (op === '$set' && isPlainObject(spec) && '_id' in spec && sameId(spec._id, doc._id)) {
      const { _id: _ignored, ...rest } = spec;
      modifier.$set = rest;
    }
    if (Object.keys(modifier[op]).length === 0) delete modifier[op];
  }
  if (isPlainObject(modifier.$set)) dollarFields.push(...bsonOnlyChanges(modifier.$set, doc));
  const next = cloneDoc(doc);
  for (const [path, value] of dollarFields) setPath(next, path, cloneDoc(value));
  const dollarChanged = dollarFields.length > 0;
  if (Object.keys(modifier).length === 0) return { doc: next, changed: dollarChanged };
  let arrayFilters = options.arrayFilters;
  let operators = modifier;
  if (!options.inserting && (siblingPositionals(modifier) || positionalArithmetic(doc, modifier))) {
    operators = resolvePositionals(doc, modifier, options.filter, arrayFilters ?? []);
    // the concrete paths' doubles and longs (write.ts did the others)
    operators = longArithmetic(doc, doubleArithmetic(doc, operators)) as Doc;
    arrayFilters = undefined;
    if (Object.keys(operators).length === 0) return { doc: next, changed: false };
  }
  checkOperatorTypes(doc, operators);
  operators = collatedAddToSet(doc, operators, options.collation);
  if (Object.keys(operators).length === 0) return { doc: next, changed: dollarChanged };
  try {
    // mingo matches the filter again (for `$`): under the update's collation, as the planner did.
    const queryOptions = options.collation
      ? { ...UPDATE_MINGO, collation: mingoCollation(options.collation) }
      : UPDATE_MINGO;
    const changed = applyOperators(next, operators, arrayFilters, options.filter, { queryOptions });
    return { doc: next, changed: changed.length > 0 || dollarChanged };
  } catch (error) {
    throw mingoError(error);
  }
}

/**
 * mingo's `$set` skips a value equal to the current one by its text, and a Binary's text leaves out its
 * subtype: a value that differs from the current one only as BSON sees it (another subtype) is taken out of
 * the `$set` and set beside mingo, as MongoDB would write it.
 */
function bsonOnlyChanges(set: Doc, doc: Doc): Array<[string, unknown]> {
  const changes: Array<[string, unknown]> = [];
  for (const [path, value] of Object.entries(set)) {
    if (path.includes('$')) continue;
    const current = getPath(doc, path);
    if (current === undefined || bsonEqual(current, value) || !isEqual(current, value)) continue;
    changes.push([path, value]);
    delete set[path];
  }
  return changes;
}

/** Query operators that name no path: a `$pull` condition starting with one is a query on each element. */
const ELEMENT_QUERY = new Set(['$and', '$or', '$nor', '$expr', '$jsonSchema', '$comment', '$where', '$text']);

/**
 * MongoDB reads a `$pull` condition object whose first field is a path or one of ELEMENT_QUERY as a
 * query on each element as a document (`{ $or: [{ name: 'eggs' }, …] }`; `{ role: 'Guitar' }` removes
 * `{ name, role }` elements); mingo reads any object holding an operator as a condition on the value.
 * Such conditions go through `$pullElement`, which tests the element itself.
 */
function pullConditions(spec: Doc): Doc {
  const out: Doc = {};
  for (const [path, condition] of Object.entries(spec)) {
    const keys = isPlainObject(condition) ? Object.keys(condition) : [];
    const asDocument =
      keys.length > 0 &&
      (!keys[0].startsWith('$') || ELEMENT_QUERY.has(keys[0])) &&
      keys.some((k) => k.startsWith('$'));
    out[path] = asDocument ? { $pullElement: condition } : condition;
  }
  return out;
}

/** `$currentDate` with `{ $type: 'timestamp' }` stores a BSON Timestamp (mingo would store milliseconds). */
function currentDates(spec: Doc): { dates?: Doc; stamps?: Doc } {
  const dates: Doc = {};
  const stamps: Doc = {};
  for (const [path, type] of Object.entries(spec)) {
    if (isPlainObject(type) && type.$type === 'timestamp')
      stamps[path] = new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 });
    else dates[path] = type;
  }
  return {
    dates: Object.keys(dates).length > 0 ? dates : undefined,
    stamps: Object.keys(stamps).length > 0 ? stamps : undefined,
  };
}

function sameId(a: unknown, b: unknown): boolean {
  if (a instanceof ObjectId && b instanceof ObjectId) return a.equals(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The document an upsert starts from: the equality conditions of the filter, as MongoDB extracts them from its
 * canonical query — `$eq` (also beside other operators), a one-value `$in`, and the conjunctions `$and` and a
 * one-clause `$or` (which MongoDB reduces to its clause).
 */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (f: Doc): void => {
    for (const [field, value] of Object.entries(f)) {
      const conjunction = field === '$and' || (field === '$or' && Array.isArray(value) && value.length === 1);
      if (conjunction && Array.isArray(value)) {
        for (const part of value) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (field.startsWith('$')) continue;
      let v: unknown = value;
      if (isPlainObject(value)) {
        const keys = Object.keys(value);
        if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) {
          if ('$eq' in value) v = value.$eq;
          else if (keys.length === 1 && Array.isArray(value.$in) && value.$in.length === 1) v = value.$in[0];
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

/** Builds the document an upsert inserts, `_id` first. */
export function upsertDoc(filter: Doc, u: Doc | Doc[], arrayFilters?: Doc[]): Doc {
  const seed = upsertSeed(filter);
  const { doc } = applyUpdate(seed, u, { filter: {}, arrayFilters, inserting: true });
  // A null `_id` is a value (MongoDB stores it once); only a missing one gets an ObjectId.
  const id = doc._id !== undefined ? doc._id : seed._id !== undefined ? seed._id : new ObjectId();
  const { _id: _drop, ...rest } = doc;
  return { _id: id, ...rest };
}
