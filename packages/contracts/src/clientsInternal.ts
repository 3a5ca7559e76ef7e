import { z } from 'zod';
import { dossierClientSchema } from './dossier/dossierClient';
import { objectIdText } from './objectId';

/**
 * Internal API of services/clients that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const CLIENTS_INTERNAL = {
  /** `POST {CLIENTS_URL}/internal/clients/lookup` with `ClientLookupBody` → `ClientLookup` (the ids that exist; unknown ones are left out). */
  lookupPath: '/internal/clients/lookup',
  /** `POST /internal/clients/read` with `ClientLookupBody` → `{ clients: Client[] }` (whole clients, unknown ids left out). */
  readPath: '/internal/clients/read',
  /** `POST /internal/clients` with a `ClientBody` → 201 `Client`: the staff form's validation and checks (the public portal's persons). */
  createPath: '/internal/clients',
  /** `POST` (update with a `ClientBody`, → `Client`) and `DELETE` (→ 204) of one client, with the staff rules. */
  clientPath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}`,
  clientRoute: '/internal/clients/:clientId',
  /** `POST /internal/clients/by-name` with `FindByNameBody` → `FoundByName`: the clients with exactly these names (the demo data). */
  byNamePath: '/internal/clients/by-name',
  /**
   * `POST /internal/clients/:clientId/linked` → 204: the protocol now lists the person created with
   * `?pendingLink=<protocolId>`, whose marker is cleared (docs/adr-crash-consistency.md).
   */
  linkedPath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}/linked`,
  linkedRoute: '/internal/clients/:clientId/linked',
  /**
   * `POST /internal/clients/pending-links/settle` with `SettlePendingLinksBody` → `SettledPendingLinks`: every person
   * still waiting for its protocol's link since before `before` is kept (a protocol lists it) or removed.
   */
  settlePendingLinksPath: '/internal/clients/pending-links/settle',
  /**
   * `POST /internal/clients/import-references` with `ImportReferencesBody` → `ImportReferences`: the clients a
   * protocols import names as its main clients, by the row of a client import of the same file (SHA-256) or by CPF
   * (docs/adr-spreadsheet-import.md).
   */
  importReferencesPath: '/internal/clients/import-references',
} as const;

/** `?pendingLink=<protocolId>` on `createPath`: the person is created for this protocol, which links it next. */
export const clientCreateQuerySchema = z.object({ pendingLink: objectIdText().optional() }).strict();

export const settlePendingLinksBodySchema = z.object({ before: z.iso.datetime() }).strict();
export type SettlePendingLinksBody = z.infer<typeof settlePendingLinksBodySchema>;

export const settledPendingLinksSchema = z.object({
  linked: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type SettledPendingLinks = z.infer<typeof settledPendingLinksSchema>;

export const MAX_CLIENT_LOOKUP = 200;

export const clientLookupBodySchema = z
  .object({ ids: z.array(objectIdText()).max(MAX_CLIENT_LOOKUP) })
  .strict();
export type ClientLookupBody = z.infer<typeof clientLookupBodySchema>;

export const clientLookupSchema = z.object({
  clients: z.array(
    // what the dossier reads (links, dates, name variants, country of birth)
    dossierClientSchema.extend({
      /** a contract's merge fields */
      cpf: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
      /** an official form's merge field (`clientBirthCity`) */
      birthCity: z.string().nullable().optional(),
    }),
  ),
});
export type ClientLookup = z.infer<typeof clientLookupSchema>;

/** The most rows and CPFs one `importReferencesPath` call asks for (the protocols service asks in batches). */
export const MAX_IMPORT_REFERENCES = 1000;

export const importReferencesBodySchema = z
  .object({
    /** the protocols file's SHA-256: its rows are those of an applied client import of the same file */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    rows: z.array(z.number().int().min(2)).max(MAX_IMPORT_REFERENCES),
    /** CPFs as 11 digits */
    cpfs: z.array(z.string().regex(/^\d{11}$/)).max(MAX_IMPORT_REFERENCES),
  })
  .strict();
export type ImportReferencesBody = z.infer<typeof importReferencesBodySchema>;

const referencedClient = z.object({ id: z.string(), name: z.string() });
export const importReferencesSchema = z.object({
  /** the latest applied (not undone) client import of the same file, when there is one */
  importId: z.string().nullable(),
  rows: z.array(referencedClient.extend({ row: z.number().int() })),
  cpfs: z.array(referencedClient.extend({ cpf: z.string() })),
});
export type ImportReferences = z.infer<typeof importReferencesSchema>;
