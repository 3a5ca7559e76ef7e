import { z, type ZodType } from 'zod';
import {
  CATALOG_INTERNAL,
  CLIENTS_INTERNAL,
  IDENTITY_INTERNAL,
  PROTOCOL_ERROR_CODES,
  catalogContractAnswerSchema,
  clientLookupSchema,
  dossierFreshnessSchema,
  foundByNameSchema,
  DEFAULT_DOSSIER_FRESHNESS,
  type DossierFreshness,
  type ErrorCode,
  officeContactSchema,
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
import {
  AppError,
  callInternal,
  InternalCallError,
  serviceUrl,
  type InternalRequest,
} from '@linhagem/service-kit';

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

/** A client as the clients service answers it; protocols reads its id and name and passes the rest on. */
const clientAnswer = z.object({ id: z.string(), name: z.string() }).loose() as unknown as ZodType<Client>;
const clientsAnswer = z.object({ clients: z.array(clientAnswer) });

export type Remotes = ReturnType<typeof createRemotes>;

export function createRemotes(urls: RemoteUrls = {}) {
  const clientsUrl = urls.clientsUrl ?? serviceUrl('clients');
  const catalogUrl = urls.catalogUrl ?? serviceUrl('catalog');
  const identityUrl = urls.identityUrl ?? serviceUrl('identity');
  /** One internal call; a failure is a 503 with `code`, so nothing is written half-way. */
  async function ask<T>(
    code: ErrorCode,
    baseUrl: string,
    path: string,
    schema: ZodType<T>,
    request: InternalRequest = {},
  ): Promise<T | undefined> {
    try {
      return await callInternal('protocols', baseUrl, path, schema, request);
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
  return {
    /** The clients that exist among `ids`, by id. */
    async lookupClients(ids: string[]): Promise<Map<string, LookedUpClient>> {
      if (ids.length === 0) return new Map();
      const answer = await ask(
        clientsUnavailable,
        clientsUrl,
        CLIENTS_INTERNAL.lookupPath,
        clientLookupSchema,
        {
          body: { ids },
        },
      );
      return new Map((answer?.clients ?? []).map((c) => [c.id, c]));
    },
    /** The whole clients among `ids` (the public portal's persons), in no particular order. */
    async readClients(ids: string[]): Promise<Client[]> {
      if (ids.length === 0) return [];
      const answer = await ask(clientsUnavailable, clientsUrl, CLIENTS_INTERNAL.readPath, clientsAnswer, {
        body: { ids },
      });
      return answer?.clients ?? [];
    },
    /** Creates a client with the staff form's rules; a refusal of the clients service is relayed as it is. */
    createClient: async (body: ClientBodyInput): Promise<Client> =>
      (await ask(clientsUnavailable, clientsUrl, CLIENTS_INTERNAL.createPath, clientAnswer, {
        body,
        relayRefusals: true,
      }))!,
    updateClient: async (id: string, body: ClientBodyInput): Promise<Client> =>
      (await ask(clientsUnavailable, clientsUrl, CLIENTS_INTERNAL.clientPath(id), clientAnswer, {
        body,
        relayRefusals: true,
      }))!,
    async deleteClient(id: string): Promise<void> {
      await ask(clientsUnavailable, clientsUrl, CLIENTS_INTERNAL.clientPath(id), z.unknown(), {
        method: 'DELETE',
        relayRefusals: true,
      });
    },
    /** The clients named exactly one of `names` (the demo cases find the demo families). */
    clientsByName: async (names: string[]): Promise<FoundByName['found']> =>
      (await ask(clientsUnavailable, clientsUrl, CLIENTS_INTERNAL.byNamePath, foundByNameSchema, {
        body: { names },
      }))!.found,
    /** The type services named exactly one of `names`. */
    typeServicesByName: async (names: string[]): Promise<FoundByName['found']> =>
      (await ask(catalogUnavailable, catalogUrl, CATALOG_INTERNAL.typeServicesByNamePath, foundByNameSchema, {
        body: { names },
      }))!.found,
    /** The type service, or undefined when catalog has none with this id. */
    typeService: (id: string): Promise<PricedTypeService | undefined> =>
      ask(catalogUnavailable, catalogUrl, CATALOG_INTERNAL.typeServicePath(id), typeServiceAnswer, {
        notFoundIsEmpty: true,
      }),
    /** The office's tax rate in percent (0 when no defaults are set). */
    async taxRate(): Promise<number> {
      const answer = await ask(
        catalogUnavailable,
        catalogUrl,
        CATALOG_INTERNAL.budgetDefaultsPath,
        budgetDefaultsAnswer,
      );
      return answer?.taxRate ?? 0;
    },
    /** The quick-protocol template, or undefined when catalog has none with this id. */
    quickProtocolCreate: (id: string): Promise<QuickProtocolCreate | undefined> =>
      ask(
        catalogUnavailable,
        catalogUrl,
        CATALOG_INTERNAL.quickProtocolCreatePath(id),
        quickProtocolCreateAnswer,
        { notFoundIsEmpty: true },
      ),
    /** The contract with the fragments its text names, or undefined when catalog has none with this id. */
    contract: (id: string): Promise<CatalogContractAnswer | undefined> =>
      ask(catalogUnavailable, catalogUrl, CATALOG_INTERNAL.contractPath(id), catalogContractAnswerSchema, {
        notFoundIsEmpty: true,
      }),
    async office(): Promise<OfficeContact> {
      return (
        (await ask(
          catalogUnavailable,
          catalogUrl,
          CATALOG_INTERNAL.officePath,
          officeContactSchema.loose(),
        )) ?? officeContactSchema.parse({})
      );
    },
    /** The freshness limits per route; the defaults when catalog cannot be asked (a read never fails on them). */
    async dossierFreshness(): Promise<DossierFreshness> {
      try {
        return (
          (await callInternal(
            'protocols',
            catalogUrl,
            CATALOG_INTERNAL.dossierFreshnessPath,
            dossierFreshnessSchema,
          )) ?? DEFAULT_DOSSIER_FRESHNESS
        );
      } catch {
        return DEFAULT_DOSSIER_FRESHNESS;
      }
    },
    staffMember: (userId: string): Promise<StaffMember | undefined> =>
      ask(identityUnavailable, identityUrl, IDENTITY_INTERNAL.staffMemberPath(userId), staffMemberSchema, {
        notFoundIsEmpty: true,
      }),
    async staff(): Promise<StaffMember[]> {
      return (
        (await ask(identityUnavailable, identityUrl, IDENTITY_INTERNAL.staffPath, staffListSchema)) ?? []
      );
    },
  };
}
