import { BSONRegExp, DBRef } from 'bson';
import { isPlainObject } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { checkExpression } from './expressionNames';
import { isBsonNumber, numberOf } from './findChecks';

// The arguments of query operators, refused as MongoDB 7's `expression_parser.cpp` refuses them (2 BadValue
// unless said otherwise) before any document is read: mingo would run `$size: -1` or `$mod: [0, 1]` and match
// nothing, or `$and: []` and match everything.

const bad = (message: string): CommandError => new CommandError(ErrorCodes.BadValue, message);

/** `$size`: an int, a long that fits an int, or a whole double; not negative. */
function checkSize(operand: unknown): void {
  if (!isBsonNumber(operand)) throw bad('$size needs a number');
  const n = numberOf(operand);
  if (!Number.isInteger(n)) throw bad('$size must be a whole number');
  if (n < 0) throw bad('$size may not be negative');
}

/** `$mod`: `[divisor, remainder]`, numbers, the divisor not 0 once truncated (ModMatchExpression). */
function checkMod(operand: unknown): void {
  if (!Array.isArray(operand)) throw bad('malformed mod, needs to be an array');
  if (operand.length < 2) {
    if (operand.length === 1 && !isBsonNumber(operand[0])) throw bad('malformed mod, divisor not a number');
    throw bad('malformed mod, not enough elements');
  }
  if (!isBsonNumber(operand[0])) throw bad('malformed mod, divisor not a number');
  if (operand.length > 2) throw bad('malformed mod, too many elements');
  if (Math.trunc(numberOf(operand[0])) === 0) throw bad('divisor cannot be 0');
}

/** `$in`/`$nin`: an array, whose elements are values or regexes, not operator documents. */
function checkIn(name: string, operand: unknown): void {
  if (!Array.isArray(operand)) throw bad(`${name} needs an array`);
  for (const value of operand) {
    if (
      isPlainObject(value) &&
      Object.keys(value)[0]?.startsWith('$') &&
      !('$ref' in value || '$id' in value)
    )
      throw bad(`cannot nest $ under ${name}`);
  }
}

const REGEX_FLAGS = new Set(['i', 'm', 's', 'x', 'u']);

function checkRegexOptions(options: unknown): void {
  if (typeof options !== 'string') throw bad('$options has to be a string');
  for (const flag of options) {
    if (!REGEX_FLAGS.has(flag))
      throw new CommandError(ErrorCodes.Location51108, `invalid flag in regex options: ${flag}`);
  }
}

/** Checks one field-level operator's argument; `condition` is the operator document it stands in. */
export function checkOperatorArgument(
  name: string,
  operand: unknown,
  condition: Record<string, unknown>,
): void {
  switch (name) {
    case '$size':
      return checkSize(operand);
    case '$mod':
      return checkMod(operand);
    case '$in':
    case '$nin':
      return checkIn(name, operand);
    case '$all':
      if (!Array.isArray(operand)) throw bad('$all needs an array');
      return;
    case '$elemMatch':
      // `{ $ref, $id }` reaches the engine as a DBRef (the BSON reader makes one of that shape)
      if (!isPlainObject(operand) && !(operand instanceof DBRef)) throw bad('$elemMatch needs an Object');
      return;
    case '$not':
      if (operand instanceof RegExp || operand instanceof BSONRegExp) return;
      if (!isPlainObject(operand)) throw bad('$not needs a regex or a document');
      if (Object.keys(operand).length === 0) throw bad('$not cannot be empty');
      return;
    case '$regex':
      if (typeof operand !== 'string' && !(operand instanceof RegExp) && !(operand instanceof BSONRegExp))
        throw bad('$regex has to be a string');
      if (condition.$options !== undefined) checkRegexOptions(condition.$options);
      return;
    case '$options':
      if (condition.$regex === undefined) throw bad('$options needs a $regex');
      return;
    default:
      return;
  }
}

/** Checks a top-level operator's argument: the logical operators' arrays of filters, `$expr`'s expression. */
export function checkTopLevelArgument(name: string, operand: unknown): void {
  if (name === '$and' || name === '$or' || name === '$nor') {
    if (!Array.isArray(operand)) throw bad(`${name} must be an array`);
    if (operand.length === 0) throw bad('$and/$or/$nor must be a nonempty array');
    if (operand.some((part) => !isPlainObject(part)))
      throw bad('$or/$and/$nor entries need to be full objects');
  } else if (name === '$expr') {
    checkExpression(operand);
  }
}
