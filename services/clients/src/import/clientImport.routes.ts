import type { Connection } from 'mongoose';
import { CLIENTS_INTERNAL, CLIENT_IMPORT_API, importReferencesBodySchema } from '@linhagem/contracts';
import { importRoutes, internal, route } from '@linhagem/service-kit';
import { analyseClientRows } from './analyseClientRows';
import { clientApplier } from './applyClientImport';
import { importReferences } from './importReferences';
import { undoClientImport } from './undoClientImport';

export type ClientImportRoutesOptions = { protocolsUrl?: string; maxImportBytes?: number };

/**
 * Clients from an office's CSV or XLSX (docs/adr-spreadsheet-import.md): the shared import routes (service-kit
 * `importRoutes`, the route table's `client-import` family) with the clients' reading, apply and undo; and
 * the internal call that finds the clients a protocols import names.
 */
export function clientImportRoutes(connection: Connection, options: ClientImportRoutesOptions = {}) {
  const router = importRoutes(connection, {
    kind: 'CLIENT',
    family: 'client-import',
    api: CLIENT_IMPORT_API,
    analyse: (stored) => analyseClientRows(connection, stored),
    applier: (caller) => clientApplier(connection, caller),
    undo: (caller, importId) => undoClientImport(connection, caller, importId, options.protocolsUrl),
    maxImportBytes: options.maxImportBytes,
  });
  // the protocols import's main clients, by a row of this file's client import or by CPF
  route(
    router,
    {
      method: 'post',
      path: CLIENTS_INTERNAL.importReferencesPath,
      access: internal,
      body: importReferencesBodySchema,
    },
    ({ body }) => importReferences(connection, body),
  );
  return router;
}
