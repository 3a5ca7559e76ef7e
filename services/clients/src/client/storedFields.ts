import type { ClientBody } from '@linhagem/contracts';

/** Every field the client form owns: an update replaces them all, absent ones are cleared. */
export const CLIENT_FIELDS = [
  'name', 'typeOfPerson', 'gender', 'maritalStatus', 'birthDay', 'deathDay', 'alive', 'birthPlace', 'deathPlace',
  'cpf', 'cnpj', 'rg', 'phoneNumber', 'cellPhoneNumber', 'email', 'tags', 'father', 'mother', 'spouse',
  'responsible', 'fatherName', 'motherName', 'spousesName', 'wedding', 'address', 'notes',
] as const; // prettier-ignore

/** Drops '', null and empty objects, so "not set" is one thing in the database: absent. */
export function compact(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(compact).filter((v) => v !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = compact(item);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

export type StoredFields = Record<(typeof CLIENT_FIELDS)[number], unknown>;

export function toStoredFields(body: ClientBody): StoredFields {
  const out = {} as StoredFields;
  for (const field of CLIENT_FIELDS) out[field] = compact((body as Record<string, unknown>)[field]);
  if (out.tags === undefined) out.tags = [];
  if (out.alive === undefined) out.alive = true;
  return out;
}
