import type { OpType } from 'mingo/core';
import { MINGO } from '../storage/mingoOptions';
import { isPlainObject } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// MongoDB 7 parses every aggregation expression when the pipeline (or a find's `$expr`) is parsed: an operator
// it does not know answers 168 InvalidPipelineOperator `Unrecognized expression '$foo'` (`expression.cpp`), even
// when no document reaches it. mingo finds out only while evaluating a document, in its own words
// (`accumulator '$foo' is not registered`), and an empty collection answered a result.

/** MongoDB 7.0's expression operators (the aggregation reference, "Expression Operators"). */
const MONGODB_EXPRESSIONS = new Set(
  `$abs $add $ceil $divide $exp $floor $ln $log $log10 $mod $multiply $pow $round $sqrt $subtract $trunc
  $arrayElemAt $arrayToObject $concatArrays $filter $first $firstN $in $indexOfArray $isArray $last $lastN $map
  $maxN $minN $objectToArray $range $reduce $reverseArray $size $slice $sortArray $zip
  $bitAnd $bitNot $bitOr $bitXor $and $not $or $cmp $eq $gt $gte $lt $lte $ne $cond $ifNull $switch
  $accumulator $function $binarySize $bsonSize
  $dateAdd $dateDiff $dateFromParts $dateFromString $dateSubtract $dateToParts $dateToString $dateTrunc
  $dayOfMonth $dayOfWeek $dayOfYear $hour $isoDayOfWeek $isoWeek $isoWeekYear $millisecond $minute $month
  $second $toDate $week $year $literal $const $getField $rand $sampleRate $toHashedIndexKey
  $mergeObjects $setField $unsetField
  $allElementsTrue $anyElementTrue $setDifference $setEquals $setIntersection $setIsSubset $setUnion
  $concat $indexOfBytes $indexOfCP $ltrim $regexFind $regexFindAll $regexMatch $replaceOne $replaceAll
  $rtrim $split $strLenBytes $strLenCP $strcasecmp $substr $substrBytes $substrCP $toLower $toString $trim
  $toUpper $meta $tsIncrement $tsSecond
  $sin $cos $tan $asin $acos $atan $atan2 $asinh $acosh $atanh $sinh $cosh $tanh
  $degreesToRadians $radiansToDegrees
  $convert $isNumber $toBool $toDecimal $toDouble $toInt $toLong $toObjectId $type
  $avg $max $min $sum $stdDevPop $stdDevSamp $median $percentile $let`.split(/\s+/),
);

/** Whether mingo evaluates the operator (as an expression, or an accumulator over an array). */
function mingoKnows(name: string): boolean {
  const context = MINGO.context;
  return (
    context.getOperator('expression' as OpType, name) !== null ||
    context.getOperator('accumulator' as OpType, name) !== null
  );
}

function checkName(name: string): void {
  if (MONGODB_EXPRESSIONS.has(name)) {
    if (!mingoKnows(name))
      throw new CommandError(
        ErrorCodes.CommandNotSupported,
        `the ${name} expression is not supported by embedded-mongo`,
      );
    return;
  }
  if (!mingoKnows(name))
    throw new CommandError(ErrorCodes.InvalidPipelineOperator, `Unrecognized expression '${name}'`);
}

/**
 * Walks an aggregation expression and refuses an operator name MongoDB 7 does not know (168) or one the engine
 * does not evaluate (115). An object whose first field starts with `$` is an operator; any other object is an
 * object literal whose values are expressions; `$literal`'s argument is data.
 */
export function checkExpression(expression: unknown): void {
  if (Array.isArray(expression)) {
    for (const item of expression) checkExpression(item);
    return;
  }
  if (!isPlainObject(expression)) return;
  const keys = Object.keys(expression);
  const first = keys[0];
  if (first === undefined) return;
  if (first.startsWith('$')) {
    checkName(first);
    if (first === '$literal' || first === '$const') return;
    checkExpression(expression[first]);
    return;
  }
  for (const key of keys) checkExpression(expression[key]);
}
