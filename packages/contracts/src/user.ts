import { z } from 'zod';
import { USER_LEVELS, type UserLevel } from './levels';

const userName = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only');
const password = z.string().min(8).max(200);
const name = z.string().trim().min(1).max(120);
const typeUser = z.enum(USER_LEVELS);

/** A user as the API answers it; the password hash never leaves identity. */
export type User = {
  id: string;
  name: string;
  userName: string;
  typeUser: UserLevel;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
};

export const userCreateSchema = z
  .object({ name, userName, typeUser, password, isActive: z.boolean().default(true) })
  .strict();
export type UserCreate = z.infer<typeof userCreateSchema>;

/** Update: every field optional; a new password only when given. */
export const userUpdateSchema = z
  .object({
    name: name.optional(),
    userName: userName.optional(),
    typeUser: typeUser.optional(),
    password: password.optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Filter body of POST /api/user/pagination. */
export const userFilterSchema = z
  .object({
    name: z.string().max(120).optional(),
    userName: z.string().max(60).optional(),
    typeUser: typeUser.optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type UserFilter = z.infer<typeof userFilterSchema>;

/** POST /api/account: the caller may change only the name (typeUser, isActive and userName are refused). */
export const accountUpdateSchema = z.object({ name }).strict();

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: password,
    confirmPassword: z.string().max(200),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
