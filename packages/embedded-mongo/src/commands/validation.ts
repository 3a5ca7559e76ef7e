import type { Collection } from '../storage/collection';
import { compileSchema } from '../storage/jsonSchema';
import { compileFilter } from '../indexes/matcher';
import { isPlainObject, pathValues, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

type Validator = { test: (doc: Doc) => boolean; explain: (doc: Doc) => Doc };

const compiled = new WeakMap<Doc, Validator>();

const LEVELS = ['off', 'strict', 'moderate'];
const ACTIONS = ['error', 'warn'];
/** Query operators MongoDB refuses inside a validator. */
const FORBIDDEN = ['$where', '$near', '$nearSphere', '$text', '$geoNear'];

function findForbidden(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(findForbidden).find(Boolean);
  if (!isPlainObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN.includes(key)) return key;
    if (key === '$jsonSchema') continue;
    const found = findForbidden(inner);
    if (found) return found;
  }
  return undefined;
}

/** One top-level clause of a validator, explained as MongoDB's errInfo does (as far as practical). */
function clauseDetails(field: string, condition: unknown, doc: Doc): Doc {
  if (field === '$jsonSchema') {
    return { operatorName: '$jsonSchema', schemaRulesNotSatisfied: compileSchema(condition)(doc) };
  }
  if (field.startsWith('$')) {
    return field === '$expr'
      ? {
          operatorName: '$expr',
          specifiedAs: { $expr: condition },
          reason: 'expression did not match',
          expressionResult: false,
        }
      : { operatorName: field, specifiedAs: { [field]: condition } };
  }
  const values = pathValues(doc, field).filter((v) => v !== undefined);
  const operatorName =
    isPlainObject(condition) && Object.keys(condition)[0]?.startsWith('$')
      ? Object.keys(condition)[0]
      : '$eq';
  const base = { operatorName, specifiedAs: { [field]: condition } };
  if (values.length === 0) return { ...base, reason: 'field was missing' };
  return {
    ...base,
    reason: operatorName === '$type' ? 'type did not match' : 'comparison failed',
    consideredValue: values.length === 1 ? values[0] : values,
  };
}

/** Compiles a collection's validator (checked at `create` and `collMod`: bad ones are refused). */
export function compileValidator(validator: unknown): Validator {
  if (!isPlainObject(validator))
    throw new CommandError(ErrorCodes.TypeMismatch, "'validator' must be an object");
  const cached = compiled.get(validator);
  if (cached) return cached;
  const forbidden = findForbidden(validator);
  if (forbidden)
    throw new CommandError(ErrorCodes.BadValue, `${forbidden} is not allowed in collection validators`);
  if (validator.$jsonSchema !== undefined) compileSchema(validator.$jsonSchema);
  const clauses = Object.entries(validator).map(([field, condition]) => ({
    field,
    condition,
    test: compileFilter({ [field]: condition }),
  }));
  const result: Validator = {
    test: compileFilter(validator),
    explain: (doc) => {
      const failed = clauses
        .map((c, index) => ({ index, c }))
        .filter(({ c }) => !c.test(doc))
        .map(({ index, c }) => ({ index, details: clauseDetails(c.field, c.condition, doc) }));
      if (clauses.length === 1 && failed.length === 1) return failed[0].details;
      return { operatorName: '$and', clausesNotSatisfied: failed };
    },
  };
  compiled.set(validator, result);
  return result;
}

/** Checks `validationLevel` / `validationAction` values; MongoDB answers BadValue for others. */
export function checkValidationOptions(options: Doc): void {
  if (options.validator !== undefined) compileValidator(options.validator);
  for (const [field, allowed] of [
    ['validationLevel', LEVELS],
    ['validationAction', ACTIONS],
  ] as const) {
    const value = options[field];
    if (value !== undefined && !allowed.includes(value as string)) {
      throw new CommandError(
        ErrorCodes.BadValue,
        `Enumeration value '${String(value)}' for field '${field}' is not a valid value.`,
      );
    }
  }
}

/**
 * Applies the collection's validator to a document about to be written (`before`: the stored
 * version for an update). Code 121 DocumentValidationFailure with `errInfo` as MongoDB 7 answers.
 */
export function validateWrite(
  collection: Collection,
  doc: Doc,
  before: Doc | undefined,
  bypass: boolean,
): void {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = collection.options;
  if (validator === undefined || bypass || validationLevel === 'off') return;
  const compiledValidator = compileValidator(validator);
  if (compiledValidator.test(doc)) return;
  if (validationLevel === 'moderate' && before && !compiledValidator.test(before)) return;
  if (validationAction === 'warn') return;
  throw new CommandError(ErrorCodes.DocumentValidationFailure, 'Document failed validation', {
    errInfo: { failingDocumentId: doc._id, details: compiledValidator.explain(doc) },
  });
}
