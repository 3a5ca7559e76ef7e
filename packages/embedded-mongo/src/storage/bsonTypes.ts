import {
  Binary,
  BSONRegExp,
  Code,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
} from 'bson';
import { writtenAsInt } from './doubles';

/** The BSON type alias of a value as the wire layer hands it over (int32-range integers are `int`). */
export function bsonTypeOf(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return writtenAsInt(value) ? 'int' : 'double';
  if (value instanceof Int32) return 'int';
  if (value instanceof Double) return 'double';
  if (value instanceof Long || typeof value === 'bigint') return 'long';
  if (value instanceof Decimal128) return 'decimal';
  if (value instanceof ObjectId) return 'objectId';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp || value instanceof BSONRegExp) return 'regex';
  if (value instanceof Binary) return 'binData';
  if (value instanceof Timestamp) return 'timestamp';
  if (value instanceof Code) return 'javascript';
  if (value instanceof MinKey) return 'minKey';
  if (value instanceof MaxKey) return 'maxKey';
  if (Array.isArray(value)) return 'array';
  return 'object';
}

/** MongoDB's `typeName()` of a value in its error messages: `bsonTypeOf`, and `missing` for an absent value. */
export function typeName(value: unknown): string {
  return value === undefined ? 'missing' : bsonTypeOf(value);
}
