import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { checkOperatorArgument, checkTopLevelArgument } from './queryArguments';

/**
 * MongoDB 7 parses a filter before it runs it, so an operator it does not know is refused (2 BadValue
 * `unknown operator: $x`, or `unknown top level operator: $x`) even on a missing or empty collection;
 * mingo would find out only when it meets a document, and the engine answered an empty result.
 * The geospatial and text operators are known names here: `unsupported.ts` answers for them.
 */
const TOP_LEVEL = new Set([
  '$and',
  '$or',
  '$nor',
  '$expr',
  '$jsonSchema',
  '$where',
  '$text',
  '$comment',
  '$alwaysTrue',
  '$alwaysFalse',
  '$sampleRate',
]);

const FIELD_LEVEL = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$not',
  '$exists',
  '$type',
  '$mod',
  '$regex',
  '$options',
  '$all',
  '$elemMatch',
  '$size',
  '$bitsAllSet',
  '$bitsAnySet',
  '$bitsAllClear',
  '$bitsAnyClear',
  '$geoWithin',
  '$geoIntersects',
  '$within',
  '$near',
  '$nearSphere',
  '$maxDistance',
  '$minDistance',
  '$geometry',
  '$box',
  '$center',
  '$centerSphere',
  '$polygon',
  '$uniqueDocs',
  '$comment',
]);

/** A DBRef's fields start with `$` and are data, not operators (`{ ref: { $ref, $id } }`). */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

function checkOperators(condition: Doc): void {
  for (const [name, operand] of Object.entries(condition)) {
    if (!name.startsWith('$')) continue;
    if (!FIELD_LEVEL.has(name)) throw new CommandError(ErrorCodes.BadValue, `unknown operator: ${name}`);
    checkOperatorArgument(name, operand, condition);
    if (name === '$not' && isPlainObject(operand)) checkOperators(operand);
    if (name === '$elemMatch' && isPlainObject(operand)) checkElemMatch(operand);
  }
}

/** `$elemMatch` holds either conditions on the element itself (`{ $gt: 1 }`) or a query on element documents. */
function checkElemMatch(operand: Doc): void {
  const first = Object.keys(operand)[0];
  if (first?.startsWith('$') && !TOP_LEVEL.has(first) && !DBREF_FIELDS.has(first)) checkOperators(operand);
  else checkQueryOperators(operand);
}

/** Refuses, as MongoDB's parser does, a filter naming an operator that does not exist. */
export function checkQueryOperators(filter: unknown): void {
  if (!isPlainObject(filter)) return;
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$') && !DBREF_FIELDS.has(field)) {
      if (!TOP_LEVEL.has(field))
        throw new CommandError(ErrorCodes.BadValue, `unknown top level operator: ${field}`);
      checkTopLevelArgument(field, value);
      if ((field === '$and' || field === '$or' || field === '$nor') && Array.isArray(value))
        value.forEach(checkQueryOperators);
      continue;
    }
    if (!isPlainObject(value)) continue;
    const first = Object.keys(value)[0];
    if (first?.startsWith('$') && !DBREF_FIELDS.has(first)) checkOperators(value);
  }
}
