import { Binary, calculateObjectSize, Long, ObjectId, Timestamp } from 'bson';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { typeName } from './bsonTypes';
import { argumentsOf, expectArguments, isNullish } from './expressionArguments';
import { isPlainObject } from './values';

// MongoDB 7 expression operators mingo does not have, written here so a pipeline using them gets MongoDB's
// answer rather than 115 (`commands/expressionNames.ts` refuses the ones still missing). Codes and messages are
// those of MongoDB's `expression.cpp`.

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;

/** A one-argument operator's value (16020 for another count). */
function one(name: string, obj: AnyObject, expr: Any, options: Options): unknown {
  const values = argumentsOf(obj, expr, options);
  expectArguments(name, 1, values);
  return values[0];
}

/** `$const`: the older spelling of `$literal`, its argument taken as it is. */
const $const: ExpressionOperator = (_obj, expr) => expr;

/** The first-argument and second-argument codes of `$indexOfCP` and `$indexOfBytes`. */
const INDEX_OF_CODES: Record<string, [number, number]> = {
  $indexOfCP: [ErrorCodes.Location40093, ErrorCodes.Location40094],
  $indexOfBytes: [ErrorCodes.Location40091, ErrorCodes.Location40092],
};

/**
 * `$indexOfCP`/`$indexOfBytes` arguments checked as MongoDB checks them (a string, a string, then non-negative
 * integral start and end); undefined when the input is null or missing (the operator answers null).
 */
export function indexOfArguments(
  name: '$indexOfCP' | '$indexOfBytes',
  [input, token, start, end]: unknown[],
): { input: string; token: string; start?: number; end?: number } | undefined {
  const [inputCode, tokenCode] = INDEX_OF_CODES[name];
  if (isNullish(input)) return undefined;
  if (typeof input !== 'string')
    throw new CommandError(
      inputCode,
      `${name} requires a string as the first argument, found: ${typeName(input)}`,
    );
  if (typeof token !== 'string')
    throw new CommandError(
      tokenCode,
      `${name} requires a string as the second argument, found: ${typeName(token)}`,
    );
  const bound = (value: unknown, what: string): number | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw new CommandError(
        ErrorCodes.Location40096,
        `${name} requires an integral ${what} index, found a value of type: ${typeName(value)}, with value: ${String(value)}`,
      );
    if (value < 0)
      throw new CommandError(
        ErrorCodes.Location40097,
        `${name} requires a nonnegative ${what} index, found: ${value}`,
      );
    return value;
  };
  return { input, token, start: bound(start, 'starting'), end: bound(end, 'ending') };
}

/** `$indexOfCP`: the code-point index of a substring, from an optional start to an optional end. */
const $indexOfCP: ExpressionOperator = (obj, expr, options) => {
  const checked = indexOfArguments('$indexOfCP', argumentsOf(obj, expr, options));
  if (!checked) return null;
  const { input, token } = checked;
  const points = [...input];
  const from = checked.start ?? 0;
  const to = Math.min(checked.end ?? points.length, points.length);
  const needle = [...token];
  for (let i = from; i + needle.length <= to; i++) {
    if (needle.every((p, j) => points[i + j] === p)) return i;
  }
  return -1;
};

/** `$toObjectId`: an ObjectId from its 24 hex digits (241 ConversionFailure otherwise, as `$convert` answers). */
const $toObjectId: ExpressionOperator = (obj, expr, options) => {
  const value = one('$toObjectId', obj, expr, options);
  if (isNullish(value)) return null;
  if (value instanceof ObjectId) return value as Any;
  if (typeof value === 'string') {
    if (value.length === 24 && /^[0-9a-fA-F]+$/.test(value)) return new ObjectId(value) as Any;
    throw new CommandError(
      ErrorCodes.ConversionFailure,
      value.length === 24
        ? `Failed to parse objectId '${value}' in $convert with no onError value: Invalid character found in hex string: ${value}`
        : `Failed to parse objectId '${value}' in $convert with no onError value: Invalid string length for parsing to OID, expected 24 but found ${value.length}`,
    );
  }
  throw new CommandError(
    ErrorCodes.ConversionFailure,
    `Unsupported conversion from ${typeName(value)} to objectId in $convert with no onError value`,
  );
};

/** `$binarySize`: the bytes of a string (UTF-8) or of BinData. */
const $binarySize: ExpressionOperator = (obj, expr, options) => {
  const value = one('$binarySize', obj, expr, options);
  if (isNullish(value)) return null;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (value instanceof Binary) return value.length();
  throw new CommandError(
    ErrorCodes.Location51276,
    `$binarySize requires a string or BinData argument, found: ${typeName(value)}`,
  );
};

/** `$bsonSize`: a document's size in bytes as BSON. */
const $bsonSize: ExpressionOperator = (obj, expr, options) => {
  const value = one('$bsonSize', obj, expr, options);
  if (isNullish(value)) return null;
  if (!isPlainObject(value))
    throw new CommandError(
      ErrorCodes.Location31393,
      `$bsonSize requires a document input, found: ${typeName(value)}`,
    );
  return calculateObjectSize(value, { serializeFunctions: false, ignoreUndefined: false });
};

/** `$tsSecond` / `$tsIncrement`: a Timestamp's parts, as 64-bit longs (`Long`s, as longs travel through mingo). */
function timestampPart(name: string, code: number, part: (t: Timestamp) => number): ExpressionOperator {
  return (obj, expr, options) => {
    const value = one(name, obj, expr, options);
    if (isNullish(value)) return null;
    if (!(value instanceof Timestamp))
      throw new CommandError(code, `Argument to ${name} must be a timestamp, but is ${typeName(value)}`);
    return Long.fromNumber(part(value)) as unknown as Any;
  };
}

export const extraExpressionOperators: Record<string, ExpressionOperator> = {
  $const,
  $indexOfCP,
  $toObjectId,
  $binarySize,
  $bsonSize,
  $tsSecond: timestampPart('$tsSecond', ErrorCodes.Location5687301, (t) => t.t),
  $tsIncrement: timestampPart('$tsIncrement', ErrorCodes.Location5687302, (t) => t.i),
};
