import { z } from 'zod';

/**
 * Internal API of services/protocols that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const PROTOCOLS_INTERNAL = {
  /** `GET {PROTOCOLS_URL}/internal/clients/:clientId/protocols/count` → `ClientProtocolCount` (how many protocols link the client, any status). */
  clientProtocolCountPath: (clientId: string) =>
    `/internal/clients/${encodeURIComponent(clientId)}/protocols/count`,
  clientProtocolCountRoute: '/internal/clients/:clientId/protocols/count',
  /** `GET {PROTOCOLS_URL}/internal/type-services/:typeServiceId/usage` → `TypeServiceUsage` (how many protocols or budgets use the type service, any status). */
  typeServiceUsagePath: (typeServiceId: string) =>
    `/internal/type-services/${encodeURIComponent(typeServiceId)}/usage`,
  typeServiceUsageRoute: '/internal/type-services/:typeServiceId/usage',
} as const;

export const clientProtocolCountSchema = z.object({ count: z.number().int().min(0) });
export type ClientProtocolCount = z.infer<typeof clientProtocolCountSchema>;

export const typeServiceUsageSchema = z.object({ count: z.number().int().min(0) });
export type TypeServiceUsage = z.infer<typeof typeServiceUsageSchema>;
