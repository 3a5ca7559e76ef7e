import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { indexOfArguments } from './extraExpressions';
import { typeName } from './bsonTypes';
import { argumentsOf, expectArguments, isNullish } from './expressionArguments';
import { defineField, isPlainObject } from './values';

// Expression operators where mingo answers otherwise than MongoDB 7 (`expression.cpp`), each checked against
// MongoDB's manual: `$toUpper`/`$toLower`/`$strcasecmp` change the case of ASCII letters only; `$indexOfBytes`
// counts UTF-8 bytes; `$week` and `%U` count Sunday-started weeks from the year's first Sunday (week 0 before it);
// `$dateToParts` with `iso8601` lists the ISO fields first; `$arrayToObject` takes its one argument in an array
// and keeps a repeated field's last value; `$switch` with no matching branch and no `default` fails (40066); `$in`
// without an array fails with 40081.

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;

const ASCII_LOWER = /[a-z]+/g;
const ASCII_UPPER = /[A-Z]+/g;
const asciiUpper = (s: string): string => s.replace(ASCII_LOWER, (m) => m.toUpperCase());
const asciiLower = (s: string): string => s.replace(ASCII_UPPER, (m) => m.toLowerCase());

/** `$toUpper`/`$toLower` of a string: ASCII letters only (other values: mingo's coercion, whose text is ASCII). */
function asciiCase(
  name: string,
  original: ExpressionOperator,
  convert: (s: string) => string,
): ExpressionOperator {
  return (obj, expr, options) => {
    const args = argumentsOf(obj, expr, options);
    expectArguments(name, 1, args);
    return typeof args[0] === 'string' ? convert(args[0]) : original(obj, expr, options);
  };
}

/** `$strcasecmp`: both strings with their ASCII letters upper-cased, compared byte by byte (UTF-8). */
function strcasecmp(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = argumentsOf(obj, expr, options);
    expectArguments('$strcasecmp', 2, args);
    const [a, b] = args;
    if (typeof a !== 'string' || typeof b !== 'string') return original(obj, expr, options);
    return Math.sign(Buffer.compare(Buffer.from(asciiUpper(a)), Buffer.from(asciiUpper(b))));
  };
}

/** `$indexOfBytes`: the UTF-8 byte offset of a substring, from an optional start to an optional end (bytes). */
const $indexOfBytes: ExpressionOperator = (obj, expr, options) => {
  const checked = indexOfArguments('$indexOfBytes', argumentsOf(obj, expr, options));
  if (!checked) return null;
  const { input, token } = checked;
  const bytes = Buffer.from(input);
  const needle = Buffer.from(token);
  const from = checked.start ?? 0;
  const to = Math.min(checked.end ?? bytes.length, bytes.length);
  if (from > to) return -1;
  const at = bytes.subarray(0, to).indexOf(needle, from);
  return at >= 0 && at + needle.length <= to ? at : -1;
};

/** Sunday-started weeks, the days before the year's first Sunday being week 0 (`$week`, `%U`). */
const sundayWeek = (dayOfYear: number, dayOfWeek: number): number =>
  Math.floor((dayOfYear - dayOfWeek + 7) / 7);

function $week(operators: Record<string, ExpressionOperator>): ExpressionOperator {
  return (obj, expr, options) => {
    const dayOfYear = operators.$dayOfYear(obj, expr, options);
    const dayOfWeek = operators.$dayOfWeek(obj, expr, options);
    if (typeof dayOfYear !== 'number' || typeof dayOfWeek !== 'number') return null;
    return sundayWeek(dayOfYear, dayOfWeek);
  };
}

/**
 * `$dateToString` with `%U` written as MongoDB counts it and `%%` as a literal percent sign (mingo drops it), the
 * rest by mingo: the format is cut at each `%%`, each piece formatted, and the pieces joined with `%`.
 */
function dateToString(operators: Record<string, ExpressionOperator>): ExpressionOperator {
  const week = $week(operators);
  return (obj, expr, options) => {
    if (!isPlainObject(expr) || typeof expr.format !== 'string' || !/%[U%]/.test(expr.format))
      return operators.$dateToString(obj, expr, options);
    const at = {
      date: expr.date,
      ...(expr.timezone === undefined ? {} : { timezone: expr.timezone }),
    } as Any;
    const n = week(obj, at, options);
    if (n === null) return operators.$dateToString(obj, expr, options);
    const digits = String(n).padStart(2, '0');
    const pieces = expr.format.split('%%').map((piece) => {
      const format = piece.split('%U').join(digits);
      return format === '' ? '' : operators.$dateToString(obj, { ...expr, format } as Any, options);
    });
    return pieces.some((p) => p === null) ? null : pieces.join('%');
  };
}

const ISO_PARTS = ['isoWeekYear', 'isoWeek', 'isoDayOfWeek', 'hour', 'minute', 'second', 'millisecond'];

function dateToParts(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const parts = original(obj, expr, options);
    if (!isPlainObject(parts) || !('isoWeekYear' in parts)) return parts;
    const ordered: AnyObject = {};
    for (const key of ISO_PARTS) if (key in parts) ordered[key] = parts[key];
    return ordered;
  };
}

/** `$arrayToObject`: `[[k, v], …]` or `[{ k, v }, …]`, a repeated field keeping its last value. */
const $arrayToObject: ExpressionOperator = (obj, expr, options) => {
  const args = argumentsOf(obj, expr, options);
  expectArguments('$arrayToObject', 1, args);
  const [input] = args;
  if (isNullish(input)) return null;
  if (!Array.isArray(input))
    throw new CommandError(
      ErrorCodes.Location40386,
      `$arrayToObject requires an array input, found: ${typeName(input)}`,
    );
  const out: AnyObject = {};
  for (const element of input as unknown[]) {
    let key: unknown;
    let value: unknown;
    if (Array.isArray(element) && element.length === 2) [key, value] = element;
    else if (isPlainObject(element) && Object.keys(element).length === 2 && 'k' in element && 'v' in element)
      [key, value] = [element.k, element.v];
    else
      throw new CommandError(
        ErrorCodes.Location40398,
        `Unrecognised input type format for $arrayToObject: ${typeName(element)}`,
      );
    if (typeof key !== 'string')
      throw new CommandError(
        ErrorCodes.Location40395,
        `$arrayToObject requires an array of key-value pairs, where the key must be of type string. Found key type: ${typeName(key)}`,
      );
    // a repeated key moves to where MongoDB's builder puts it: its last occurrence
    if (Object.prototype.hasOwnProperty.call(out, key)) delete out[key];
    defineField(out, key, value);
  }
  return out;
};

/** What `$switch` answers when no branch matched: a value no expression can produce. */
const NO_BRANCH = Symbol('no branch');

function $switch(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    if (!isPlainObject(expr) || 'default' in expr) return original(obj, expr, options);
    const result = original(obj, { ...expr, default: { $literal: NO_BRANCH } } as unknown as Any, options);
    if ((result as unknown) === NO_BRANCH)
      throw new CommandError(
        ErrorCodes.Location40066,
        '$switch could not find a matching branch for an input, and no default was specified.',
      );
    return result;
  };
}

function $in(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const args = argumentsOf(obj, expr, options);
    expectArguments('$in', 2, args);
    if (!Array.isArray(args[1]))
      throw new CommandError(
        ErrorCodes.Location40081,
        `$in requires an array as a second argument, found: ${typeName(args[1])}`,
      );
    return original(obj, expr, options);
  };
}

/** The operators above, each wrapping the engine's current one of its name. */
export function stringDateOperators(
  operators: Record<string, ExpressionOperator>,
): Record<string, ExpressionOperator> {
  return {
    $toUpper: asciiCase('$toUpper', operators.$toUpper, asciiUpper),
    $toLower: asciiCase('$toLower', operators.$toLower, asciiLower),
    $strcasecmp: strcasecmp(operators.$strcasecmp),
    $indexOfBytes,
    $week: $week(operators),
    $dateToString: dateToString(operators),
    $dateToParts: dateToParts(operators.$dateToParts),
    $arrayToObject,
    $switch: $switch(operators.$switch),
    $in: $in(operators.$in),
  };
}
