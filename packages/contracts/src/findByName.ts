import { z } from 'zod';

/** Most names one internal find-by-name call takes. */
export const MAX_NAMES_FOUND = 200;

/** The body of an internal find-by-name call (clients, type services): exact names, as stored. */
export const findByNameBodySchema = z
  .object({ names: z.array(z.string().trim().min(1).max(200)).min(1).max(MAX_NAMES_FOUND) })
  .strict();
export type FindByNameBody = z.infer<typeof findByNameBodySchema>;

/** Its answer: every record whose name is one of `names` (none for a name nobody has, several for a shared one). */
export const foundByNameSchema = z.object({
  found: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FoundByName = z.infer<typeof foundByNameSchema>;
