import { calculateObjectSize } from 'bson';
import type { Doc } from '../storage/values';
import { MAX_BSON_SIZE } from './admin';
import { CommandError, ErrorCodes } from './errors';

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
  const size = calculateObjectSize(doc);
  if (size <= MAX_BSON_SIZE) return;
  if (kind === 'insert') {
    if (size > MAX_INTERNAL_SIZE)
      throw new CommandError(
        10334,
        `BSONObj size: ${size} (0x${size.toString(16).toUpperCase()}) is invalid. ` +
          `Size must be between 0 and ${MAX_INTERNAL_SIZE}(16MB)`,
        { codeName: 'BSONObjectTooLarge' },
      );
    throw new CommandError(
      ErrorCodes.BadValue,
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
    );
  }
  if (kind === 'upsert')
    throw new CommandError(17420, `Document to upsert is larger than ${MAX_BSON_SIZE}`, {
      codeName: 'Location17420',
    });
  const message = `Resulting document after update is larger than ${MAX_BSON_SIZE}`;
  throw new CommandError(
    17419,
    kind === 'findAndModify'
      ? `Plan executor error during findAndModify :: caused by :: ${message}`
      : message,
    { codeName: 'Location17419' },
  );
}
