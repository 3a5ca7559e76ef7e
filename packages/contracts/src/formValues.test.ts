import { z } from 'zod';
import { clientFieldsSchema, CLIENT_FIELDS, formValuesFrom } from './index';

const schema = z
  .object({
    name: z.string().trim().min(1),
    kind: z.enum(['A', 'B']).default('B'),
    colour: z.enum(['RED', 'BLUE']).nullable().optional(),
    size: z.enum(['S', 'M']),
    count: z.number().int().optional(),
    day: z
      .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')])
      .nullable()
      .optional(),
    digits: z
      .string()
      .transform((v) => v.replace(/\D/g, ''))
      .nullable()
      .optional(),
    active: z.boolean().default(true),
    done: z.boolean().optional(),
    tags: z.array(z.string()).default([]),
    place: z.object({ city: z.string().nullable().optional(), current: z.boolean().optional() }).nullable(),
  })
  .strict();

describe('form values from an object schema', () => {
  it('gives every field its empty value: the default, text, false, a list, null for an optional choice', () => {
    expect(formValuesFrom(schema)).toEqual({
      name: '',
      kind: 'B',
      colour: null,
      size: 'S',
      count: null,
      day: '',
      digits: '',
      active: true,
      done: false,
      tags: [],
      place: { city: '', current: false },
    });
  });

  it('keeps stored values, reads null as not set, and leaves out what the schema does not have', () => {
    const values = formValuesFrom(schema, {
      id: '65f000000000000000000001',
      createdAt: '2026-01-01T00:00:00Z',
      name: 'Ana',
      kind: 'A',
      colour: null,
      count: 3,
      day: '1878-03-19',
      active: false,
      tags: ['x'],
      place: { city: 'Porto', extra: 1 },
    });
    expect(values).toEqual({
      name: 'Ana',
      kind: 'A',
      colour: null,
      size: 'S',
      count: 3,
      day: '1878-03-19',
      digits: '',
      active: false,
      done: false,
      tags: ['x'],
      place: { city: 'Porto', current: false },
    });
  });

  it('never shares a default list between two forms', () => {
    const first = formValuesFrom(schema);
    first.tags.push('changed');
    expect(formValuesFrom(schema).tags).toEqual([]);
  });

  it('covers every field of the client contract', () => {
    expect(Object.keys(formValuesFrom(clientFieldsSchema)).sort()).toEqual([...CLIENT_FIELDS].sort());
  });
});
