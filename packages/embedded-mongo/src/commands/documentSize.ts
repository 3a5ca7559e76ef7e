import { Binary, calculateObjectSize, ObjectId } from 'bson';
import type { Doc } from '../storage/values';
import { MAX_BSON_SIZE } from './admin';
import { CommandError, ErrorCodes } from './errors';

/**
 * An upper bound of a value's BSON size (a string's UTF-8 is at most 3 bytes per UTF-16 unit; 32 bytes
 * cover an ObjectId or a date, a number or a boolean with its type byte), stopping once past `limit`.
 */
function sizeBound(value: unknown, limit: number): number {
  if (typeof value === 'string') return value.length * 3 + 8;
  if (value === null || typeof value !== 'object') return 32;
  let total = 8;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      total += 8 + sizeBound(value[i], limit);
      if (total > limit) return total;
    }
    return total;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    if (value instanceof ObjectId || value instanceof Date) return 32;
    if (value instanceof Binary) return value.position + 32;
    // Other BSON values (regexes, code, DBRefs, …) are rare: their exact size.
    return calculateObjectSize({ v: value }) + 32;
  }
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    total += keys[i].length * 3 + 2 + sizeBound((value as Doc)[keys[i]], limit);
    if (total > limit) return total;
  }
  return total;
}

/** What a write does with the document, for MongoDB's message and code when it is too large. */
export type SizedWrite = 'insert' | 'update' | 'upsert' | 'findAndModify';

/** MongoDB's own size check of a message's documents: 16 MiB plus room for the command around them. */
const MAX_INTERNAL_SIZE = MAX_BSON_SIZE + 16 * 1024;

/**
 * Refuses a document over 16 MiB before it is stored, with the code and message MongoDB 7 gives for
 * each kind of write: an insert answers 2 BadValue (`object to insert too large`; 10334
 * BSONObjectTooLarge past the message's own limit), an update or replacement 17419, an upsert 17420.
 */
export function assertDocumentSize(doc: Doc, kind: SizedWrite): void {
  // The exact size costs a BSON walk; a cheap bound first, since nearly every document is far below it.
  if (sizeBound(doc, MAX_BSON_SIZE) <= MAX_BSON_SIZE) return;
  const size = calculateObjectSize(doc);
  if (size <= MAX_BSON_SIZE) return;
  if (kind === 'insert') {
    if (size > MAX_INTERNAL_SIZE)
      throw new CommandError(
        ErrorCodes.BSONObjectTooLarge,
        `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. ` +
          `Size must be between 0 and ${MAX_INTERNAL_SIZE}(16MB)`,
      );
    throw new CommandError(
      ErrorCodes.BadValue,
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
    );
  }
  if (kind === 'upsert')
    throw new CommandError(ErrorCodes.Location17420, `Document to upsert is larger than ${MAX_BSON_SIZE}`);
  const message = `Resulting document after update is larger than ${MAX_BSON_SIZE}`;
  throw new CommandError(
    ErrorCodes.Location17419,
    kind === 'findAndModify'
      ? `Plan executor error during findAndModify :: caused by :: ${message}`
      : message,
  );
}
