import { Decimal128, Double, Int32, Long } from 'bson';
import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// What MongoDB 7 refuses in a `find` before it reads anything: its IDL (`find_command.idl`) validates `skip`,
// `limit` and `batchSize` as `>= 0` (51024: the driver turns `limit(-n)` into `limit: n, singleBatch: true`, so
// only a raw command sends a negative one), and the sort pattern is parsed as `sort_pattern.cpp` does.

/** Whether a value is a BSON number (int, long, double, decimal) as the wire layer gives it. */
export function isBsonNumber(value: unknown): boolean {
  return (
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Int32 ||
    value instanceof Double ||
    value instanceof Long ||
    value instanceof Decimal128
  );
}

/** A BSON number as a JavaScript number (a long beyond 2^53 loses precision, which no check here minds). */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Decimal128) return Number(value.toString());
  return NaN;
}

/** A value as MongoDB's `BSONElement::toString` prints it in these messages: strings quoted, the rest plain. */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(shownValue).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${shownValue(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

const NON_NEGATIVE = ['skip', 'limit', 'batchSize'] as const;

/** Refuses a negative `skip`, `limit` or `batchSize` of a `find` (51024, the IDL's `gte: 0` validator). */
export function checkFindOptions(body: Doc): void {
  for (const field of NON_NEGATIVE) {
    const value = body[field];
    if (value === undefined || value === null || !isBsonNumber(value)) continue;
    if (numberOf(value) < 0)
      throw new CommandError(
        ErrorCodes.Location51024,
        `BSON field '${field}' value must be >= 0, actual value '${String(value)}'`,
      );
  }
}

/**
 * `count`'s `skip` (`count_request.cpp`): a number (2 BadValue) that is whole and not negative (9 FailedToParse,
 * `parseIntegerElementToNonNegativeLong`'s words); its `limit` may be negative (the same as positive).
 */
export function checkCountOptions(body: Doc): void {
  const skip = body.skip;
  if (skip === undefined || skip === null) return;
  if (!isBsonNumber(skip)) throw new CommandError(ErrorCodes.BadValue, 'skip value is not a valid number');
  const n = numberOf(skip);
  if (!Number.isInteger(n))
    throw new CommandError(ErrorCodes.FailedToParse, `Expected an integer: skip: ${shownValue(skip)}`);
  if (n < 0)
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `Expected a non-negative number in: skip: ${shownValue(skip)}`,
    );
}

/**
 * A sort pattern as MongoDB parses one (`sort_pattern.cpp`): each value a number that is 1 or -1 once truncated
 * to an int (15974 for a value that is not a number, 15975 for another number), or `{ $meta }` (17312 for an object
 * without it); a `$sort` stage also needs at least one key (15976).
 */
export function checkSortPattern(sort: unknown, stage = false): void {
  if (!isPlainObject(sort)) return;
  const keys = Object.keys(sort);
  if (stage && keys.length === 0)
    throw new CommandError(ErrorCodes.Location15976, '$sort stage must have at least one sort key');
  for (const key of keys) {
    const value = sort[key];
    if (isPlainObject(value)) {
      if (Object.keys(value)[0] !== '$meta')
        throw new CommandError(
          ErrorCodes.Location17312,
          '$meta is the only expression supported by $sort right now',
        );
      continue;
    }
    if (!isBsonNumber(value))
      throw new CommandError(
        ErrorCodes.Location15974,
        `Illegal key in $sort specification: ${key}: ${shownValue(value)}`,
      );
    const order = Math.trunc(numberOf(value));
    if (order !== 1 && order !== -1)
      throw new CommandError(
        ErrorCodes.Location15975,
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    // a long, a double or a decimal direction (`NumberLong(-1)`, 1.5) is read as MongoDB reads it; the request's
    // own (parsed) sort document is rewritten so that the planner and mingo see 1 or -1
    if (value !== order) sort[key] = order;
  }
}
