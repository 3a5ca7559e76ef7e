import { CLIENT_FIELDS, type ClientBody, type ClientField, type ClientFields } from '@linhagem/contracts';

/** A value as stored: '', null and empty objects are absent (`compact`), nested objects alike. */
export type Compact<T> = T extends readonly (infer Item)[]
  ? Compact<Item>[]
  : T extends object
    ? { [K in keyof T]?: Compact<NonNullable<T[K]>> }
    : T;

/** Every field the client form owns (contracts' `CLIENT_FIELDS`), as stored: an update replaces them all. */
export type StoredFields = { [K in ClientField]?: Compact<NonNullable<ClientFields[K]>> } & {
  tags: string[];
  nameVariants: string[];
  alive: boolean;
};

function compactValue(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(compactValue).filter((v) => v !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = compactValue(item);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

/** Drops '', null and empty objects, so "not set" is one thing in the database: absent. */
export function compact<T>(value: T): Compact<NonNullable<T>> | undefined {
  return compactValue(value) as Compact<NonNullable<T>> | undefined;
}

export function toStoredFields(body: ClientBody): StoredFields {
  const out: Partial<Record<ClientField, unknown>> = {};
  for (const field of CLIENT_FIELDS) out[field] = compact(body[field]);
  // every value above is `compact(body[field])`, the type StoredFields gives each field
  const fields = out as Partial<StoredFields>;
  return {
    ...fields,
    tags: fields.tags ?? [],
    nameVariants: fields.nameVariants ?? [],
    alive: fields.alive ?? true,
  };
}
