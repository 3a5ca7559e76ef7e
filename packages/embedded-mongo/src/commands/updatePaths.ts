import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// MongoDB 7 parses every path of an operator update before it looks at a document (`field_checker.cpp`
// `isUpdatable`): an empty path, or one with an empty part (`a..b`, `a.`), answers 56 EmptyFieldName. mingo
// ignored `$unset: { '': 1 }` and the update reported success.

function checkPath(path: string): void {
  if (path === '') throw new CommandError(ErrorCodes.EmptyFieldName, 'An empty update path is not valid.');
  if (path.split('.').some((part) => part === ''))
    throw new CommandError(
      ErrorCodes.EmptyFieldName,
      `The update path '${path}' contains an empty field name, which is not allowed.`,
    );
}

/** Refuses an operator update naming an empty path (also a `$rename` target). */
export function checkUpdatePaths(update: Doc): void {
  for (const [operator, spec] of Object.entries(update)) {
    if (!isPlainObject(spec)) continue;
    for (const [path, value] of Object.entries(spec)) {
      checkPath(path);
      if (operator === '$rename' && typeof value === 'string') checkPath(value);
    }
  }
}
