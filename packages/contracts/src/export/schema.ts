import { z } from 'zod';
import { EXPORT_FORMATS } from './codes';

/** Query of every `POST /api/<family>/export?format=csv|xlsx&sort=`: the sort as the list's own pagination takes it. */
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS),
    sort: z
      .string()
      .max(60)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/)
      .optional(),
  })
  .strict();
export type ExportQuery = z.infer<typeof exportQuerySchema>;
