import { z } from 'zod';
import { userFieldsSchema } from './fields';

const { typeUser, active } = userFieldsSchema.shape;

/** Filter body of POST /api/user/pagination: parts of the name and user name, level, active. */
export const userFilterSchema = z
  .object({
    name: z.string().max(120).optional(),
    userName: z.string().max(60).optional(),
    typeUser: typeUser.optional(),
    active: active.optional(),
  })
  .strict();
export type UserFilter = z.infer<typeof userFilterSchema>;
