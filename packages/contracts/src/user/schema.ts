import { z } from 'zod';
import { readOnlyFieldsShape, withoutReadOnlyFields } from '../readOnlyFields';
import { userFieldsSchema, type UserFields } from './fields';

export const USER_FIELDS = userFieldsSchema.keyof().options;
export type UserField = keyof UserFields;

/** A user as the API answers it; the password hash never leaves identity. */
export type User = Omit<UserFields, 'password'> & { id: string; createdAt?: string; updatedAt?: string };

export const userCreateSchema = userFieldsSchema.extend({ active: z.boolean().default(true) }).strict();
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * Update: every field optional, a new password only when given; the `id` and timestamps a read answered may be
 * posted back and are ignored (docs/adr-entity-contracts.md).
 */
export const userUpdateSchema = userFieldsSchema
  .partial()
  .extend({ id: z.string().max(64).optional(), ...readOnlyFieldsShape })
  .strict()
  .transform(({ id: _id, ...body }) => withoutReadOnlyFields(body));
export type UserUpdate = z.output<typeof userUpdateSchema>;
