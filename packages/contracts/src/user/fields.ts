import { z } from 'zod';
import { USER_LEVELS } from '../levels';
import { CLIENT_MESSAGES } from '../client/codes';
import { isEmailValid } from '../client/documents';
import { oneLineText } from '../oneLineText';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRule';

export const userNameSchema = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only');
/** The length half of the password rule (passwordRule.ts); identity also refuses a weak one (`password.weak`). */
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const userPersonNameSchema = oneLineText().min(1).max(120);
/** Where a new-browser sign-in is told (docs/adr-auth-and-gateway.md "Sign-in history"); empty: not told. */
export const userEmailSchema = z
  .string()
  .trim()
  .max(200, CLIENT_MESSAGES.tooLong)
  .refine((v) => v === '' || isEmailValid(v), CLIENT_MESSAGES.emailInvalid);

/** The fields an administrator edits (spec 2 `/user/{id?}`); the password only on create or reset. */
export const userFieldsSchema = z.object({
  name: userPersonNameSchema,
  userName: userNameSchema,
  typeUser: z.enum(USER_LEVELS),
  password: passwordSchema,
  active: z.boolean(),
  email: userEmailSchema.optional(),
});
export type UserFields = z.infer<typeof userFieldsSchema>;
