import { z } from 'zod';
import {
  CATALOG_INTERNAL,
  DEFAULT_DOSSIER_FRESHNESS,
  PROTOCOL_ERROR_CODES,
  catalogContractAnswerSchema,
  dossierFreshnessSchema,
  foundByNameSchema,
  officeContactSchema,
  pixReceiverAnswerSchema,
  portalLinkFragmentSchema,
  typeServicePricingSchema,
  type CatalogContractAnswer,
  type DossierFreshness,
  type FoundByName,
  type OfficeContact,
  type PixReceiver,
  type QuickProtocolCreate,
  type TypeService,
  type TypeServicePricing,
} from '@linhagem/contracts';
import { internalClient, serviceUrl } from '@linhagem/service-kit';
import { askingWith } from './ask';

/** The type service fields pricing and the service list read (the rest of catalog's answer is ignored). */
const typeServiceAnswer = typeServicePricingSchema.extend({ id: z.string(), name: z.string() }).loose();
export type PricedTypeService = TypeServicePricing & Pick<TypeService, 'id' | 'name'>;

/** The fields protocols reads of a quick-protocol template. */
const quickProtocolCreateAnswer = z
  .object({ id: z.string(), name: z.string(), typeServices: z.array(z.string()), active: z.boolean() })
  .loose();

/** What protocols reads of the office's budget defaults: the tax rate in percent. */
const budgetDefaultsAnswer = z.object({ taxRate: z.number().min(0).max(100) }).loose();

export type CatalogClient = ReturnType<typeof createCatalogClient>;

/** What protocols asks the catalog box (CATALOG_INTERNAL): services, prices, templates, the office's settings. */
export function createCatalogClient(url = serviceUrl('catalog')) {
  const catalog = internalClient('protocols', url);
  const ask = askingWith(PROTOCOL_ERROR_CODES.catalogUnavailable);
  return {
    /** The type services named exactly one of `names`. */
    typeServicesByName: async (names: string[]): Promise<FoundByName['found']> =>
      (await ask(catalog.post(CATALOG_INTERNAL.typeServicesByNamePath, { names }, foundByNameSchema))).found,
    /** The type service, or undefined when catalog has none with this id. */
    typeService: (id: string): Promise<PricedTypeService | undefined> =>
      ask(catalog.find(CATALOG_INTERNAL.typeServicePath(id), typeServiceAnswer)),
    /** The office's tax rate in percent. */
    taxRate: async (): Promise<number> =>
      (await ask(catalog.get(CATALOG_INTERNAL.budgetDefaultsPath, budgetDefaultsAnswer))).taxRate,
    /** The quick-protocol template, or undefined when catalog has none with this id. */
    quickProtocolCreate: (id: string): Promise<QuickProtocolCreate | undefined> =>
      ask(catalog.find(CATALOG_INTERNAL.quickProtocolCreatePath(id), quickProtocolCreateAnswer)),
    /** The contract with the fragments its text names, or undefined when catalog has none with this id. */
    contract: (id: string): Promise<CatalogContractAnswer | undefined> =>
      ask(catalog.find(CATALOG_INTERNAL.contractPath(id), catalogContractAnswerSchema)),
    office: (): Promise<OfficeContact> =>
      ask(catalog.get(CATALOG_INTERNAL.officePath, officeContactSchema.loose())),
    /** The office's Pix receiver (an empty key when it has none). */
    pixReceiver: (): Promise<PixReceiver> =>
      ask(catalog.get(CATALOG_INTERNAL.pixReceiverPath, pixReceiverAnswerSchema)),
    /** The freshness limits per route; the defaults when catalog cannot be asked (a read never fails on them). */
    dossierFreshness: (): Promise<DossierFreshness> =>
      catalog
        .get(CATALOG_INTERNAL.dossierFreshnessPath, dossierFreshnessSchema)
        .catch(() => DEFAULT_DOSSIER_FRESHNESS),
    /**
     * The office's text fragment for the portal-link e-mail ('' for none); '' too when catalog cannot be asked, so
     * the family still gets the link in the built-in text.
     */
    portalLinkFragment: (): Promise<string> =>
      catalog
        .get(CATALOG_INTERNAL.portalLinkFragmentPath, portalLinkFragmentSchema)
        .then((answer) => answer.content)
        .catch(() => ''),
  };
}
