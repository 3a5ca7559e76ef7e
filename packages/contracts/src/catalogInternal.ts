import { z } from 'zod';

/**
 * Internal API of services/catalog that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const CATALOG_INTERNAL = {
  /** `GET {CATALOG_URL}/internal/type-services/:typeServiceId` → the type service as `GET /api/type-service/:id` answers it (404 when unknown). */
  typeServicePath: (typeServiceId: string) => `/internal/type-services/${encodeURIComponent(typeServiceId)}`,
  typeServiceRoute: '/internal/type-services/:typeServiceId',
  /** `POST {CATALOG_URL}/internal/type-services/by-name` with `FindByNameBody` → `FoundByName`: the type services with exactly these names (the demo data). */
  typeServicesByNamePath: '/internal/type-services/by-name',
  /** `GET {CATALOG_URL}/internal/budget-defaults` → the office's "Budget Services Protocol" defaults (tax rate, validity, texts). */
  budgetDefaultsPath: '/internal/budget-defaults',
  /** `GET {CATALOG_URL}/internal/contracts/:contractId` → `CatalogContractAnswer`: the contract and the fragments its text names (404 when unknown). */
  contractPath: (contractId: string) => `/internal/contracts/${encodeURIComponent(contractId)}`,
  contractRoute: '/internal/contracts/:contractId',
  /** `GET {CATALOG_URL}/internal/quick-protocol-creates/:id` → the template as `GET /api/quick-protocol-create/:id` answers it (404 when unknown). */
  quickProtocolCreatePath: (id: string) => `/internal/quick-protocol-creates/${encodeURIComponent(id)}`,
  quickProtocolCreateRoute: '/internal/quick-protocol-creates/:id',
  /** `GET {CATALOG_URL}/internal/office` → the office's contact details (`OfficeContact`). */
  officePath: '/internal/office',
  /** `GET {CATALOG_URL}/internal/dossier-freshness` → `DossierFreshness` (freshness limits per destination route). */
  dossierFreshnessPath: '/internal/dossier-freshness',
  /** `GET {CATALOG_URL}/internal/pix-receiver` → `PixReceiver` (an empty `pixKey` when the office has none) */
  pixReceiverPath: '/internal/pix-receiver',
  /** `GET {CATALOG_URL}/internal/portal-link-fragment` → `PortalLinkFragment`: the portal-link e-mail's text fragment */
  portalLinkFragmentPath: '/internal/portal-link-fragment',
  /** `GET {CATALOG_URL}/internal/time-zone` → `OfficeTimeZone`: the zone whose calendar day is the office's "today" */
  timeZonePath: '/internal/time-zone',
} as const;

/** The contract with `fragments`: code → content of every active text fragment its text names. */
export const catalogContractAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  active: z.boolean(),
  fragments: z.record(z.string(), z.string()),
});
export type CatalogContractAnswer = z.infer<typeof catalogContractAnswerSchema>;

/**
 * The active text fragment the budget defaults choose for the portal-link e-mail (its rich text, `{{fragment:…}}`
 * placeholders inside it already replaced), or `content: ''` when none is chosen or it is inactive.
 */
export const portalLinkFragmentSchema = z.object({ code: z.string(), content: z.string() });
export type PortalLinkFragment = z.infer<typeof portalLinkFragmentSchema>;
