import { collationFor, runQuery, type QueryResult } from '../indexes/planner';
import type { Collection } from '../storage/collection';
import type { Doc } from '../storage/values';
import { SERVER_VERSION } from './admin';
import { asDoc, toNumber, type Context, type Handler } from './context';
import { CommandError, ErrorCodes } from './errors';
import { aggregateDocs, splitPipeline } from './read';

const VERBOSITIES = ['queryPlanner', 'executionStats', 'allPlansExecution'];

/** The planner's part of an explain: the access path and, past `queryPlanner`, what it examined. */
function plannerExplain(namespace: string, filter: Doc, result: QueryResult, verbosity: string): Doc {
  const { plan } = result;
  const winningPlan = plan.index
    ? { stage: 'FETCH', inputStage: { stage: plan.stage, indexName: plan.index } }
    : { stage: plan.stage };
  const out: Doc = {
    queryPlanner: { namespace, parsedQuery: filter, winningPlan, rejectedPlans: [] },
  };
  if (verbosity !== 'queryPlanner') {
    out.executionStats = {
      executionSuccess: true,
      nReturned: result.docs.length,
      executionTimeMillis: 0,
      totalKeysExamined: plan.index ? result.examined : 0,
      totalDocsExamined: result.examined,
    };
  }
  return out;
}

function query(
  collection: Collection | undefined,
  filter: Doc,
  options: Parameters<typeof runQuery>[2],
): QueryResult {
  return collection
    ? runQuery(collection, filter, options)
    : { docs: [], plan: { stage: 'COLLSCAN', ordered: false }, examined: 0 };
}

/** `aggregate`: the leading `$match`/`$sort`/`$skip`/`$limit` as a `$cursor` stage, then the other stages. */
function explainAggregate(
  ctx: Context,
  inner: Doc,
  namespace: string,
  collection: Collection | undefined,
  verbosity: string,
): Doc {
  if (!Array.isArray(inner.pipeline))
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  const pipeline = inner.pipeline as Doc[];
  const { filter, sort, skip, limit, rest } = splitPipeline(pipeline);
  const collation = collationFor(collection, asDoc(inner.collation, 'collation'));
  const cursor = plannerExplain(
    namespace,
    filter,
    query(collection, filter, { sort, skip, limit, collation, hint: inner.hint }),
    verbosity,
  );
  if (rest.length === 0) return cursor;
  const innerCtx = { ...ctx, body: inner };
  const prefix = pipeline.length - rest.length;
  const stages: Doc[] = [{ $cursor: cursor }];
  rest.forEach((stage, i) => {
    const described: Doc = { ...stage };
    if (verbosity !== 'queryPlanner') {
      described.nReturned = aggregateDocs(innerCtx, collection, pipeline.slice(0, prefix + i + 1)).length;
      described.executionTimeMillisEstimate = 0;
    }
    stages.push(described);
  });
  return { stages };
}

/** `explain` of find, count and aggregate. */
export const explain: Handler = (ctx) => {
  const inner = asDoc(ctx.body.explain, 'explain');
  const verbosity = String(ctx.body.verbosity ?? 'allPlansExecution');
  if (!VERBOSITIES.includes(verbosity))
    throw new CommandError(
      ErrorCodes.BadValue,
      `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`,
    );
  const kind = Object.keys(inner)[0];
  const name = inner[kind];
  if (!['find', 'count', 'aggregate'].includes(kind) || typeof name !== 'string') {
    throw new CommandError(
      ErrorCodes.IllegalOperation,
      `embedded-mongo explains find, count and aggregate only`,
    );
  }
  const namespace = `${ctx.db}.${name}`;
  const collection = ctx.engine.collection(ctx.db, name);
  let body: Doc;
  if (kind === 'aggregate') body = explainAggregate(ctx, inner, namespace, collection, verbosity);
  else {
    const filter = asDoc(inner.filter ?? inner.query, 'filter');
    const result = query(collection, filter, {
      sort: asDoc(inner.sort, 'sort'),
      skip: toNumber(inner.skip),
      limit: Math.abs(toNumber(inner.limit)),
      collation: collationFor(collection, asDoc(inner.collation, 'collation')),
      hint: inner.hint,
    });
    body = plannerExplain(namespace, filter, result, verbosity);
  }
  return {
    explainVersion: '1',
    ...body,
    command: { ...inner, $db: ctx.db },
    serverInfo: { host: 'embedded-mongo', port: 0, version: SERVER_VERSION, gitVersion: 'embedded-mongo' },
    ok: 1,
  };
};
