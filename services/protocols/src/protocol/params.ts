import { z } from 'zod';
import { objectIdSchema, PROTOCOL_ACTIONS } from '@linhagem/contracts';

export const protocolIdParams = z.object({ id: objectIdSchema }).strict();
export const protocolServiceParams = z.object({ id: objectIdSchema, serviceId: objectIdSchema }).strict();
export const protocolActionParams = z
  .object({ id: objectIdSchema, action: z.enum(PROTOCOL_ACTIONS) })
  .strict();
export const clientIdParams = z.object({ clientId: objectIdSchema }).strict();
