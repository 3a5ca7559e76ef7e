import { z } from 'zod';

/**
 * Internal API of services/clients that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const CLIENTS_INTERNAL = {
  /** `POST {CLIENTS_URL}/internal/clients/lookup` with `ClientLookupBody` → `ClientLookup` (the ids that exist; unknown ones are left out). */
  lookupPath: '/internal/clients/lookup',
} as const;

export const MAX_CLIENT_LOOKUP = 200;

export const clientLookupBodySchema = z
  .object({ ids: z.array(z.string().regex(/^[a-f0-9]{24}$/i)).max(MAX_CLIENT_LOOKUP) })
  .strict();
export type ClientLookupBody = z.infer<typeof clientLookupBodySchema>;

export const clientLookupSchema = z.object({
  clients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      birthDay: z.string().nullable().optional(),
      /** a contract's merge fields */
      cpf: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    }),
  ),
});
export type ClientLookup = z.infer<typeof clientLookupSchema>;
