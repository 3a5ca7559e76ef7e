import { z } from 'zod';
import { objectIdSchema } from '../client';
import { protocolBodySchema } from './schema';

/**
 * `POST /api/protocol/quick-create` and `POST /api/budget/quick-create`: a protocol or budget
 * created with the type services of a quick-protocol template, each one covering all of `protocol.clients`.
 */
export const quickProtocolBodySchema = z
  .object({
    /** the catalog's quick-protocol template (`/api/quick-protocol-create`) */
    quickProtocolCreateId: objectIdSchema,
    protocol: protocolBodySchema,
  })
  .strict();
export type QuickProtocolBodyInput = z.input<typeof quickProtocolBodySchema>;
export type QuickProtocolBody = z.output<typeof quickProtocolBodySchema>;
