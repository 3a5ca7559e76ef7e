import { bsonTypeOf } from '../storage/bsonTypes';
import type { Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { isBsonNumber, numberOf } from './findChecks';

// An index key pattern as MongoDB 7 validates it (`index_key_validate.cpp`, the index catalog's plugin check),
// each refusal 67 CannotCreateIndex: a value is a non-zero number (the sign is the direction) or the name of an
// index type MongoDB has; `{ a: 'foo' }` was stored as an index named `a_foo`. The geo and text types are
// accepted here and `unsupported.ts` answers for the queries that need them.

/** The index types (plugins) MongoDB 7 knows. */
const PLUGINS = new Set(['2d', '2dsphere', 'text', 'hashed', 'columnstore', '2dsphere_bucket']);

/** MongoDB's limit on the fields of one index (`Index::kMaxKeyPatternFields`). */
const MAX_FIELDS = 32;

export function checkIndexKey(key: Doc): void {
  const fields = Object.keys(key).length;
  if (fields > MAX_FIELDS)
    throw new CommandError(
      ErrorCodes.CannotCreateIndex,
      `Index key pattern has ${fields} fields; the limit is ${MAX_FIELDS}`,
    );
  for (const value of Object.values(key)) {
    if (isBsonNumber(value)) {
      const n = numberOf(value);
      if (Number.isNaN(n))
        throw new CommandError(ErrorCodes.CannotCreateIndex, "Values in the index key pattern can't be NaN.");
      if (n === 0)
        throw new CommandError(ErrorCodes.CannotCreateIndex, "Values in the index key pattern can't be 0.");
    } else if (typeof value === 'string') {
      if (!PLUGINS.has(value))
        throw new CommandError(ErrorCodes.CannotCreateIndex, `Unknown index plugin '${value}'`);
    } else {
      throw new CommandError(
        ErrorCodes.CannotCreateIndex,
        `Values in v:2 index key pattern cannot be of type ${bsonTypeOf(value)}. Only numbers > 0, numbers < 0, and strings are allowed.`,
      );
    }
  }
}
