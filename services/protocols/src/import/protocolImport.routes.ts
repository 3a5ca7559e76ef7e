import { PROTOCOL_IMPORT_API } from '@linhagem/contracts';
import { importRoutes } from '@linhagem/service-kit';
import type { Deps } from '../protocol/service';
import { analyseProtocolRows } from './analyseProtocolRows';
import { protocolApplier } from './applyProtocolImport';
import { undoProtocolImport } from './undoProtocolImport';

export type ProtocolImportRoutesOptions = { maxImportBytes?: number; maxImportRows?: number };

/**
 * Protocols from an office's CSV or XLSX, after their clients (docs/adr-spreadsheet-import.md): the shared import
 * routes (service-kit `importRoutes`, the route table's `protocol-import` family) with the protocols' reading,
 * apply and undo (the protocols it created removed, the ones it updated restored, but for those changed since).
 */
export function protocolImportRoutes(deps: Deps, options: ProtocolImportRoutesOptions = {}) {
  return importRoutes(deps.connection, {
    kind: 'PROTOCOL',
    family: 'protocol-import',
    api: PROTOCOL_IMPORT_API,
    analyse: async (stored) => {
      const { problems, matches, valid } = await analyseProtocolRows(deps, stored);
      return { problems, matches, valid };
    },
    applier: (caller) => protocolApplier(deps, caller),
    undo: (caller, importId) => undoProtocolImport(deps, caller, importId),
    ...options,
  });
}
