import { z } from 'zod';

/**
 * What a read answers that no write sets: timestamps and audit stamps (`id` and `version` have their own rules in
 * each body). An update may post them back as the read answered them; they are ignored, unknown fields still refused.
 */
export const READ_ONLY_FIELDS = ['createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;
export type ReadOnlyField = (typeof READ_ONLY_FIELDS)[number];

/** Spread into a strict body schema's shape, then `.transform(withoutReadOnlyFields)`. */
export const readOnlyFieldsShape = {
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
  createdBy: z.unknown().optional(),
  updatedBy: z.unknown().optional(),
} satisfies Record<ReadOnlyField, z.ZodType>;

/** The body without the read-only fields it carried. */
export function withoutReadOnlyFields<T extends object>(body: T): Omit<T, ReadOnlyField> {
  const kept: Partial<T> = { ...body };
  for (const field of READ_ONLY_FIELDS) delete kept[field as keyof T];
  return kept as Omit<T, ReadOnlyField>;
}
