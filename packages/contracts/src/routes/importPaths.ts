// Importing an office's spreadsheets (docs/adr-spreadsheet-import.md): below each entity's own prefix.
import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;

/** An import's calls (docs/adr-spreadsheet-import.md), the same for clients and protocols under their prefix. */
function importApi(family: 'client-import' | 'protocol-import') {
  const prefix = API_FAMILIES[family].prefix;
  return {
    /** `GET` → `ImportSummary[]`, the latest first */
    collection: prefix,
    /** `POST` multipart: `file`, optional `mapping` (JSON) and `sheet` → `ImportPreview` */
    preview: `${prefix}/preview`,
    /** `GET` → `ImportSummary` with its progress while it applies */
    item: (importId: string) => `${prefix}/${seg(importId)}`,
    itemRoute: `${prefix}/:importId`,
    /** `POST ImportApplyBody` → `ImportApplyResult` (all or nothing) */
    apply: (importId: string) => `${prefix}/${seg(importId)}/apply`,
    applyRoute: `${prefix}/:importId/apply`,
    /** `POST` → `ImportUndoResult` */
    undo: (importId: string) => `${prefix}/${seg(importId)}/undo`,
    undoRoute: `${prefix}/:importId/undo`,
    /** `GET` → a `;` CSV (UTF-8 with BOM) of the rows with problems, each with its problems in a last column */
    problems: (importId: string) => `${prefix}/${seg(importId)}/problems.csv`,
    problemsRoute: `${prefix}/:importId/problems.csv`,
  } as const;
}

/** `/api/client/import`: clients from an office's CSV or XLSX. */
export const CLIENT_IMPORT_API = importApi('client-import');
/** `/api/protocol/import`: protocols from an office's CSV or XLSX, after their clients. */
export const PROTOCOL_IMPORT_API = importApi('protocol-import');
