import { Long, ObjectId } from 'bson';
import { CommandError } from '../commands/errors';
import { bsonTypeOf } from './bsonTypes';
import { compileSchema } from './jsonSchema';

const failures = (schema: object, value: unknown) => compileSchema(schema)(value);

test('bsonType and type aliases', () => {
  expect(bsonTypeOf(1)).toBe('int');
  expect(bsonTypeOf(1.5)).toBe('double');
  expect(bsonTypeOf(2 ** 40)).toBe('double');
  expect(bsonTypeOf(Long.fromNumber(1))).toBe('long');
  expect(bsonTypeOf(new ObjectId())).toBe('objectId');
  expect(failures({ bsonType: ['int', 'long'] }, 3)).toEqual([]);
  expect(failures({ bsonType: 'number' }, 3.5)).toEqual([]);
  expect(failures({ type: 'boolean' }, 'x')).toEqual([
    {
      operatorName: 'type',
      specifiedAs: { type: 'boolean' },
      reason: 'type did not match',
      consideredValue: 'x',
      consideredType: 'string',
    },
  ]);
});

test('items, additionalItems, uniqueItems and lengths', () => {
  expect(failures({ items: { bsonType: 'string' } }, ['a', 1])).toEqual([
    expect.objectContaining({ operatorName: 'items', itemIndex: 1 }),
  ]);
  expect(failures({ items: [{ bsonType: 'string' }], additionalItems: false }, ['a', 'b'])).toEqual([
    expect.objectContaining({ operatorName: 'additionalItems', additionalItems: ['b'] }),
  ]);
  expect(
    failures({ items: [{ bsonType: 'string' }], additionalItems: { bsonType: 'int' } }, ['a', 2, 'c']),
  ).toEqual([expect.objectContaining({ operatorName: 'additionalItems', itemIndex: 2 })]);
  expect(
    failures({ uniqueItems: true, minItems: 1, maxItems: 2 }, [1, 1, 2]).map((f) => f.operatorName),
  ).toEqual(['maxItems', 'uniqueItems']);
  expect(failures({ minLength: 2, pattern: '^a' }, 'é').map((f) => f.operatorName)).toEqual([
    'minLength',
    'pattern',
  ]);
});

test('objects, combinators and dependencies', () => {
  const schema = {
    properties: { a: { bsonType: 'int' }, b: {} },
    patternProperties: { '^x_': { bsonType: 'string' } },
    additionalProperties: false,
    dependencies: { a: ['b'] },
  };
  expect(failures(schema, { a: 1, b: 2, x_1: 'ok' })).toEqual([]);
  expect(failures(schema, { a: 1, c: 3, x_2: 4 }).map((f) => f.operatorName)).toEqual([
    'patternProperties',
    'additionalProperties',
    'dependencies',
  ]);
  expect(failures({ anyOf: [{ bsonType: 'int' }, { bsonType: 'string' }] }, true)).toEqual([
    expect.objectContaining({ operatorName: 'anyOf' }),
  ]);
  expect(failures({ oneOf: [{ minimum: 1 }, { maximum: 5 }] }, 3)).toEqual([
    expect.objectContaining({ operatorName: 'oneOf', matchingSchemaIndexes: [0, 1] }),
  ]);
  expect(failures({ not: { bsonType: 'null' } }, null)).toEqual([
    expect.objectContaining({ operatorName: 'not' }),
  ]);
  expect(failures({ minProperties: 2 }, { a: 1 })).toEqual([
    expect.objectContaining({ operatorName: 'minProperties' }),
  ]);
});

test('unknown and unsupported keywords are refused with FailedToParse', () => {
  expect(() => compileSchema({ bogus: 1 })).toThrow(
    new CommandError(9, 'Unknown $jsonSchema keyword: bogus'),
  );
  expect(() => compileSchema({ $ref: '#' })).toThrow(/not currently supported/);
  expect(() => compileSchema({ type: 'integer' })).toThrow(/Unknown type name alias/);
  expect(() => compileSchema({ type: 'string', bsonType: 'string' })).toThrow(/both/);
});
