import { Int32, Long, ObjectId } from 'bson';
import { typeName } from '../storage/bsonTypes';
import { isPlainObject, type Doc } from '../storage/values';
import { isBsonNumber } from './findChecks';
import { CommandError, ErrorCodes } from './errors';

// mingo's update operators skip a field of the wrong type silently (`$push` onto a number, `$inc` of a
// string, `$set` of `a.b` where `a` is 1): MongoDB 7 refuses the statement with these errors, so an
// unordered bulk write reports it as that statement's write error and the document stays as it was.

/** MongoDB's name of a value's BSON type (`typeName()` in its messages; an absent field is `missing`). */

/** A value as MongoDB prints it in error messages (`{ x: 1 }`, `[ 1, 2 ]`, `"a"`). */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(shown).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${shown(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

function isIntegral(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'bigint' || value instanceof Int32 || value instanceof Long;
}

type Walk =
  | { kind: 'value'; value: unknown }
  | { kind: 'missing' }
  | { kind: 'blocked'; field: string; name: string; element: unknown };

/** Follows a dotted path: its value, or missing (creatable), or blocked by a scalar or an array. */
function walk(doc: Doc, parts: string[]): Walk {
  let node: unknown = doc;
  let name = '';
  for (const part of parts) {
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(part)) return { kind: 'blocked', field: part, name, element: node };
      node = node[Number(part)];
    } else if (isPlainObject(node)) {
      node = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
    } else {
      return { kind: 'blocked', field: part, name, element: node };
    }
    if (node === undefined) return { kind: 'missing' };
    name = part;
  }
  return { kind: 'value', value: node };
}

/** Operators that create their path when it is missing. */
const CREATING = new Set([
  '$set',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
  '$bit',
]);

/** Throws MongoDB's error when an operator meets a value or a path of the wrong type in `doc`. */
export function checkOperatorTypes(doc: Doc, operators: Doc): void {
  const idShown = `{_id: ${shown(doc._id)}}`;
  for (const [op, spec] of Object.entries(operators)) {
    if (!isPlainObject(spec)) continue;
    for (const [path, argument] of Object.entries(spec)) {
      if (op === '$inc' || op === '$mul') {
        if (!isBsonNumber(argument))
          throw new CommandError(
            ErrorCodes.TypeMismatch,
            `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${shown(argument)}}`,
          );
      }
      if (op === '$rename' && argument === path)
        throw new CommandError(
          ErrorCodes.BadValue,
          `The source and target field for $rename must differ: ${path}`,
        );
      const targets = op === '$rename' && typeof argument === 'string' ? [argument] : [path];
      for (const target of targets) {
        const parts = target.split('.');
        // positional paths are resolved by the updater against the query and array filters
        if (parts.some((p) => p.startsWith('$'))) continue;
        const found = walk(doc, parts);
        if (found.kind === 'blocked') {
          if (CREATING.has(op) || op === '$rename')
            throw new CommandError(
              ErrorCodes.PathNotViable,
              `Cannot create field '${found.field}' in element {${found.name}: ${shown(found.element)}}`,
            );
          continue;
        }
        if (found.kind !== 'value' || op === '$rename') continue;
        checkValue(op, target, parts[parts.length - 1], found.value, idShown);
      }
    }
  }
}

function checkValue(op: string, path: string, field: string, value: unknown, idShown: string): void {
  const type = typeName(value);
  switch (op) {
    case '$inc':
    case '$mul':
      if (!isBsonNumber(value))
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. ${idShown} has the field '${field}' of non-numeric type ${type}`,
        );
      return;
    case '$push':
      if (!Array.isArray(value))
        throw new CommandError(
          ErrorCodes.BadValue,
          `The field '${path}' must be an array but is of type ${type} in document ${idShown}`,
        );
      return;
    case '$addToSet':
      if (!Array.isArray(value))
        throw new CommandError(
          ErrorCodes.BadValue,
          `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${type}`,
        );
      return;
    case '$pull':
    case '$pullAll':
      if (!Array.isArray(value))
        throw new CommandError(ErrorCodes.BadValue, 'Cannot apply $pull to a non-array value');
      return;
    case '$pop':
      if (!Array.isArray(value))
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Path '${path}' contains an element of non-array type '${type}'`,
        );
      return;
    case '$bit':
      if (!isIntegral(value))
        throw new CommandError(
          ErrorCodes.BadValue,
          `Cannot apply $bit to a value of non-integral type.${idShown} has the field ${field} of non-integer type ${type}`,
        );
      return;
    default:
  }
}
