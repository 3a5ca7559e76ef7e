import { z } from 'zod';
import {
  CLIENTS_INTERNAL,
  PROTOCOL_ERROR_CODES,
  clientLookupSchema,
  foundByNameSchema,
  settledPendingLinksSchema,
  type Client,
  type ClientBodyInput,
  type ClientLookup,
  type FoundByName,
  type SettledPendingLinks,
  CLIENTS_READING_INTERNAL,
  importReferencesSchema,
  type ImportReferences,
  type ImportReferencesBody,
  nameVariantAnswerSchema,
  type NameVariantAnswer,
  type NameVariantBody,
} from '@linhagem/contracts';
import { internalClient, serviceUrl } from '@linhagem/service-kit';
import { askingWith, relayRefusals } from './ask';

export type LookedUpClient = ClientLookup['clients'][number];

/**
 * A client as the clients service answers it (its `toClient`): protocols checks the id and name it reads and
 * passes the rest on as the clients service typed it.
 */
const clientKeys = z.object({ id: z.string(), name: z.string() }).loose();
const clientAnswer = z.custom<Client>((value) => clientKeys.safeParse(value).success, 'not a client');
const clientsAnswer = z.object({ clients: z.array(clientAnswer) });

export type ClientsClient = ReturnType<typeof createClientsClient>;

/** What protocols asks the clients box (CLIENTS_INTERNAL): the case's persons. */
export function createClientsClient(url = serviceUrl('clients')) {
  const clients = internalClient('protocols', url);
  const ask = askingWith(PROTOCOL_ERROR_CODES.clientsUnavailable);
  return {
    /** The clients that exist among `ids`, by id. */
    async lookupClients(ids: string[]): Promise<Map<string, LookedUpClient>> {
      if (ids.length === 0) return new Map();
      const answer = await ask(clients.post(CLIENTS_INTERNAL.lookupPath, { ids }, clientLookupSchema));
      return new Map(answer.clients.map((c) => [c.id, c]));
    },
    /** The whole clients among `ids` (the public portal's persons), in no particular order. */
    async readClients(ids: string[]): Promise<Client[]> {
      if (ids.length === 0) return [];
      return (await ask(clients.post(CLIENTS_INTERNAL.readPath, { ids }, clientsAnswer))).clients;
    },
    /**
     * Creates a client with the staff form's rules; a refusal of the clients service is relayed as it is. With
     * `pendingLink`, the client is marked as waiting for this protocol's link (docs/adr-crash-consistency.md).
     */
    createClient: (body: ClientBodyInput, pendingLink?: string): Promise<Client> =>
      ask(
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
      await ask(clients.post(CLIENTS_INTERNAL.linkedPath(id), {}, z.undefined()));
    },
    /** Settles the persons a protocols process killed mid-way left waiting since before `before`. */
    settlePendingLinks: (before: Date): Promise<SettledPendingLinks> =>
      ask(
        clients.post(
          CLIENTS_INTERNAL.settlePendingLinksPath,
          { before: before.toISOString() },
          settledPendingLinksSchema,
        ),
      ),
    updateClient: (id: string, body: ClientBodyInput): Promise<Client> =>
      ask(clients.post(CLIENTS_INTERNAL.clientPath(id), body, clientAnswer, { relayRefusals })),
    /** A spelling added to a client's name variants (or, with `remove`, taken away), audited with `source`. */
    nameVariant: (id: string, body: NameVariantBody): Promise<NameVariantAnswer> =>
      ask(
        clients.post(CLIENTS_READING_INTERNAL.nameVariantPath(id), body, nameVariantAnswerSchema, {
          relayRefusals,
        }),
      ),
    /** The clients a protocols import names: by a row of the same file's client import, or by CPF. */
    importReferences: (body: ImportReferencesBody): Promise<ImportReferences> =>
      ask(clients.post(CLIENTS_INTERNAL.importReferencesPath, body, importReferencesSchema)),
    deleteClient: (id: string): Promise<void> =>
      ask(clients.delete(CLIENTS_INTERNAL.clientPath(id), { relayRefusals })),
    /** The clients named exactly one of `names` (the demo cases find the demo families). */
    clientsByName: async (names: string[]): Promise<FoundByName['found']> =>
      (await ask(clients.post(CLIENTS_INTERNAL.byNamePath, { names }, foundByNameSchema))).found,
  };
}
