/**
 * Internal API of services/catalog that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const CATALOG_INTERNAL = {
  /** `GET {CATALOG_URL}/internal/type-services/:typeServiceId` → the type service as `GET /api/type-service/:id` answers it (404 when unknown). */
  typeServicePath: (typeServiceId: string) => `/internal/type-services/${encodeURIComponent(typeServiceId)}`,
  typeServiceRoute: '/internal/type-services/:typeServiceId',
  /** `GET {CATALOG_URL}/internal/budget-defaults` → the office's "Budget Services Protocol" defaults (tax rate, validity, texts). */
  budgetDefaultsPath: '/internal/budget-defaults',
} as const;
