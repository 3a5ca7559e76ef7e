import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { isoDateSchema, objectIdSchema } from '../client';

/**
 * Filter body of `POST /api/certificate/audit` (entity Protocol): the checklist changes recorded on protocols,
 * their fields named `checklist.<person id>...` so the protocol's history keeps them apart from its own fields.
 */
export const certificateAuditFilterSchema = z
  .object({
    protocolId: objectIdSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    userName: z.string().trim().max(100).optional(),
    /** inclusive calendar dates of the change */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .strict();
export type CertificateAuditFilter = z.infer<typeof certificateAuditFilterSchema>;
