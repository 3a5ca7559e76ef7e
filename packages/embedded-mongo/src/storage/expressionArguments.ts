import { evalExpr } from 'mingo/core';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';

/** Null or missing: what most expression operators answer null for. */
export const isNullish = (value: unknown): boolean => value === null || value === undefined;

/** An operator's arguments evaluated: the array form element by element, or the one expression. */
export function argumentsOf(obj: AnyObject, expr: Any, options: Options): unknown[] {
  return (Array.isArray(expr) ? expr : [expr]).map((e) => evalExpr(obj, e as Any, options) as unknown);
}

/** MongoDB's 16020 for an operator given the wrong number of arguments. */
export function expectArguments(name: string, count: number, args: unknown[]): void {
  if (args.length !== count)
    throw new CommandError(
      ErrorCodes.Location16020,
      `Expression ${name} takes exactly ${count} arguments. ${args.length} were passed in.`,
    );
}
