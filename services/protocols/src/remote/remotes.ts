import { z } from 'zod';
import {
  CATALOG_INTERNAL,
  CLIENTS_INTERNAL,
  IDENTITY_INTERNAL,
  PROTOCOL_ERROR_CODES,
  catalogContractAnswerSchema,
  clientLookupSchema,
  importReferencesSchema,
  type ImportReferences,
  type ImportReferencesBody,
  settledPendingLinksSchema,
  type SettledPendingLinks,
  dossierFreshnessSchema,
  foundByNameSchema,
  DEFAULT_DOSSIER_FRESHNESS,
  type DossierFreshness,
  type ErrorCode,
  officeContactSchema,
  portalLinkFragmentSchema,
  pixReceiverAnswerSchema,
  type PixReceiver,
  type CatalogContractAnswer,
  type OfficeContact,
  type QuickProtocolCreate,
  type Client,
  type ClientBodyInput,
  staffListSchema,
  staffMemberSchema,
  typeServicePricingSchema,
  type ClientLookup,
  type FoundByName,
  type StaffMember,
  type TypeService,
  type TypeServicePricing,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';

/** Where the services protocols asks live; tests point them at stand-ins. */
export type RemoteUrls = { clientsUrl?: string; catalogUrl?: string; identityUrl?: string };

export type LookedUpClient = ClientLookup['clients'][number];

/** The type service fields pricing and the service list read (the rest of catalog's answer is ignored). */
const typeServiceAnswer = typeServicePricingSchema.extend({ id: z.string(), name: z.string() }).loose();
export type PricedTypeService = TypeServicePricing & Pick<TypeService, 'id' | 'name'>;

/** The fields protocols reads of a quick-protocol template. */
const quickProtocolCreateAnswer = z
  .object({ id: z.string(), name: z.string(), typeServices: z.array(z.string()), active: z.boolean() })
  .loose();

/** What protocols reads of the office's budget defaults: the tax rate in percent. */
const budgetDefaultsAnswer = z.object({ taxRate: z.number().min(0).max(100) }).loose();

/**
 * A client as the clients service answers it (its `toClient`): protocols checks the id and name it reads and
 * passes the rest on as the clients service typed it.
 */
const clientKeys = z.object({ id: z.string(), name: z.string() }).loose();
const clientAnswer = z.custom<Client>((value) => clientKeys.safeParse(value).success, 'not a client');
const clientsAnswer = z.object({ clients: z.array(clientAnswer) });

export type Remotes = ReturnType<typeof createRemotes>;

export function createRemotes(urls: RemoteUrls = {}) {
  const clients = internalClient('protocols', urls.clientsUrl ?? serviceUrl('clients'));
  const catalog = internalClient('protocols', urls.catalogUrl ?? serviceUrl('catalog'));
  const identity = internalClient('protocols', urls.identityUrl ?? serviceUrl('identity'));
  /** One internal call; a failure is a 503 with `code`, so nothing is written half-way. */
  async function ask<T>(code: ErrorCode, call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof InternalCallError)) throw error;
      throw new AppError(503, 'A service this needs could not be asked; try again later', {
        code,
        details: {
          reason: error.reason,
        },
      });
    }
  }
  const { clientsUnavailable, catalogUnavailable, identityUnavailable } = PROTOCOL_ERROR_CODES;
  const relayRefusals = true;
  return {
    /** The clients that exist among `ids`, by id. */
    async lookupClients(ids: string[]): Promise<Map<string, LookedUpClient>> {
      if (ids.length === 0) return new Map();
      const answer = await ask(
        clientsUnavailable,
        clients.post(CLIENTS_INTERNAL.lookupPath, { ids }, clientLookupSchema),
      );
      return new Map(answer.clients.map((c) => [c.id, c]));
    },
    /** The whole clients among `ids` (the public portal's persons), in no particular order. */
    async readClients(ids: string[]): Promise<Client[]> {
      if (ids.length === 0) return [];
      return (await ask(clientsUnavailable, clients.post(CLIENTS_INTERNAL.readPath, { ids }, clientsAnswer)))
        .clients;
    },
    /**
     * Creates a client with the staff form's rules; a refusal of the clients service is relayed as it is. With
     * `pendingLink`, the client is marked as waiting for this protocol's link (docs/adr-crash-consistency.md).
     */
    createClient: (body: ClientBodyInput, pendingLink?: string): Promise<Client> =>
      ask(
        clientsUnavailable,
        clients.post(
          pendingLink
            ? `${CLIENTS_INTERNAL.createPath}?pendingLink=${encodeURIComponent(pendingLink)}`
            : CLIENTS_INTERNAL.createPath,
          body,
          clientAnswer,
          { relayRefusals },
        ),
      ),
    /** The protocol now lists the client created with `pendingLink`: its marker goes. */
    personLinked: async (id: string): Promise<void> => {
      await ask(clientsUnavailable, clients.post(CLIENTS_INTERNAL.linkedPath(id), {}, z.undefined()));
    },
    /** Settles the persons a protocols process killed mid-way left waiting since before `before`. */
    settlePendingLinks: (before: Date): Promise<SettledPendingLinks> =>
      ask(
        clientsUnavailable,
        clients.post(
          CLIENTS_INTERNAL.settlePendingLinksPath,
          { before: before.toISOString() },
          settledPendingLinksSchema,
        ),
      ),
    /** The clients a protocols import names: by a row of the same file's client import, or by CPF. */
    importReferences: (body: ImportReferencesBody): Promise<ImportReferences> =>
      ask(
        clientsUnavailable,
        clients.post(CLIENTS_INTERNAL.importReferencesPath, body, importReferencesSchema),
      ),
    updateClient: (id: string, body: ClientBodyInput): Promise<Client> =>
      ask(
        clientsUnavailable,
        clients.post(CLIENTS_INTERNAL.clientPath(id), body, clientAnswer, { relayRefusals }),
      ),
    deleteClient: (id: string): Promise<void> =>
      ask(clientsUnavailable, clients.delete(CLIENTS_INTERNAL.clientPath(id), { relayRefusals })),
    /** The clients named exactly one of `names` (the demo cases find the demo families). */
    clientsByName: async (names: string[]): Promise<FoundByName['found']> =>
      (await ask(clientsUnavailable, clients.post(CLIENTS_INTERNAL.byNamePath, { names }, foundByNameSchema)))
        .found,
    /** The type services named exactly one of `names`. */
    typeServicesByName: async (names: string[]): Promise<FoundByName['found']> =>
      (
        await ask(
          catalogUnavailable,
          catalog.post(CATALOG_INTERNAL.typeServicesByNamePath, { names }, foundByNameSchema),
        )
      ).found,
    /** The type service, or undefined when catalog has none with this id. */
    typeService: (id: string): Promise<PricedTypeService | undefined> =>
      ask(catalogUnavailable, catalog.find(CATALOG_INTERNAL.typeServicePath(id), typeServiceAnswer)),
    /** The office's tax rate in percent. */
    taxRate: async (): Promise<number> =>
      (await ask(catalogUnavailable, catalog.get(CATALOG_INTERNAL.budgetDefaultsPath, budgetDefaultsAnswer)))
        .taxRate,
    /** The quick-protocol template, or undefined when catalog has none with this id. */
    quickProtocolCreate: (id: string): Promise<QuickProtocolCreate | undefined> =>
      ask(
        catalogUnavailable,
        catalog.find(CATALOG_INTERNAL.quickProtocolCreatePath(id), quickProtocolCreateAnswer),
      ),
    /** The contract with the fragments its text names, or undefined when catalog has none with this id. */
    contract: (id: string): Promise<CatalogContractAnswer | undefined> =>
      ask(catalogUnavailable, catalog.find(CATALOG_INTERNAL.contractPath(id), catalogContractAnswerSchema)),
    office: (): Promise<OfficeContact> =>
      ask(catalogUnavailable, catalog.get(CATALOG_INTERNAL.officePath, officeContactSchema.loose())),
    /** The office's Pix receiver (an empty key when it has none). */
    pixReceiver: (): Promise<PixReceiver> =>
      ask(catalogUnavailable, catalog.get(CATALOG_INTERNAL.pixReceiverPath, pixReceiverAnswerSchema)),
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
    staffMember: (userId: string): Promise<StaffMember | undefined> =>
      ask(identityUnavailable, identity.find(IDENTITY_INTERNAL.staffMemberPath(userId), staffMemberSchema)),
    staff: (): Promise<StaffMember[]> =>
      ask(identityUnavailable, identity.get(IDENTITY_INTERNAL.staffPath, staffListSchema)),
  };
}
