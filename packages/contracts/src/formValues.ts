import type { z } from 'zod';

/**
 * What a form's input holds for a field of an entity's schema: text for strings and dates ('' is "not set"), a
 * choice or null for an optional enum, a boolean, a list, and a nested group for an object. Every field is present:
 * a form edits them all (see docs/adr-entity-contracts.md, "Form values").
 */
export type FormValue<T> = [NonNullable<T>] extends [boolean]
  ? boolean
  : [NonNullable<T>] extends [readonly (infer Item)[]]
    ? Item[]
    : [NonNullable<T>] extends [Record<string, unknown>]
      ? FormValues<NonNullable<T>>
      : string extends NonNullable<T>
        ? string
        : [T] extends [NonNullable<T>]
          ? T
          : NonNullable<T> | null;

/** The values a form holds for an object of fields (an entity's `z.output` or one of its groups). */
export type FormValues<T> = { -readonly [K in keyof T]-?: FormValue<T[K]> };

type Stored = Record<string, unknown> | null | undefined;

/** The empty value of one schema, or what `stored` holds in its place; `optional` once a wrapper allows none. */
function valueOf(schema: z.core.$ZodType, stored: unknown, optional: boolean): unknown {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return valueOf(def.innerType, stored, true);
    case 'default':
    case 'prefault':
      return stored ?? structuredClone(def.defaultValue);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueOf(def.innerType, stored, optional);
    case 'pipe':
      return valueOf(def.in, stored, optional);
    case 'union':
      return valueOf(def.options[0], stored, optional);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape).map(([key, field]) => [
          key,
          valueOf(field, (stored as Stored)?.[key], false),
        ]),
      );
    case 'string':
      return stored ?? '';
    case 'boolean':
      return stored ?? false;
    case 'array':
      return Array.isArray(stored) ? [...stored] : [];
    case 'literal':
      return stored ?? def.values[0];
    case 'enum':
      return stored ?? (optional ? null : Object.values(def.entries)[0]);
    case 'number':
      return stored ?? (optional ? null : 0);
    default:
      throw new Error(`no form value for a ${def.type} field`);
  }
}

/**
 * Form values of an object schema: each field's stored value when `stored` has one (null and absent mean "not
 * set"), its empty value otherwise (the schema's default, '', false, [], null for an optional enum). Fields that
 * are not in the schema (id, timestamps) are left out.
 */
export function formValuesFrom<S extends z.ZodObject>(schema: S, stored?: Stored): FormValues<z.output<S>> {
  return valueOf(schema, stored ?? {}, false) as FormValues<z.output<S>>;
}
