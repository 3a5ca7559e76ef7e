import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import type { Any, AnyObject, Options } from 'mingo/types';
import { bsonExpressionOperators, bsonQueryOperators, mingoSafe } from './bsonOperators';
import { withCollatedGroup, withCollation } from './collationOperators';
import { checkedExpressionOperators } from './expressionChecks';
import {
  collatedAccumulators,
  collatedExpressionOperators,
  withCollatedComparisons,
  withCollatedLookup,
  withCollatedSort,
} from './collatedAggregation';
import {
  longAccumulators,
  longAsNumberOperator,
  longExpressionOperators,
  longPipelineOperators,
} from './longAggregation';
import { compileSchema } from './jsonSchema';
import { pipelineWithoutAnnotations, withoutAnnotations } from './queryAnnotations';
import { extraExpressionOperators } from './extraExpressions';
import { orderedAccumulators, orderedExpressions, orderedPipelineOperators } from './orderedAccumulators';
import { stringDateOperators } from './stringDateOperators';
import { pipelineStages, presentAccumulators } from './pipelineStages';
import { isPlainObject } from './values';
import { windowPipelineOperators } from './windowStages';
import { $densify } from './densifyStage';

/**
 * `$all` as MongoDB defines it: the `$and` of equality (or regex, or `$elemMatch`) conditions on the
 * field, so it also matches a plain field (`{ name: { $all: ['Zilda'] } }`); mingo's wants arrays.
 */
function $all(selector: string, values: Any, options: Options): (doc: AnyObject) => boolean {
  if (!Array.isArray(values)) throw new Error('$all needs an array');
  for (const v of values) {
    if (isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$')) && !('$elemMatch' in v))
      throw new Error('no $ expressions in $all');
  }
  const parts = values.map((v) => new BaseQuery({ [selector]: v }, options));
  return (doc) => parts.length > 0 && parts.every((q) => q.test(doc));
}

type ExpressionOperators = Parameters<typeof longExpressionOperators>[0];

/** mingo's expression operators with the long-exact ones in their place (`longAggregation.ts`). */
const LONG_EXPRESSIONS: ExpressionOperators = {
  ...(expression as unknown as ExpressionOperators),
  ...longExpressionOperators(expression as unknown as ExpressionOperators),
};

/** mingo's expression operators with the engine's in their place, before the string and date ones wrap them. */
const COMPOSED_EXPRESSIONS: ExpressionOperators = {
  ...LONG_EXPRESSIONS,
  ...collatedExpressionOperators(),
  ...longAsNumberOperator,
  ...withCollatedComparisons(
    bsonExpressionOperators(expression as unknown as Parameters<typeof bsonExpressionOperators>[0]),
  ),
  // the parser's checks run before the long-exact arithmetic they wrap
  ...checkedExpressionOperators(LONG_EXPRESSIONS),
  ...extraExpressionOperators,
  ...orderedExpressions,
};

/** mingo's operators with the engine's replacements (mingo's `Context.from` would let its own win). */
const CONTEXT = Context.init({
  accumulator: {
    ...accumulator,
    ...presentAccumulators(accumulator as unknown as Parameters<typeof presentAccumulators>[0]),
    ...longAccumulators(accumulator as unknown as Parameters<typeof longAccumulators>[0]),
    ...collatedAccumulators(),
    ...orderedAccumulators,
  },
  expression: { ...COMPOSED_EXPRESSIONS, ...stringDateOperators(COMPOSED_EXPRESSIONS) },
  pipeline: {
    ...pipeline,
    ...pipelineStages(pipeline as unknown as Parameters<typeof pipelineStages>[0]),
    ...longPipelineOperators(pipeline as unknown as Parameters<typeof longPipelineOperators>[0]),
    ...orderedPipelineOperators,
    $group: withCollatedGroup(pipeline.$group as Parameters<typeof withCollatedGroup>[0]),
    $lookup: withCollatedLookup(pipeline.$lookup as Parameters<typeof withCollatedLookup>[0]),
    $sort: withCollatedSort(pipeline.$sort as Parameters<typeof withCollatedSort>[0]),
    ...windowPipelineOperators,
    $densify,
  },
  projection,
  query: withCollation({ ...query, $all, ...bsonQueryOperators }),
  window,
} as Parameters<typeof Context.init>[0]);

/** Whether mingo runs this aggregation stage. */
export function isMingoStage(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(pipeline, name);
}

/** Options for every mingo evaluation: no server-side JavaScript ($where, $function, $accumulator). */
export const MINGO = {
  scriptEnabled: false,
  context: CONTEXT,
  jsonSchemaValidator: (schema: AnyObject) => {
    const check = compileSchema(schema);
    return (doc: AnyObject) => check(doc).length === 0;
  },
};

type MingoOptions = Partial<Options>;

/** mingo's Query with the engine's operators and options. */
export class Query extends BaseQuery {
  constructor(condition: AnyObject, options: MingoOptions = {}) {
    super(mingoSafe(withoutAnnotations(condition)), { ...MINGO, ...options, context: CONTEXT });
  }
}

/** mingo's Aggregator with the engine's operators and options. */
export class Aggregator extends BaseAggregator {
  constructor(stages: AnyObject[], options: MingoOptions = {}) {
    super(mingoSafe(pipelineWithoutAnnotations(stages)), { ...MINGO, ...options, context: CONTEXT });
  }
}
