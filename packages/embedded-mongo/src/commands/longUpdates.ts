import { getPath, isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

/**
 * `$inc`, `$mul`, `$min` and `$max` where a 64-bit long (a bigint) is involved, done here and handed to
 * mingo as `$set`: mingo's arithmetic knows only JavaScript numbers. As in MongoDB, long with int stays a
 * long (exact; past the 64-bit range answers 2 BadValue), long with a fractional double gives a double.
 */
export function longArithmetic(doc: Doc, u: unknown): unknown {
  if (!isPlainObject(u)) return u;
  let out: Doc | undefined;
  for (const op of ['$inc', '$mul', '$min', '$max']) {
    const spec = u[op];
    if (!isPlainObject(spec)) continue;
    for (const [path, operand] of Object.entries(spec)) {
      if (path.includes('$')) continue;
      const current = getPath(doc, path);
      if (typeof operand !== 'bigint' && typeof current !== 'bigint') continue;
      const result = apply(op, current, operand, doc);
      if (result === undefined) continue;
      out ??= { ...u };
      const rest = { ...(out[op] as Doc) };
      delete rest[path];
      if (Object.keys(rest).length > 0) out[op] = rest;
      else delete out[op];
      out.$set = { ...(out.$set as Doc | undefined), [path]: result };
    }
  }
  return out ?? u;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const isNumeric = (v: unknown): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';
const whole = (v: number | bigint): boolean => typeof v === 'bigint' || Number.isInteger(v);

function apply(op: string, current: unknown, operand: unknown, doc: Doc): unknown {
  if (!isNumeric(operand)) return undefined;
  if (op === '$min' || op === '$max') {
    if (current === undefined) return operand;
    if (!isNumeric(current)) return undefined;
    return (op === '$min' ? operand < current : operand > current) ? operand : current;
  }
  if (current === undefined || current === null) {
    if (current === null)
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        `Cannot apply ${op} to a value of non-numeric type null`,
      );
    return op === '$inc' ? operand : typeof operand === 'bigint' ? 0n : 0;
  }
  if (!isNumeric(current))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `Cannot apply ${op} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field of non-numeric type ${typeof current}`,
    );
  if (!whole(current) || !whole(operand))
    return op === '$inc' ? Number(current) + Number(operand) : Number(current) * Number(operand);
  const a = BigInt(current);
  const b = BigInt(operand);
  const result = op === '$inc' ? a + b : a * b;
  if (result < INT64_MIN || result > INT64_MAX)
    throw new CommandError(
      ErrorCodes.BadValue,
      `Failed to apply ${op} operations to current value (${String(current)}) for document {_id: ${String(doc._id)}}`,
    );
  return result;
}
