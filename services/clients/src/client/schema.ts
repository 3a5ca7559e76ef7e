import { z } from 'zod';
import { CLIENT_QUICK_SEARCH_RESULTS, objectIdSchema } from '@linhagem/contracts';

export const clientIdParamsSchema = z.object({ id: objectIdSchema }).strict();
export const quickSearchParamsSchema = z
  .object({ limit: z.coerce.number().int().min(1).max(CLIENT_QUICK_SEARCH_RESULTS) })
  .strict();
export const clientListQuerySchema = z
  .object({ size: z.coerce.number().int().min(1).max(100).default(100) })
  .strict();
