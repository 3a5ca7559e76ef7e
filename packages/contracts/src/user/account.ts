import { z } from 'zod';
import { passwordSchema, userPersonNameSchema } from './fields';

/** POST /api/account: the caller may change only the name (typeUser, active and userName are refused). */
export const accountUpdateSchema = z.object({ name: userPersonNameSchema }).strict();

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(200),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
