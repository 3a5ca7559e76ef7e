import { runQuery, type QueryResult } from '../indexes/planner';
import { asDoc, toNumber, type Handler } from './context';
import { CommandError, ErrorCodes } from './errors';

/** `explain` for find and count: reports the access path and how many documents were examined. */
export const explain: Handler = (ctx) => {
  const inner = asDoc(ctx.body.explain, 'explain');
  const name = String(inner.find ?? inner.count ?? '');
  if (!name)
    throw new CommandError(ErrorCodes.IllegalOperation, 'embedded-mongo explains find and count only');
  const collection = ctx.engine.collection(ctx.db, name);
  const filter = asDoc(inner.filter ?? inner.query, 'filter');
  const result: QueryResult = collection
    ? runQuery(collection, filter, {
        sort: asDoc(inner.sort, 'sort'),
        skip: toNumber(inner.skip),
        limit: Math.abs(toNumber(inner.limit)),
      })
    : { docs: [], plan: { stage: 'COLLSCAN', ordered: false }, examined: 0 };
  const { plan } = result;
  const winningPlan = plan.index
    ? { stage: 'FETCH', inputStage: { stage: plan.stage, indexName: plan.index } }
    : { stage: plan.stage };
  return {
    queryPlanner: { namespace: `${ctx.db}.${name}`, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned: result.docs.length,
      totalDocsExamined: result.examined,
      totalKeysExamined: plan.index ? result.examined : 0,
    },
    ok: 1,
  };
};
