import { Decimal128, Long } from 'bson';
import { evalExpr } from 'mingo/core';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { bsonTypeOf, typeName } from './bsonTypes';
import { isPlainObject } from './values';

// Expression operators where MongoDB 7 answers an error and mingo a value (or its own wording under 2 BadValue):
// `$mod` by zero (mingo: null), `$ln`/`$log`/`$log10` of a number <= 0 (null), `$substrCP`/`$substrBytes` from a
// negative index ('' ), `$dateFromString` of a string it cannot parse without `onError` (missing), and the
// conversions (`$toInt`, `$convert`, …) of a value they cannot convert (241 ConversionFailure on MongoDB). Each
// wrapper evaluates the arguments once, checks them as `expression.cpp` does, and hands mingo's operator the
// values as literals.

type ExpressionOperator = (obj: AnyObject, expr: Any, options: Options) => Any;

/** A numeric value as a JavaScript number; undefined for anything else (null, strings, …). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number(value.toString());
  return undefined;
}

/** The operator's arguments evaluated, and an operand made of them as literals for mingo's operator. */
function evaluated(obj: AnyObject, expr: Any, options: Options): { args: unknown[]; literal: Any } {
  const list = Array.isArray(expr) ? expr : [expr];
  const args = list.map((e) => evalExpr(obj, e as Any, options) as unknown);
  const literals = args.map((v) => ({ $literal: v }));
  return { args, literal: (Array.isArray(expr) ? literals : literals[0]) as Any };
}

/** Wraps an operator whose evaluated arguments `check` may refuse. */
function checked(original: ExpressionOperator, check: (args: unknown[]) => void): ExpressionOperator {
  return (obj, expr, options) => {
    const { args, literal } = evaluated(obj, expr, options);
    check(args);
    return original(obj, literal, options);
  };
}

const fail = (code: number, message: string): CommandError => new CommandError(code, message);

/** `$ln`/`$log10`: a positive argument (NaN passes, null is null). */
function positive(name: string, code: number) {
  return ([value]: unknown[]): void => {
    const n = numeric(value);
    if (n !== undefined && n <= 0)
      throw fail(code, `${name}'s argument must be a positive number, but is ${n}`);
  };
}

function substring(name: string) {
  return ([, start, length]: unknown[]): void => {
    const from = numeric(start);
    const count = numeric(length);
    if (name === '$substrCP') {
      if (count !== undefined && Math.trunc(count) < 0)
        throw fail(ErrorCodes.Location34454, `${name}: length must be a nonnegative integer.`);
      if (from !== undefined && Math.trunc(from) < 0)
        throw fail(ErrorCodes.Location34455, `${name}: the starting index must be nonnegative integer.`);
    } else if (from !== undefined && Math.trunc(from) < 0) {
      throw fail(
        ErrorCodes.Location50752,
        `${name}:  starting index must be non-negative (got: ${Math.trunc(from)})`,
      );
    }
  };
}

/** MongoDB's `$convert` failure for a value it cannot convert and no `onError`. */
function conversionError(value: unknown, to: string): CommandError {
  if (typeof value === 'string') {
    if (to === 'date') return fail(ErrorCodes.ConversionFailure, `Error parsing date string '${value}'`);
    if (to === 'int' || to === 'long' || to === 'double' || to === 'decimal')
      return fail(
        ErrorCodes.ConversionFailure,
        `Failed to parse number '${value}' in $convert with no onError value: Did not consume whole string.`,
      );
  }
  return fail(
    ErrorCodes.ConversionFailure,
    `Unsupported conversion from ${bsonTypeOf(value)} to ${to} in $convert with no onError value`,
  );
}

/** `$toInt`, `$toDate`, …: mingo throws its own error; MongoDB answers 241. */
function conversion(original: ExpressionOperator, to: string): ExpressionOperator {
  return (obj, expr, options) => {
    const { args, literal } = evaluated(obj, expr, options);
    try {
      return original(obj, literal, options);
    } catch (error) {
      if (error instanceof CommandError) throw error;
      throw conversionError(args[0], to);
    }
  };
}

const TYPE_NAMES: Record<string | number, string> = {
  1: 'double',
  2: 'string',
  8: 'bool',
  9: 'date',
  16: 'int',
  18: 'long',
  19: 'decimal',
};

function $convert(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const onError = isPlainObject(expr) && expr.onError !== undefined;
    try {
      const result = original(obj, expr, options);
      if (result !== null || onError || !isPlainObject(expr)) return result;
      // mingo answers null when it cannot convert and errors are not fatal: only a null input may be null
      const input = evalExpr(obj, expr.input as Any, options);
      if (input === null || input === undefined) return result;
      const to = evalExpr(obj, expr.to as Any, options) as string | number;
      throw conversionError(input, TYPE_NAMES[to] ?? String(to));
    } catch (error) {
      if (error instanceof CommandError || !isPlainObject(expr)) throw error;
      const input = evalExpr(obj, expr.input as Any, options);
      const to = evalExpr(obj, expr.to as Any, options) as string | number;
      throw conversionError(input, TYPE_NAMES[to] ?? String(to));
    }
  };
}

function $dateFromString(original: ExpressionOperator): ExpressionOperator {
  return (obj, expr, options) => {
    const result = original(obj, expr, options);
    if (result !== undefined || !isPlainObject(expr) || expr.onError !== undefined) return result;
    const dateString = evalExpr(obj, expr.dateString as Any, options);
    if (typeof dateString !== 'string') return result;
    throw fail(ErrorCodes.ConversionFailure, `Error parsing date string '${dateString}'`);
  };
}

/**
 * An operator whose refusals mingo already makes, in its own words under 2 BadValue: on an error (only then) the
 * arguments are evaluated again to word it as MongoDB does, with its code.
 */
function reworded(
  original: ExpressionOperator,
  error: (args: unknown[]) => CommandError | undefined,
): ExpressionOperator {
  return (obj, expr, options) => {
    try {
      return original(obj, expr, options);
    } catch (thrown) {
      if (thrown instanceof CommandError) throw thrown;
      throw error(evaluated(obj, expr, options).args) ?? thrown;
    }
  };
}

/** mingo's expression operators, refusing what MongoDB 7 refuses (composed in `mingoOptions.ts`). */
export function checkedExpressionOperators(
  original: Record<string, ExpressionOperator>,
): Record<string, ExpressionOperator> {
  return {
    $mod: checked(original.$mod, ([a, b]) => {
      if (numeric(a) !== undefined && numeric(b) === 0)
        throw fail(ErrorCodes.Location16610, "can't $mod by zero");
    }),
    $divide: checked(original.$divide, ([a, b]) => {
      if (numeric(a) !== undefined && numeric(b) === 0)
        throw fail(ErrorCodes.BadValue, "can't $divide by zero");
    }),
    $ln: checked(original.$ln, positive('$ln', ErrorCodes.Location28766)),
    $log10: checked(original.$log10, positive('$log10', ErrorCodes.Location28761)),
    $log: checked(original.$log, ([value, base]) => {
      const n = numeric(value);
      const b = numeric(base);
      if (n !== undefined && n <= 0)
        throw fail(ErrorCodes.Location28758, `$log's argument must be a positive number, but is ${n}`);
      if (b !== undefined && (b <= 0 || b === 1))
        throw fail(
          ErrorCodes.Location28759,
          `$log's base must be a positive number not equal to 1, but is ${b}`,
        );
    }),
    $sqrt: checked(original.$sqrt, ([value]) => {
      const n = numeric(value);
      if (n !== undefined && n < 0)
        throw fail(ErrorCodes.Location28714, "$sqrt's argument must be greater than or equal to 0");
    }),
    $pow: checked(original.$pow, ([base, exponent]) => {
      const e = numeric(exponent);
      if (numeric(base) === 0 && e !== undefined && e < 0)
        throw fail(ErrorCodes.Location28764, '$pow cannot take a base of 0 and a negative exponent');
    }),
    $substrCP: checked(original.$substrCP, substring('$substrCP')),
    $substrBytes: checked(original.$substrBytes, substring('$substrBytes')),
    $substr: checked(original.$substr, substring('$substr')),
    $dateFromString: $dateFromString(original.$dateFromString),
    $toInt: conversion(original.$toInt, 'int'),
    $toLong: conversion(original.$toLong, 'long'),
    $toDouble: conversion(original.$toDouble, 'double'),
    $toDecimal: conversion(original.$toDecimal, 'decimal'),
    $toDate: conversion(original.$toDate, 'date'),
    $convert: $convert(original.$convert),
    $add: reworded(original.$add, (args) => {
      const other = args.find((v) => numeric(v) === undefined && !(v instanceof Date) && v != null);
      return other === undefined
        ? undefined
        : fail(ErrorCodes.Location16554, `$add only supports numeric or date types, not ${typeName(other)}`);
    }),
    $concat: reworded(original.$concat, (args) => {
      const other = args.find((v) => typeof v !== 'string' && v != null);
      return other === undefined
        ? undefined
        : fail(ErrorCodes.Location16702, `$concat only supports strings, not ${typeName(other)}`);
    }),
    // MongoDB's $size does not pass null through: anything but an array (null, a missing field) is refused
    $size: checked(original.$size, ([value]) => {
      if (!Array.isArray(value))
        throw fail(
          ErrorCodes.Location17124,
          `The argument to $size must be an array. Type of argument: ${typeName(value)}`,
        );
    }),
    $arrayElemAt: reworded(original.$arrayElemAt, ([array, index]) =>
      Array.isArray(array) || array == null
        ? numeric(index) === undefined
          ? fail(
              ErrorCodes.Location28690,
              `$arrayElemAt's second argument must be a numeric value, but is ${typeName(index)}`,
            )
          : undefined
        : fail(
            ErrorCodes.Location28689,
            `$arrayElemAt's first argument must be an array, but is ${typeName(array)}`,
          ),
    ),
  };
}
