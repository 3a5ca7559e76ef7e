import { CommandError, ErrorCodes } from '../commands/errors';
import { encodeKey, isPlainObject, numberOf, type Doc } from './values';
import { bsonTypeOf } from './bsonTypes';

/** One rule a value broke, in the shape of MongoDB's `errInfo.details.schemaRulesNotSatisfied`. */
export type RuleFailure = Doc & { operatorName: string };
type Check = (value: unknown) => RuleFailure[];

/** MongoDB's $jsonSchema keywords (draft 4 subset plus `bsonType`); any other keyword is refused. */
const KEYWORDS = new Set([
  'additionalItems',
  'additionalProperties',
  'allOf',
  'anyOf',
  'bsonType',
  'dependencies',
  'description',
  'enum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'items',
  'maximum',
  'maxItems',
  'maxLength',
  'maxProperties',
  'minimum',
  'minItems',
  'minLength',
  'minProperties',
  'multipleOf',
  'not',
  'oneOf',
  'pattern',
  'patternProperties',
  'properties',
  'required',
  'title',
  'type',
  'uniqueItems',
]);

const BSON_TYPES = new Set([
  'double',
  'string',
  'object',
  'array',
  'binData',
  'undefined',
  'objectId',
  'bool',
  'date',
  'null',
  'regex',
  'javascript',
  'int',
  'timestamp',
  'long',
  'decimal',
  'minKey',
  'maxKey',
  'number',
]);
const JSON_TYPES = new Set(['object', 'array', 'number', 'boolean', 'string', 'null']);

const NUMERIC = new Set(['int', 'long', 'double', 'decimal']);

function matchesBsonType(value: unknown, type: string): boolean {
  const actual = bsonTypeOf(value);
  if (type === 'number') return NUMERIC.has(actual);
  return actual === type;
}

function matchesJsonType(value: unknown, type: string): boolean {
  const actual = bsonTypeOf(value);
  if (type === 'number') return NUMERIC.has(actual);
  if (type === 'boolean') return actual === 'bool';
  return actual === type;
}

function parseError(message: string): CommandError {
  return new CommandError(ErrorCodes.FailedToParse, message);
}

function typeList(value: unknown, keyword: string, allowed: Set<string>): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((t): t is string => typeof t === 'string'))
    throw parseError(`$jsonSchema keyword '${keyword}' must be a string or an array of strings`);
  for (const t of list) {
    if (!allowed.has(t))
      throw new CommandError(
        ErrorCodes.BadValue,
        `Unknown type name alias: ${t} in $jsonSchema '${keyword}'`,
      );
  }
  return list;
}

function nonNegative(value: unknown, keyword: string): number {
  const n = numberOf(value);
  if (n === undefined || n < 0 || !Number.isInteger(n))
    throw parseError(`$jsonSchema keyword '${keyword}' must be a non-negative integer`);
  return n;
}

function schemaList(value: unknown, keyword: string): Check[] {
  if (!Array.isArray(value) || value.length === 0)
    throw parseError(`$jsonSchema keyword '${keyword}' must be a nonempty array`);
  return value.map((s) => compileSchema(s));
}

const failure = (operatorName: string, specifiedAs: unknown, extra: Doc): RuleFailure => ({
  operatorName,
  specifiedAs: { [operatorName]: specifiedAs },
  ...extra,
});

/** Compiles a `$jsonSchema` into a function listing the rules a value breaks (empty: it satisfies it). */
export function compileSchema(schema: unknown): Check {
  if (!isPlainObject(schema)) throw parseError('$jsonSchema must be an object');
  for (const keyword of Object.keys(schema)) {
    if (!KEYWORDS.has(keyword)) {
      const unsupported = ['$ref', '$schema', 'default', 'definitions', 'format', 'id'].includes(keyword);
      throw parseError(
        unsupported
          ? `$jsonSchema keyword '${keyword}' is not currently supported`
          : `Unknown $jsonSchema keyword: ${keyword}`,
      );
    }
  }
  if (schema.type !== undefined && schema.bsonType !== undefined)
    throw parseError("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  const checks: Check[] = [];
  const typed = (keyword: 'type' | 'bsonType', test: (v: unknown, t: string) => boolean): void => {
    const types = typeList(schema[keyword], keyword, keyword === 'type' ? JSON_TYPES : BSON_TYPES);
    checks.push((v) =>
      types.some((t) => test(v, t))
        ? []
        : [
            failure(keyword, schema[keyword], {
              reason: 'type did not match',
              consideredValue: v,
              consideredType: bsonTypeOf(v),
            }),
          ],
    );
  };
  if (schema.bsonType !== undefined) typed('bsonType', matchesBsonType);
  if (schema.type !== undefined) typed('type', matchesJsonType);

  // Keywords for one type apply only to values of that type, as in JSON Schema.
  const numeric = (keyword: string, broken: (v: number, limit: number) => boolean): void => {
    if (schema[keyword] === undefined) return;
    const limit = numberOf(schema[keyword]);
    if (limit === undefined) throw parseError(`$jsonSchema keyword '${keyword}' must be a number`);
    checks.push((v) => {
      const n = numberOf(v);
      return n !== undefined && broken(n, limit)
        ? [failure(keyword, schema[keyword], { reason: 'comparison failed', consideredValue: v })]
        : [];
    });
  };
  numeric('minimum', (v, l) => (schema.exclusiveMinimum === true ? v <= l : v < l));
  numeric('maximum', (v, l) => (schema.exclusiveMaximum === true ? v >= l : v > l));
  numeric('multipleOf', (v, l) => v % l !== 0);

  const length = (keyword: string, broken: (len: number, limit: number) => boolean, reason: string): void => {
    if (schema[keyword] === undefined) return;
    const limit = nonNegative(schema[keyword], keyword);
    const isString = keyword.endsWith('Length');
    checks.push((v) => {
      const len = isString
        ? typeof v === 'string'
          ? [...v].length
          : undefined
        : Array.isArray(v)
          ? v.length
          : undefined;
      return len !== undefined && broken(len, limit)
        ? [failure(keyword, schema[keyword], { reason, consideredValue: v })]
        : [];
    });
  };
  length('minLength', (n, l) => n < l, 'specified string length was not satisfied');
  length('maxLength', (n, l) => n > l, 'specified string length was not satisfied');
  length('minItems', (n, l) => n < l, 'array did not match specified length');
  length('maxItems', (n, l) => n > l, 'array did not match specified length');

  if (schema.pattern !== undefined) {
    if (typeof schema.pattern !== 'string')
      throw parseError("$jsonSchema keyword 'pattern' must be a string");
    const regex = new RegExp(schema.pattern, 'u');
    checks.push((v) =>
      typeof v === 'string' && !regex.test(v)
        ? [
            failure('pattern', schema.pattern, {
              reason: 'regular expression did not match',
              consideredValue: v,
            }),
          ]
        : [],
    );
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0)
      throw parseError("$jsonSchema keyword 'enum' must be a nonempty array");
    const allowed = new Set(schema.enum.map(encodeKey));
    checks.push((v) =>
      allowed.has(encodeKey(v))
        ? []
        : [failure('enum', schema.enum, { reason: 'value was not found in enum', consideredValue: v })],
    );
  }
  if (schema.uniqueItems === true) {
    checks.push((v) =>
      Array.isArray(v) && new Set(v.map(encodeKey)).size !== v.length
        ? [failure('uniqueItems', true, { reason: 'found a duplicate item', consideredValue: v })]
        : [],
    );
  }
  if (schema.items !== undefined) {
    // `items` as one schema checks every element; as a list, element i against schema i, then `additionalItems`.
    const tuple = Array.isArray(schema.items)
      ? schema.items.map((s: unknown) => compileSchema(s))
      : undefined;
    const each = tuple ? undefined : compileSchema(schema.items);
    const extra = schema.additionalItems;
    const extraCheck = tuple && isPlainObject(extra) ? compileSchema(extra) : undefined;
    checks.push((v) => {
      if (!Array.isArray(v)) return [];
      for (let i = 0; i < v.length; i++) {
        const beyond = tuple !== undefined && i >= tuple.length;
        if (beyond && extra === false)
          return [
            failure('additionalItems', false, {
              reason: 'found additional items',
              additionalItems: v.slice(i),
            }),
          ];
        const check = beyond ? extraCheck : (tuple?.[i] ?? each);
        const details = check?.(v[i]) ?? [];
        if (details.length > 0) {
          const operatorName = beyond ? 'additionalItems' : 'items';
          return [
            { operatorName, reason: 'At least one item did not match the sub-schema', itemIndex: i, details },
          ];
        }
      }
      return [];
    });
  }

  const objectChecks: Check[] = [];
  if (schema.required !== undefined) {
    const required = schema.required;
    if (!Array.isArray(required) || required.length === 0 || !required.every((r) => typeof r === 'string'))
      throw parseError("$jsonSchema keyword 'required' must be a nonempty array of strings");
    objectChecks.push((v) => {
      const missingProperties = (required as string[]).filter((p) => (v as Doc)[p] === undefined);
      return missingProperties.length > 0 ? [failure('required', required, { missingProperties })] : [];
    });
  }
  const properties = new Map<string, { check: Check; description?: unknown }>();
  if (schema.properties !== undefined) {
    if (!isPlainObject(schema.properties))
      throw parseError("$jsonSchema keyword 'properties' must be an object");
    for (const [name, sub] of Object.entries(schema.properties)) {
      properties.set(name, {
        check: compileSchema(sub),
        description: isPlainObject(sub) ? sub.description : undefined,
      });
    }
    objectChecks.push((v) => {
      const propertiesNotSatisfied: Doc[] = [];
      for (const [propertyName, { check, description }] of properties) {
        const value = (v as Doc)[propertyName];
        if (value === undefined) continue;
        const details = check(value);
        if (details.length > 0)
          propertiesNotSatisfied.push({
            propertyName,
            ...(description !== undefined ? { description } : {}),
            details,
          });
      }
      return propertiesNotSatisfied.length > 0
        ? [{ operatorName: 'properties', propertiesNotSatisfied }]
        : [];
    });
  }
  const patterns: Array<[RegExp, Check]> = [];
  if (schema.patternProperties !== undefined) {
    if (!isPlainObject(schema.patternProperties))
      throw parseError("$jsonSchema keyword 'patternProperties' must be an object");
    for (const [pattern, sub] of Object.entries(schema.patternProperties))
      patterns.push([new RegExp(pattern, 'u'), compileSchema(sub)]);
    objectChecks.push((v) => {
      const failures: Doc[] = [];
      for (const [name, value] of Object.entries(v as Doc)) {
        for (const [regex, check] of patterns) {
          if (!regex.test(name)) continue;
          const details = check(value);
          if (details.length > 0) failures.push({ propertyName: name, regex: regex.source, details });
        }
      }
      return failures.length > 0 ? [{ operatorName: 'patternProperties', details: failures }] : [];
    });
  }
  if (schema.additionalProperties !== undefined) {
    const extra = schema.additionalProperties;
    if (extra !== true && extra !== false && !isPlainObject(extra))
      throw parseError("$jsonSchema keyword 'additionalProperties' must be either an object or a boolean");
    const extraCheck = isPlainObject(extra) ? compileSchema(extra) : undefined;
    objectChecks.push((v) => {
      const additional = Object.keys(v as Doc).filter(
        (name) => !properties.has(name) && !patterns.some(([regex]) => regex.test(name)),
      );
      if (extra === false && additional.length > 0)
        return [failure('additionalProperties', false, { additionalProperties: additional })];
      if (!extraCheck) return [];
      const failures = additional.flatMap((name) => {
        const details = extraCheck((v as Doc)[name]);
        return details.length > 0 ? [{ propertyName: name, details }] : [];
      });
      return failures.length > 0 ? [{ operatorName: 'additionalProperties', details: failures }] : [];
    });
  }
  for (const keyword of ['minProperties', 'maxProperties']) {
    if (schema[keyword] === undefined) continue;
    const limit = nonNegative(schema[keyword], keyword);
    const broken = keyword === 'minProperties' ? (n: number) => n < limit : (n: number) => n > limit;
    objectChecks.push((v) =>
      broken(Object.keys(v as Doc).length)
        ? [
            failure(keyword, schema[keyword], {
              reason: 'specified number of properties was not satisfied',
              numberOfProperties: Object.keys(v as Doc).length,
            }),
          ]
        : [],
    );
  }
  if (schema.dependencies !== undefined) {
    if (!isPlainObject(schema.dependencies))
      throw parseError("$jsonSchema keyword 'dependencies' must be an object");
    for (const [name, dep] of Object.entries(schema.dependencies)) {
      const sub = Array.isArray(dep) ? undefined : compileSchema(dep);
      objectChecks.push((v) => {
        const doc = v as Doc;
        if (doc[name] === undefined) return [];
        if (sub) {
          const details = sub(doc);
          return details.length > 0
            ? [
                {
                  operatorName: 'dependencies',
                  failingDependencies: [{ conditionalProperty: name, details }],
                },
              ]
            : [];
        }
        const missingProperties = (dep as string[]).filter((p) => doc[p] === undefined);
        return missingProperties.length > 0
          ? [
              {
                operatorName: 'dependencies',
                failingDependencies: [{ conditionalProperty: name, missingProperties }],
              },
            ]
          : [];
      });
    }
  }
  if (objectChecks.length > 0)
    checks.push((v) => (isPlainObject(v) ? objectChecks.flatMap((c) => c(v)) : []));

  const combinator = (keyword: 'allOf' | 'anyOf' | 'oneOf'): void => {
    if (schema[keyword] === undefined) return;
    const subs = schemaList(schema[keyword], keyword);
    checks.push((v) => {
      const results = subs.map((s) => s(v));
      const failed = results
        .map((details, index) => ({ index, details }))
        .filter((r) => r.details.length > 0);
      const passed = subs.length - failed.length;
      if (keyword === 'allOf' && failed.length === 0) return [];
      if (keyword === 'anyOf' && passed > 0) return [];
      if (keyword === 'oneOf' && passed === 1) return [];
      if (keyword === 'oneOf' && passed > 1)
        return [
          {
            operatorName: 'oneOf',
            reason: 'more than one subschema matched',
            matchingSchemaIndexes: results.flatMap((r, i) => (r.length === 0 ? [i] : [])),
          },
        ];
      return [{ operatorName: keyword, schemasNotSatisfied: failed }];
    });
  };
  combinator('allOf');
  combinator('anyOf');
  combinator('oneOf');
  if (schema.not !== undefined) {
    const sub = compileSchema(schema.not);
    checks.push((v) =>
      sub(v).length === 0 ? [{ operatorName: 'not', reason: 'child expression matched', details: [] }] : [],
    );
  }
  return (value) => checks.flatMap((check) => check(value));
}
