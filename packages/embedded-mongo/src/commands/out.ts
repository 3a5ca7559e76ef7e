import { randomUUID } from 'node:crypto';
import { ObjectId } from 'bson';
import { runQuery } from '../indexes/planner';
import { ID_INDEX } from '../indexes/spec';
import { Collection } from '../storage/collection';
import { NAME_RULE, OUT_TEMP_PREFIX } from '../storage/engine';
import { Aggregator, MINGO } from '../storage/mingoOptions';
import { aroundReserved } from '../storage/reservedKeys';
import { clonePipelineInput, defineField, getPath, idKey, isPlainObject, type Doc } from '../storage/values';
import type { Context } from './context';
import { assertDocumentSize } from './documentSize';
import { typeName } from '../storage/bsonTypes';
import { CommandError, ErrorCodes } from './errors';
import { validateWrite } from './validation';

// The aggregation stages that write (`$out`, `$merge`), as MongoDB 7 runs them: the pipeline before them runs in
// full, then `$out` replaces its target in one step (or leaves it as it was) and `$merge` writes each result into
// its target by the `on` fields. Commands run one at a time, so no reader sees a target half written.

const WRITE_STAGES = new Set(['$out', '$merge']);

/** The containers whose sub-pipelines may not write, and MongoDB's code for a write stage inside them. */
const NESTED: Record<string, { code: number; message: (stage: string) => string }> = {
  $facet: { code: 40600, message: (s) => `${s} is not allowed to be used within a $facet stage` },
  $lookup: { code: 51047, message: (s) => `${s} is not allowed within a $lookup's sub-pipeline` },
  $unionWith: { code: 31441, message: (s) => `${s} is not allowed within a $unionWith's sub-pipeline` },
};

const stageName = (stage: unknown): string | undefined =>
  isPlainObject(stage) ? Object.keys(stage)[0] : undefined;

function subPipelines(name: string, spec: unknown): unknown[][] {
  if (!isPlainObject(spec)) return [];
  if (name === '$facet') return Object.values(spec).filter(Array.isArray);
  if ((name === '$lookup' || name === '$unionWith') && Array.isArray(spec.pipeline)) return [spec.pipeline];
  return [];
}

function refuseNested(stages: unknown[], container: string): void {
  for (const stage of stages) {
    const name = stageName(stage);
    if (name === undefined) continue;
    if (WRITE_STAGES.has(name)) {
      const { code, message } = NESTED[container];
      throw new CommandError(code, message(name));
    }
    for (const inner of subPipelines(name, (stage as Doc)[name])) refuseNested(inner, container);
  }
}

/** The write stage ending the pipeline, if any. */
export function writeStageOf(pipeline: unknown[]): '$out' | '$merge' | undefined {
  const name = stageName(pipeline[pipeline.length - 1]);
  return name === '$out' || name === '$merge' ? name : undefined;
}

/**
 * The pipeline without its final write stage, after refusing a write stage anywhere else: 40601 when not
 * last, 40600 inside `$facet`, 51047 inside a `$lookup`'s pipeline, 31441 inside `$unionWith`'s. What runs the
 * stages before it (aggregate, explain) then never writes.
 */
export function withoutWriteStage(pipeline: Doc[]): Doc[] {
  pipeline.forEach((stage, i) => {
    const name = stageName(stage);
    if (name === undefined) return;
    if (WRITE_STAGES.has(name) && i !== pipeline.length - 1)
      throw new CommandError(40601, `${name} can only be the final stage in the pipeline`);
    if (name in NESTED) for (const inner of subPipelines(name, stage[name])) refuseNested(inner, name);
  });
  return writeStageOf(pipeline) ? pipeline.slice(0, -1) : pipeline;
}

type Namespace = { db: string; coll: string };

function stringField(spec: Doc, stage: string, field: string, required: boolean): string | undefined {
  const value = spec[field];
  if (value === undefined) {
    if (!required) return undefined;
    throw new CommandError(
      ErrorCodes.Location40414,
      `BSON field '${stage}.${field}' is missing but a required field`,
    );
  }
  if (typeof value !== 'string')
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `BSON field '${stage}.${field}' is the wrong type '${typeName(value)}', expected type 'string'`,
    );
  return value;
}

function refuseUnknownFields(spec: Doc, stage: string, known: string[]): void {
  for (const field of Object.keys(spec))
    if (!known.includes(field))
      throw new CommandError(ErrorCodes.Location40415, `BSON field '${stage}.${field}' is an unknown field.`);
}

/** A target namespace: `system.` collections 17385 (`$out`) / 31319 (`$merge`), an invalid name 73. */
function checkNamespace(stage: '$out' | '$merge', target: Namespace): Namespace {
  if (target.coll.startsWith('system.'))
    throw stage === '$out'
      ? new CommandError(17385, `Can't $out to special collection: ${target.coll}`)
      : new CommandError(31319, `Cannot $merge to special collection: ${target.coll}`);
  if (!NAME_RULE.test(target.db) || target.coll.length === 0 || /[\0$]/.test(target.coll))
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      `Invalid ${stage} target namespace, ${target.db}.${target.coll}`,
    );
  return target;
}

/** `{ $out: 'coll' }` or `{ $out: { db, coll } }`. */
function outTarget(ctx: Context, spec: unknown): Namespace {
  if (typeof spec === 'string') return checkNamespace('$out', { db: ctx.db, coll: spec });
  if (!isPlainObject(spec))
    throw new CommandError(
      16990,
      `$out only supports a string or object argument, but found ${typeName(spec)}`,
    );
  // MongoDB 7's `$out` may create a time-series collection; the engine has none (72, as `create` answers)
  if (spec.timeseries !== undefined)
    throw new CommandError(
      ErrorCodes.InvalidOptions,
      "'timeseries' collections are not supported by embedded-mongo",
    );
  refuseUnknownFields(spec, '$out', ['db', 'coll']);
  const db = stringField(spec, '$out', 'db', true)!;
  const coll = stringField(spec, '$out', 'coll', true)!;
  return checkNamespace('$out', { db, coll });
}

const withId = (doc: Doc): Doc => (doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc);

/**
 * `$out`: the results go into a collection built aside with the target's options and indexes (its unique
 * indexes and validator checked on every document); only when all are in does it take the target's place, so
 * an error (11000, 121, …) leaves the target as it was. In the journal the swap is one record (Engine.swapIn).
 */
function runOut(ctx: Context, spec: unknown, results: () => Doc[]): void {
  const target = outTarget(ctx, spec);
  const existing = ctx.engine.collection(target.db, target.coll);
  if (existing?.capped)
    throw new CommandError(
      17152,
      `namespace '${target.db}.${target.coll}' is capped so it can't be used for $out`,
    );
  const docs = results();
  const staged = new Collection(target.db, target.coll, ctx.engine.stats, { ...existing?.options });
  for (const index of existing?.indexes.values() ?? [])
    if (index.name !== ID_INDEX.name) staged.createIndex({ ...index.spec });
  const bypass = ctx.body.bypassDocumentValidation === true;
  for (const result of docs) {
    const doc = withId(result);
    assertDocumentSize(doc, 'insert');
    validateWrite(staged, doc, undefined, bypass);
    staged.insert(doc);
  }
  ctx.engine.swapIn(staged, `${OUT_TEMP_PREFIX}${randomUUID()}`);
}

type WhenMatched = 'merge' | 'replace' | 'keepExisting' | 'fail' | Doc[];
type WhenNotMatched = 'insert' | 'discard' | 'fail';
type MergeSpec = Namespace & {
  on: string[];
  whenMatched: WhenMatched;
  whenNotMatched: WhenNotMatched;
  let?: Doc;
};

/** Stages a `whenMatched` pipeline may hold (those of a pipeline-style update). */
const UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

function mergeOn(value: unknown): string[] {
  if (value === undefined) return ['_id'];
  const fields = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(fields))
    throw new CommandError(
      51186,
      `$merge 'on' field must be either a string or an array of strings, but found ${typeName(value)}`,
    );
  if (fields.length === 0)
    throw new CommandError(51187, "If explicitly specifying $merge 'on', must include at least one field");
  for (const field of fields)
    if (typeof field !== 'string')
      throw new CommandError(
        51134,
        `$merge 'on' array elements must be strings, but found ${typeName(field)}`,
      );
  return [...new Set(fields as string[])];
}

function mergeSpec(ctx: Context, spec: unknown): MergeSpec {
  if (typeof spec === 'string')
    return {
      ...checkNamespace('$merge', { db: ctx.db, coll: spec }),
      on: ['_id'],
      whenMatched: 'merge',
      whenNotMatched: 'insert',
    };
  if (!isPlainObject(spec))
    throw new CommandError(
      51182,
      `$merge only supports a string or object argument, but found ${typeName(spec)}`,
    );
  refuseUnknownFields(spec, '$merge', ['into', 'on', 'let', 'whenMatched', 'whenNotMatched']);
  const into = spec.into;
  let target: Namespace;
  if (typeof into === 'string') target = { db: ctx.db, coll: into };
  else if (isPlainObject(into)) {
    refuseUnknownFields(into, '$merge.into', ['db', 'coll']);
    target = {
      db: stringField(into, '$merge.into', 'db', false) ?? ctx.db,
      coll: stringField(into, '$merge.into', 'coll', true)!,
    };
  } else if (into === undefined)
    throw new CommandError(
      ErrorCodes.Location40414,
      "BSON field '$merge.into' is missing but a required field",
    );
  else
    throw new CommandError(
      51178,
      `$merge 'into' field must be either a string or an object, but found ${typeName(into)}`,
    );
  const whenMatched = (spec.whenMatched ?? 'merge') as WhenMatched;
  if (Array.isArray(whenMatched)) {
    for (const stage of whenMatched) {
      const name = stageName(stage) ?? String(stage);
      if (!UPDATE_STAGES.has(name))
        throw new CommandError(
          ErrorCodes.InvalidOptions,
          `${name} is not allowed to be used within an update`,
        );
    }
  } else if (!['merge', 'replace', 'keepExisting', 'fail'].includes(whenMatched as string))
    throw new CommandError(
      ErrorCodes.BadValue,
      `Enumeration value '${String(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`,
    );
  const whenNotMatched = (spec.whenNotMatched ?? 'insert') as WhenNotMatched;
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched))
    throw new CommandError(
      ErrorCodes.BadValue,
      `Enumeration value '${String(whenNotMatched)}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  if (whenMatched === 'fail' && whenNotMatched !== 'insert')
    throw new CommandError(
      51181,
      `Combination of $merge modes 'whenMatched: fail' and 'whenNotMatched: ${whenNotMatched}' is not supported`,
    );
  if (spec.let !== undefined && !Array.isArray(whenMatched))
    throw new CommandError(
      51199,
      `Cannot use 'let' variables with 'whenMatched: ${String(whenMatched)}' mode`,
    );
  if (spec.let !== undefined && !isPlainObject(spec.let))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      "BSON field '$merge.let' is the wrong type, expected type 'object'",
    );
  return {
    ...checkNamespace('$merge', target),
    on: mergeOn(spec.on),
    whenMatched,
    whenNotMatched,
    let: spec.let as Doc | undefined,
  };
}

/** `on` fields other than `_id` need a unique index on exactly those fields (51183 otherwise), as in MongoDB. */
function checkOnIndex(ctx: Context, spec: MergeSpec): void {
  if (spec.on.length === 1 && spec.on[0] === '_id') return;
  const target = ctx.engine.collection(spec.db, spec.coll);
  const wanted = [...spec.on].sort().join('\0');
  const found = target
    ?.indexSpecs()
    .some(
      (index) =>
        (index.unique === true || index.name === ID_INDEX.name) &&
        index.partialFilterExpression === undefined &&
        Object.keys(index.key).sort().join('\0') === wanted,
    );
  if (!found) throw new CommandError(51183, 'Cannot find index to verify that join fields will be unique');
}

function immutableId(): CommandError {
  return new CommandError(
    ErrorCodes.ImmutableField,
    "$merge failed to update the matching document, did you attempt to modify the _id or the shard key? :: caused by :: Performing an update on the path '_id' would modify the immutable field '_id'",
  );
}

/** The matched document after `whenMatched` (undefined: left as it is). */
function mergedDoc(spec: MergeSpec, found: Doc, doc: Doc): Doc | undefined {
  const { whenMatched } = spec;
  if (whenMatched === 'keepExisting') return undefined;
  let next: Doc;
  if (Array.isArray(whenMatched)) {
    // `let` is evaluated on the incoming document; `$$new` is that document unless `let` names it. Reserved
    // names (`__proto__`, …) are renamed around mingo, as in every pipeline (storage/reservedKeys.ts).
    const stages = { pipeline: whenMatched, lets: spec.let ?? {} };
    try {
      [next] = aroundReserved([found, doc], stages, (docs, { pipeline, lets }) => {
        const [existing, incoming] = docs.map(clonePipelineInput);
        const values =
          Object.keys(lets).length > 0
            ? (new Aggregator([{ $replaceWith: lets }], MINGO).run([incoming])[0] as Doc)
            : {};
        const variables = { new: incoming, ...values };
        return new Aggregator(pipeline, { ...MINGO, variables }).run([existing]) as Doc[];
      });
    } catch (error) {
      throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
    }
    if (next._id === undefined) next = { _id: found._id, ...next };
  } else {
    next = whenMatched === 'merge' ? { ...found } : { _id: found._id };
    for (const [key, value] of Object.entries(doc)) if (key !== '_id') defineField(next, key, value);
    if (doc._id !== undefined) next._id = doc._id;
  }
  if (idKey(next._id) !== idKey(found._id)) throw immutableId();
  return next;
}

/**
 * `$merge`: each result is matched in the target by its `on` fields and merged, replaced, kept, refused (11000)
 * or run through the `whenMatched` pipeline; an unmatched one is inserted, discarded or refused (13113). As in
 * MongoDB, results written before an error stay written.
 */
function runMerge(ctx: Context, stageSpec: unknown, results: () => Doc[]): void {
  const spec = mergeSpec(ctx, stageSpec);
  checkOnIndex(ctx, spec);
  const docs = results();
  const bypass = ctx.body.bypassDocumentValidation === true;
  const byId = spec.on.length === 1 && spec.on[0] === '_id';
  for (const result of docs) {
    const doc = byId ? withId(result) : result;
    const filter: Doc = {};
    for (const field of spec.on) {
      const value = getPath(doc, field);
      if (value === undefined || value === null || Array.isArray(value))
        throw new CommandError(
          51132,
          "$merge write error: 'on' field cannot be missing, null, undefined or an array",
        );
      filter[field] = { $eq: value };
    }
    const target = ctx.engine.collection(spec.db, spec.coll);
    const [found] = target ? runQuery(target, filter, { limit: 1 }).docs : [];
    if (found && spec.whenMatched !== 'fail') {
      const next = mergedDoc(spec, found, doc);
      if (!next) continue;
      assertDocumentSize(next, 'update');
      validateWrite(target!, next, found, bypass);
      ctx.engine.replace(target!, next);
      continue;
    }
    // 'fail' inserts the document, so the target's unique index answers 11000 as MongoDB's does
    if (!found && spec.whenNotMatched === 'discard') continue;
    if (!found && spec.whenNotMatched === 'fail')
      throw new CommandError(
        13113,
        '$merge could not find a matching document in the target collection for at least one document in the source collection',
      );
    const collection = target ?? ctx.engine.ensureCollection(spec.db, spec.coll);
    const inserted = withId(doc);
    assertDocumentSize(inserted, 'insert');
    validateWrite(collection, inserted, undefined, bypass);
    ctx.engine.insert(collection, inserted);
  }
}

/**
 * `aggregate` ending with `$out` or `$merge`: waits while a backup holds the write lock (as other writes do),
 * runs the stages before it (`results`) and writes; answers an empty cursor, as MongoDB does.
 */
export async function aggregateInto(
  ctx: Context,
  ns: string,
  results: (stages: Doc[]) => Doc[],
): Promise<Doc> {
  await ctx.engine.writesAllowed();
  const pipeline = ctx.body.pipeline as Doc[];
  const stages = withoutWriteStage(pipeline);
  const last = pipeline[pipeline.length - 1];
  if (writeStageOf(pipeline) === '$out') runOut(ctx, last.$out, () => results(stages));
  else runMerge(ctx, last.$merge, () => results(stages));
  return ctx.cursors.firstBatch(ns, [], undefined, ctx.connectionId);
}
