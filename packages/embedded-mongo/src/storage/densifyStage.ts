import type { Iterator } from 'mingo/lazy';
import { Lazy } from 'mingo/lazy';
import { $dateAdd } from 'mingo/operators/expression';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError, ErrorCodes } from '../commands/errors';
import { compareValues } from './longAggregation';
import { getPath, isPlainObject, setPath } from './values';
import { asExactNumber, fail, partitionKeyer } from './windowStages';

// `$densify` as MongoDB 7 generates the missing steps of a number or date field (its own stage, sharing the
// window stages' partition key and long checks): mingo's stops short of an explicit upper bound, and a long's
// steps would not be exact in doubles (115).

type PipelineOperator = (coll: Iterator, expr: Any, options: Options) => Iterator;

/** More documents than this from one `$densify` answers BadValue rather than filling memory. */
const MAX_DENSIFIED = 1_000_000;

/** `$densify`: the missing steps of a number or date field, per partition, as MongoDB 7 generates them. */
export const $densify: PipelineOperator = (coll, expr, options) => {
  const D = '$densify';
  if (!isPlainObject(expr) || typeof expr.field !== 'string' || !isPlainObject(expr.range))
    fail(`${D} requires a 'field' and a 'range'`);
  const field = expr.field as string;
  const range = expr.range as AnyObject;
  const unit = range.unit as string | undefined;
  const step = asExactNumber(range.step, D);
  if (typeof step !== 'number' || !(step > 0))
    fail(`${D} 'range.step' must resolve to a number greater than zero.`);
  if (unit && !Number.isInteger(step))
    fail(`${D} 'range.step' must resolve to integer if 'range.unit' is specified.`);
  const bounds = range.bounds;
  let lower: unknown;
  let upper: unknown;
  if (Array.isArray(bounds)) {
    if (bounds.length !== 2) fail(`${D} 'range.bounds' must have exactly two elements.`);
    [lower, upper] = bounds.map((b) => asExactNumber(b, D));
    const dates = lower instanceof Date && upper instanceof Date;
    if (!(dates || (typeof lower === 'number' && typeof upper === 'number')))
      fail(`${D} 'range.bounds' must be both numbers or both dates.`);
    if (unit ? !dates : dates)
      fail(`${D} 'range.bounds' must be dates if and only if 'range.unit' is specified.`);
    if (compareValues(lower, upper) > 0) fail(`${D} 'range.bounds' must be ordered lower then upper.`);
  } else if (bounds !== 'full' && bounds !== 'partition')
    fail(`${D} 'range.bounds' must be 'full', 'partition' or an array of two bounds.`);
  const byFields = (expr.partitionByFields ?? []) as unknown;
  if (!Array.isArray(byFields) || byFields.some((f) => typeof f !== 'string'))
    fail(`${D} 'partitionByFields' must resolve to array of strings.`);
  const fields = byFields as string[];
  const next = (v: unknown): unknown =>
    unit ? $dateAdd({}, { startDate: v, unit, amount: step } as Any, options) : (v as number) + step;
  const cmp = (a: unknown, b: unknown): number =>
    a instanceof Date && b instanceof Date ? a.getTime() - b.getTime() : (a as number) - (b as number);

  return coll.transform((docs: AnyObject[]) => {
    const keyOf = partitionKeyer(options);
    const groups = new Map<string, { values: unknown[]; nulls: AnyObject[]; docs: AnyObject[] }>();
    let min: unknown;
    let max: unknown;
    for (const doc of docs) {
      const values = fields.map((f) => getPath(doc, f));
      const key = values.map(keyOf).join('\u0001');
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { values, nulls: [], docs: [] }));
      const v = getPath(doc, field);
      if (v === null || v === undefined) {
        group.nulls.push(doc);
        continue;
      }
      if (typeof v === 'bigint')
        throw new CommandError(
          ErrorCodes.CommandNotSupported,
          `${D} of a 64-bit long field is not supported by the embedded engine`,
        );
      if (unit ? !(v instanceof Date) : typeof v !== 'number')
        fail(
          `${D} Densify field type must be numeric with 'unit' unspecified, or a date with 'unit' specified.`,
        );
      group.docs.push(doc);
      if (min === undefined || cmp(v, min) < 0) min = v;
      if (max === undefined || cmp(v, max) > 0) max = v;
    }
    let generated = 0;
    const result: AnyObject[] = [];
    const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [, group] of ordered) {
      result.push(...group.nulls);
      const sorted = group.docs.map((doc) => ({ doc, v: getPath(doc, field) })).sort((a, b) => cmp(a.v, b.v));
      let start: unknown;
      let end: unknown;
      let inclusive = true;
      if (bounds === 'full') [start, end] = [min, max];
      else if (bounds === 'partition') [start, end] = [sorted[0]?.v, sorted[sorted.length - 1]?.v];
      else [start, end, inclusive] = [lower, upper, false];
      let cursor = start;
      const within = (v: unknown): boolean =>
        cursor !== undefined && end !== undefined && (inclusive ? cmp(v, end) <= 0 : cmp(v, end) < 0);
      const emit = (v: unknown): void => {
        if (++generated > MAX_DENSIFIED)
          throw new CommandError(
            ErrorCodes.BadValue,
            `${D} would generate more than ${MAX_DENSIFIED} documents`,
          );
        const doc: AnyObject = {};
        fields.forEach((f, i) => setPath(doc, f, group.values[i]));
        setPath(doc, field, v);
        result.push(doc);
      };
      for (const { doc, v } of sorted) {
        while (within(cursor) && cmp(cursor, v) < 0) {
          emit(cursor);
          cursor = next(cursor);
        }
        if (cursor !== undefined && cmp(cursor, v) === 0) cursor = next(cursor);
        result.push(doc);
      }
      while (within(cursor)) {
        emit(cursor);
        cursor = next(cursor);
      }
    }
    return Lazy(result);
  });
};
