import { typeName } from '../storage/bsonTypes';
import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { checkExpression } from './expressionNames';
import { checkSortPattern, isBsonNumber, numberOf, shownValue } from './findChecks';
import { checkQueryOperators } from './queryOperators';

// What MongoDB 7 refuses when it parses a pipeline's stages (`src/mongo/db/pipeline/document_source_*.cpp`),
// before any document flows: mingo runs `$limit: 0`, a `$group` without `_id`, `$unwind: 'arr'` or a `$lookup`
// without `as` (a field named "undefined") and answers a result. Stages inside `$facet` and a `$lookup`'s
// pipeline are checked too. Codes and messages are MongoDB 7's (`Location<code>` names).

const fail = (code: number, message: string): CommandError => new CommandError(code, message);

/**
 * `$limit`/`$skip`: `parseIntegerElementToNonNegativeLong` (5107201 / 5107200 with its reason), and a limit of 0
 * is 15958.
 */
function checkCount(name: '$limit' | '$skip', value: unknown): void {
  const code = name === '$limit' ? ErrorCodes.Location5107201 : ErrorCodes.Location5107200;
  const invalid = (reason: string): CommandError =>
    fail(code, `invalid argument to ${name} stage: ${reason}`);
  if (!isBsonNumber(value)) throw invalid(`Expected a number in: ${name}: ${shownValue(value)}`);
  const n = numberOf(value);
  if (Number.isNaN(n)) throw invalid(`Expected an integer, but found NaN in: ${name}: nan`);
  if (!Number.isInteger(n)) throw invalid(`Expected an integer: ${name}: ${shownValue(value)}`);
  if (n < 0) throw invalid(`Expected a non-negative number in: ${name}: ${shownValue(value)}`);
  if (name === '$limit' && n === 0) throw fail(ErrorCodes.Location15958, 'the limit must be positive');
}

function checkSample(spec: unknown): void {
  if (!isPlainObject(spec))
    throw fail(ErrorCodes.Location28745, 'the $sample stage specification must be an object');
  for (const key of Object.keys(spec)) {
    if (key !== 'size') throw fail(ErrorCodes.Location28748, `unrecognized option to $sample: ${key}`);
  }
  if (spec.size === undefined) throw fail(ErrorCodes.Location28749, '$sample stage must specify a size');
  if (!isBsonNumber(spec.size))
    throw fail(ErrorCodes.Location28746, 'size argument to $sample must be a number');
  if (numberOf(spec.size) < 0)
    throw fail(ErrorCodes.Location28747, 'size argument to $sample must not be negative');
}

/** The accumulators MongoDB 7's `$group` knows (`accumulator*.cpp`). */
const GROUP_ACCUMULATORS = new Set(
  `$accumulator $addToSet $avg $bottom $bottomN $count $first $firstN $last $lastN $max $maxN $median
  $mergeObjects $min $minN $percentile $push $stdDevPop $stdDevSamp $sum $top $topN`.split(/\s+/),
);

function checkGroup(spec: unknown): void {
  if (!isPlainObject(spec))
    throw fail(ErrorCodes.Location15947, "a group's fields must be specified in an object");
  if (!Object.prototype.hasOwnProperty.call(spec, '_id'))
    throw fail(ErrorCodes.Location15955, 'a group specification must include an _id');
  for (const [field, accumulator] of Object.entries(spec)) {
    if (field === '_id') {
      checkExpression(accumulator);
      continue;
    }
    if (field.startsWith('$'))
      throw fail(ErrorCodes.Location40236, `The field name '${field}' cannot be an operator name`);
    if (field.includes('.'))
      throw fail(ErrorCodes.Location40235, `The field name '${field}' cannot contain '.'`);
    if (!isPlainObject(accumulator))
      throw fail(ErrorCodes.Location40234, `The field '${field}' must be an accumulator object`);
    const names = Object.keys(accumulator);
    if (names.length !== 1)
      throw fail(ErrorCodes.Location40238, `The field '${field}' must specify one accumulator`);
    if (!GROUP_ACCUMULATORS.has(names[0]))
      throw fail(ErrorCodes.Location15952, `unknown group operator '${names[0]}'`);
    checkExpression(accumulator[names[0]]);
  }
}

/** An aggregation `$project`: an object with at least one field; computed fields are expressions. */
function checkProject(spec: unknown): void {
  if (!isPlainObject(spec)) throw fail(ErrorCodes.Location15969, '$project specification must be an object');
  if (Object.keys(spec).length === 0)
    throw fail(
      ErrorCodes.Location51272,
      'Invalid $project :: caused by :: projection specification must have at least one field',
    );
  checkProjectionValues(spec);
}

function checkProjectionValues(spec: Doc): void {
  for (const value of Object.values(spec)) {
    if (!isPlainObject(value)) continue;
    const first = Object.keys(value)[0];
    if (first?.startsWith('$')) checkExpression(value);
    else checkProjectionValues(value);
  }
}

/** `$addFields`/`$set`: an object whose field names are field paths (16410 for a `$` name). */
function checkAddFields(name: string, spec: unknown): void {
  if (!isPlainObject(spec))
    throw fail(
      ErrorCodes.Location40272,
      `${name} specification stage must be an object, got ${typeName(spec)}`,
    );
  for (const [field, value] of Object.entries(spec)) {
    checkFieldPath(field);
    checkExpression(value);
  }
}

/** A field path written as a field name (`FieldPath`): no empty name, no part starting with `$`. */
function checkFieldPath(path: string): void {
  if (path === '') throw fail(ErrorCodes.Location40352, 'FieldPath cannot be constructed with empty string');
  for (const part of path.split('.')) {
    if (part.startsWith('$'))
      throw fail(
        ErrorCodes.Location16410,
        "FieldPath field names may not start with '$'. Consider using $getField or $setField.",
      );
  }
}

const UNWIND_OPTIONS = new Set(['path', 'includeArrayIndex', 'preserveNullAndEmptyArrays']);

function checkUnwindPath(path: unknown): void {
  if (typeof path !== 'string')
    throw fail(
      ErrorCodes.Location28808,
      `expected a string as the path for $unwind stage, got ${typeName(path)}`,
    );
  if (path === '') throw fail(ErrorCodes.Location28812, 'no path specified to $unwind stage');
  if (!path.startsWith('$'))
    throw fail(
      ErrorCodes.Location28818,
      `path option to $unwind stage should be prefixed with a '$': ${path}`,
    );
}

function checkUnwind(spec: unknown): void {
  if (typeof spec === 'string') return checkUnwindPath(spec);
  if (!isPlainObject(spec))
    throw fail(
      ErrorCodes.Location15981,
      `expected either a string or an object as specification for $unwind stage, got ${typeName(spec)}`,
    );
  for (const key of Object.keys(spec)) {
    if (!UNWIND_OPTIONS.has(key))
      throw fail(ErrorCodes.Location28811, `unrecognized option to $unwind stage: ${key}`);
  }
  if (spec.path === undefined) throw fail(ErrorCodes.Location28812, 'no path specified to $unwind stage');
  checkUnwindPath(spec.path);
}

const LOOKUP_OPTIONS = new Set(['from', 'as', 'localField', 'foreignField', 'let', 'pipeline']);

function checkLookup(spec: unknown): void {
  const parse = (message: string): CommandError => fail(ErrorCodes.FailedToParse, message);
  if (!isPlainObject(spec))
    throw parse(`the $lookup stage specification must be an object, but found ${typeName(spec)}`);
  for (const key of Object.keys(spec)) {
    if (!LOOKUP_OPTIONS.has(key)) throw parse(`unknown argument to $lookup: ${key}`);
  }
  if (typeof spec.as !== 'string' || spec.as === '') throw parse("must specify 'as' field for a $lookup");
  if (spec.pipeline === undefined) {
    if (spec.localField === undefined || spec.foreignField === undefined)
      throw parse(
        "$lookup requires either 'pipeline' or both 'localField' and 'foreignField' to be specified",
      );
  } else if (Array.isArray(spec.pipeline)) {
    checkPipelineStages(spec.pipeline as Doc[]);
  }
  if (isPlainObject(spec.let)) for (const value of Object.values(spec.let)) checkExpression(value);
}

function checkCountStage(spec: unknown): void {
  if (typeof spec !== 'string')
    throw fail(ErrorCodes.Location40156, 'the count field must be a non-empty string');
  if (spec === '') throw fail(ErrorCodes.Location40157, 'the count field must be a non-empty string');
  if (spec.startsWith('$'))
    throw fail(ErrorCodes.Location40158, 'the count field cannot be a $-prefixed path');
  if (spec.includes('.')) throw fail(ErrorCodes.Location40160, "the count field cannot contain '.'");
}

function checkSortByCount(spec: unknown): void {
  const message =
    'the sortByCount field must be defined as a $-prefixed path or an expression inside an object';
  if (typeof spec === 'string') {
    if (!spec.startsWith('$')) throw fail(ErrorCodes.Location40148, message);
    return;
  }
  if (!isPlainObject(spec))
    throw fail(
      ErrorCodes.Location40149,
      'the sortByCount field must be specified as a string or as an object',
    );
  if (!Object.keys(spec)[0]?.startsWith('$')) throw fail(ErrorCodes.Location40147, message);
  checkExpression(spec);
}

/** The canonical type a boundary sorts with (numbers of every width together), for the values compared here. */
function boundaryKind(value: unknown): string {
  if (isBsonNumber(value)) return 'number';
  if (typeof value === 'string') return 'string';
  if (value instanceof Date) return 'date';
  return typeName(value);
}

function lessThan(a: unknown, b: unknown): boolean | undefined {
  if (isBsonNumber(a)) return numberOf(a) < numberOf(b);
  if (typeof a === 'string') return a < (b as string);
  if (a instanceof Date) return a.getTime() < (b as Date).getTime();
  return undefined; // other types: left to mingo
}

/** `$bucket`'s `groupBy` and `boundaries` (`document_source_bucket.cpp`): at least 2, of one type, ascending. */
function checkBucket(spec: unknown): void {
  if (!isPlainObject(spec))
    throw fail(
      ErrorCodes.Location40201,
      `Argument to $bucket stage must be an object, but found type: ${typeName(spec)}.`,
    );
  if (spec.groupBy === undefined || spec.boundaries === undefined)
    throw fail(ErrorCodes.Location40198, "$bucket requires 'groupBy' and 'boundaries' to be specified.");
  checkExpression(spec.groupBy);
  const bounds = spec.boundaries;
  if (!Array.isArray(bounds))
    throw fail(
      ErrorCodes.Location40200,
      `The $bucket 'boundaries' field must be an array, but found type: ${typeName(bounds)}.`,
    );
  if (bounds.length < 2)
    throw fail(
      ErrorCodes.Location40192,
      `The $bucket 'boundaries' field must have at least 2 values, but found ${bounds.length} value(s).`,
    );
  for (let i = 1; i < bounds.length; i++) {
    const [before, after] = [bounds[i - 1], bounds[i]];
    if (boundaryKind(before) !== boundaryKind(after))
      throw fail(
        ErrorCodes.Location40193,
        `All values in the the 'boundaries' option to $bucket must have the same type. Found conflicting types ${typeName(before)} and ${typeName(after)}.`,
      );
    if (lessThan(before, after) === false)
      throw fail(
        ErrorCodes.Location40194,
        `The 'boundaries' option to $bucket must be sorted in ascending order, but elements ${i - 1} and ${i} are not in ascending order (${shownValue(before)} is not less than ${shownValue(after)}).`,
      );
  }
}

function checkStage(name: string, spec: unknown): void {
  switch (name) {
    case '$limit':
    case '$skip':
      return checkCount(name, spec);
    case '$sample':
      return checkSample(spec);
    case '$group':
      return checkGroup(spec);
    case '$project':
      return checkProject(spec);
    case '$addFields':
    case '$set':
      return checkAddFields(name, spec);
    case '$unwind':
      return checkUnwind(spec);
    case '$lookup':
      return checkLookup(spec);
    case '$count':
      return checkCountStage(spec);
    case '$sortByCount':
      return checkSortByCount(spec);
    case '$sort':
      if (!isPlainObject(spec))
        throw fail(ErrorCodes.Location15973, 'the $sort key specification must be an object');
      return checkSortPattern(spec, true);
    case '$match':
      if (!isPlainObject(spec))
        throw fail(ErrorCodes.Location15959, 'the match filter must be an expression in an object');
      return checkQueryOperators(spec);
    case '$facet':
      if (isPlainObject(spec))
        for (const sub of Object.values(spec)) if (Array.isArray(sub)) checkPipelineStages(sub as Doc[]);
      return;
    case '$replaceRoot':
      if (isPlainObject(spec)) checkExpression(spec.newRoot);
      return;
    case '$replaceWith':
    case '$redact':
      return checkExpression(spec);
    case '$bucket':
      return checkBucket(spec);
    case '$bucketAuto':
      if (isPlainObject(spec)) checkExpression(spec.groupBy);
      return;
    default:
      return;
  }
}

function checkPipelineStages(pipeline: Doc[]): void {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) continue; // refuseUnsupportedPipeline answers for a stage that is not one field
    const names = Object.keys(stage);
    if (names.length !== 1) continue;
    checkStage(names[0], stage[names[0]]);
  }
}

/**
 * Refuses, with MongoDB 7's parse errors, a pipeline whose stages are malformed (called where `aggregate`
 * validates its pipeline, after the unsupported-stage checks).
 */
export function checkPipeline(pipeline: Doc[]): void {
  checkPipelineStages(pipeline);
}
