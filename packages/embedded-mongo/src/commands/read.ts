import { Lazy, type Iterator } from 'mingo/lazy';
import { Aggregator, isMingoStage, MINGO } from '../storage/mingoOptions';
import { collationFor, countQuery, runQuery } from '../indexes/planner';
import { checkCollation, distinctUnder, mingoCollation } from '../storage/collation';
import type { Collection } from '../storage/collection';
import {
  clonePipelineInput,
  collationFold,
  encodeKey,
  isPlainObject,
  pathValues,
  type Doc,
} from '../storage/values';
import { asDoc, target, targetName, toNumber, type Context, type Handler } from './context';
import { CommandError, ErrorCodes } from './errors';
import { aggregateInto, withoutWriteStage, writeStageOf } from './out';
import { project } from './project';
import { checkQueryOperators } from './queryOperators';
import { aroundReserved, needsReservedEscape } from '../storage/reservedKeys';
import { collStatsStage } from './stats';
import { checkCountOptions, checkFindOptions, checkSortPattern } from './findChecks';
import { checkPipeline } from './pipelineChecks';
import { refuseCollectionLess, refuseTailable, refuseUnsupportedPipeline } from './unsupported';

function ns(ctx: Context): string {
  return `${ctx.db}.${targetName(ctx)}`;
}

export const find: Handler = (ctx) => {
  const { body } = ctx;
  const collection = target(ctx);
  const limit = toNumber(body.limit);
  const single = body.singleBatch === true || limit < 0;
  refuseTailable(body, collection);
  checkCollation(body.collation);
  checkFindOptions(body);
  checkSortPattern(body.sort);
  if (!collection) {
    checkQueryOperators(body.filter);
    return ctx.cursors.firstBatch(ns(ctx), [], undefined, ctx.connectionId);
  }
  const filter = asDoc(body.filter, 'filter');
  const result = runQuery(collection, filter, {
    collation: asDoc(body.collation, 'collation'),
    sort: asDoc(body.sort, 'sort'),
    skip: toNumber(body.skip),
    limit: Math.abs(limit),
    hint: body.hint,
  });
  // projected a batch at a time as the cursor sends it (an invalid projection still answers now); the filter goes
  // with the projection: a positional `$` projects the element the query matched
  const projection = asDoc(body.projection, 'projection');
  const shape =
    Object.keys(projection).length > 0
      ? (batch: Doc[]) =>
          aroundReserved(batch, projection, (found, spec, escape) => project(found, spec, escape(filter)))
      : undefined;
  if (shape && result.docs.length > 0) shape(result.docs.slice(0, 1));
  const batchSize = body.batchSize === undefined ? undefined : toNumber(body.batchSize);
  return ctx.cursors.firstBatch(ns(ctx), { docs: result.docs, shape }, batchSize, ctx.connectionId, single);
};

export const getMore: Handler = (ctx) => {
  const id = toNumber(ctx.body.getMore);
  const name = String(ctx.body.collection ?? '');
  const reply = ctx.cursors.getMore(
    id,
    `${ctx.db}.${name}`,
    ctx.body.batchSize === undefined ? undefined : toNumber(ctx.body.batchSize),
  );
  if (!reply) throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
  return reply;
};

export const killCursors: Handler = (ctx) => {
  const ids = Array.isArray(ctx.body.cursors) ? ctx.body.cursors : [];
  const killed: unknown[] = [];
  const notFound: unknown[] = [];
  for (const id of ids) (ctx.cursors.kill(toNumber(id)) ? killed : notFound).push(id);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const count: Handler = (ctx) => {
  checkCollation(ctx.body.collation);
  checkCountOptions(ctx.body);
  const collection = target(ctx);
  const { body } = ctx;
  if (!collection) {
    // a query that runs is checked by the planner; one on a missing collection is checked here
    checkQueryOperators(body.query);
    return { n: 0, ok: 1 };
  }
  const n = countQuery(
    collection,
    asDoc(body.query, 'query'),
    toNumber(body.skip),
    Math.abs(toNumber(body.limit)),
    asDoc(body.collation, 'collation'),
    body.hint,
  );
  return { n, ok: 1 };
};

export const distinct: Handler = (ctx) => {
  const key = ctx.body.key;
  if (typeof key !== 'string') throw new CommandError(ErrorCodes.TypeMismatch, "'key' must be a string");
  const collection = target(ctx);
  if (!collection) {
    checkQueryOperators(ctx.body.query);
    return { values: [], ok: 1 };
  }
  const collation = collationFor(collection, asDoc(ctx.body.collation, 'collation'));
  const { docs } = runQuery(collection, asDoc(ctx.body.query, 'query'), { collation });
  const seen = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of pathValues(doc, key)) {
      if (value === undefined) continue;
      const k = encodeKey(value);
      if (!seen.has(k)) seen.set(k, value);
    }
  }
  const values = [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  return { values: distinctUnder(collation, values), ok: 1 };
};

/** A trailing `$group` by a constant with only `{$sum: 1}` fields: counts without materialising. */
function countShape(stage: Doc): string[] | undefined {
  const group = stage.$group;
  if (!isPlainObject(group)) return undefined;
  const id = group._id;
  if (isPlainObject(id) || Array.isArray(id) || (typeof id === 'string' && id.startsWith('$')))
    return undefined;
  const fields = Object.keys(group).filter((k) => k !== '_id');
  const ok = fields.every(
    (f) => isPlainObject(group[f]) && Object.keys(group[f]).length === 1 && group[f].$sum === 1,
  );
  return ok ? fields : undefined;
}

/** The leading `$match` (+ `$sort`, `$skip`, `$limit`) the planner runs, and the stages mingo runs after it. */
export function splitPipeline(pipeline: Doc[]): {
  filter: Doc;
  sort?: Doc;
  skip: number;
  limit: number;
  rest: Doc[];
} {
  let i = 0;
  let filter: Doc = {};
  if (pipeline[0] && isPlainObject(pipeline[0].$match)) {
    filter = pipeline[0].$match;
    i = 1;
  }
  let sort: Doc | undefined;
  if (pipeline[i] && isPlainObject(pipeline[i].$sort)) sort = pipeline[i++].$sort;
  let skip = 0;
  let limit = 0;
  if (sort && pipeline[i] && typeof pipeline[i].$skip === 'number') skip = pipeline[i++].$skip;
  if (sort && pipeline[i] && typeof pipeline[i].$limit === 'number') limit = pipeline[i++].$limit;
  return { filter, sort, skip, limit, rest: pipeline.slice(i) };
}

export function aggregateDocs(ctx: Context, collection: Collection | undefined, pipeline: Doc[]): Doc[];
/** `lazy`: the stages after the planned prefix run as the cursor takes its batches. */
export function aggregateDocs(
  ctx: Context,
  collection: Collection | undefined,
  pipeline: Doc[],
  lazy: boolean,
): Doc[] | Iterator;
export function aggregateDocs(
  ctx: Context,
  collection: Collection | undefined,
  pipeline: Doc[],
  lazy = false,
): Doc[] | Iterator {
  pipeline = withoutWriteStage(pipeline); // $out/$merge run in out.ts; explain runs what comes before them
  refuseUnsupportedPipeline(pipeline, collection, isMingoStage);
  checkPipeline(pipeline);
  pipeline.forEach((stage, i) => {
    const name = Object.keys(stage)[0];
    if (name === '$collStats' && i > 0)
      throw new CommandError(
        ErrorCodes.Location40602,
        '$collStats is only valid as the first stage in a pipeline',
      );
  });
  if (pipeline[0] && '$collStats' in pipeline[0]) {
    const stats = collStatsStage(ctx.db, targetName(ctx), collection, pipeline[0].$collStats);
    return runStages(ctx, pipeline.slice(1), [stats], {}, lazy);
  }
  const collation = collationFor(collection, asDoc(ctx.body.collation, 'collation')) ?? {};
  const { filter, sort, skip, limit, rest } = splitPipeline(pipeline);
  if (rest.length === 1 && !sort) {
    const countFields = countShape(rest[0]);
    const countField = typeof rest[0].$count === 'string' ? rest[0].$count : undefined;
    if (countFields || countField) {
      const n = collection ? countQuery(collection, filter, 0, 0, collation, ctx.body.hint) : 0;
      if (n === 0) return [];
      if (countField) return [{ [countField]: n }];
      const out: Doc = { _id: rest[0].$group._id ?? null };
      for (const f of countFields ?? []) out[f] = n;
      return [out];
    }
  }
  const hint = ctx.body.hint;
  const source = collection ? runQuery(collection, filter, { sort, skip, limit, collation, hint }).docs : [];
  if (rest.length === 0) return source;
  return runStages(ctx, rest, source, collation, lazy);
}

/** Runs stages through mingo, with `$lookup` resolving collections of the same database. */
function runStages(
  ctx: Context,
  stages: Doc[],
  documents: Doc[],
  collation: Doc,
  lazy = false,
): Doc[] | Iterator {
  if (stages.length === 0) return documents;
  // streamed only when no reserved name needs renaming around mingo (storage/reservedKeys.ts)
  if (lazy && !needsReservedEscape(documents, stages))
    return runMingoStages(ctx, stages, documents, collation, (doc) => doc, true);
  return aroundReserved(
    documents,
    stages,
    (source, rest, escape) => runMingoStages(ctx, rest, source, collation, escape, false) as Doc[],
  );
}

function runMingoStages(
  ctx: Context,
  rest: Doc[],
  source: Doc[],
  collation: Doc,
  escape: (doc: Doc) => Doc,
  lazy: boolean,
): Doc[] | Iterator {
  const resolved = new Map<string, Doc[]>();
  const collectionResolver = (name: string): Doc[] => {
    let docs = resolved.get(name);
    if (!docs) {
      docs = [...(ctx.engine.collection(ctx.db, name)?.docs.values() ?? [])].map((doc) =>
        escape(clonePipelineInput(doc)),
      );
      resolved.set(name, docs);
    }
    return docs;
  };
  try {
    const sortCollation = collationFold(collation) ? { collation: mingoCollation(collation) } : {};
    const aggregator = new Aggregator(rest, { ...MINGO, collectionResolver, ...sortCollation });
    // each source document is cloned as the pipeline pulls it (mingo's stages may change their input)
    if (lazy) return aggregator.stream(Lazy(source).map(clonePipelineInput));
    return aggregator.run(source.map(clonePipelineInput)) as Doc[];
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}

export const aggregate: Handler = (ctx) => {
  const { body } = ctx;
  if (!Array.isArray(body.pipeline))
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  const collectionLess = typeof body.aggregate !== 'string';
  if (collectionLess) refuseCollectionLess(ctx.db, body.aggregate, body.pipeline);
  const namespace = collectionLess ? `${ctx.db}.$cmd.aggregate` : ns(ctx);
  if (writeStageOf(body.pipeline))
    return aggregateInto(ctx, namespace, (stages) =>
      aggregateDocs(ctx, collectionLess ? undefined : target(ctx), stages),
    );
  const docs = aggregateDocs(ctx, collectionLess ? undefined : target(ctx), body.pipeline, true);
  const cursor = asDoc(body.cursor, 'cursor');
  const batchSize = cursor.batchSize === undefined ? undefined : toNumber(cursor.batchSize);
  const source = Array.isArray(docs) ? docs : { stream: docs };
  return ctx.cursors.firstBatch(namespace, source, batchSize, ctx.connectionId);
};
