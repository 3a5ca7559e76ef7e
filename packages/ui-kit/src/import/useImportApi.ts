import { useMemo } from 'react';
import {
  CLIENT_IMPORT_API,
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  IMPORT_SHEET_FIELD,
  PROTOCOL_IMPORT_API,
  type ImportApplyBody,
  type ImportApplyResult,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportSummary,
  type ImportUndoResult,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

/** An apply of 20,000 rows may take longer than a request's 15 s: the screen follows its progress meanwhile. */
const APPLY_TIMEOUT_MS = 120_000;

/** The import calls of a kind (docs/adr-spreadsheet-import.md): clients or protocols, the same shapes. */
export function useImportApi(kind: ImportKind) {
  const api = useApi();
  return useMemo(() => {
    const paths = kind === 'CLIENT' ? CLIENT_IMPORT_API : PROTOCOL_IMPORT_API;
    return {
      /** sends the file (and the mapping, the sheet) for its preview, reporting the upload's progress */
      preview: (
        file: File,
        { mapping, sheet }: { mapping?: ImportMapping; sheet?: string },
        onProgress?: (percent: number) => void,
      ) => {
        const form = new FormData();
        if (mapping) form.append(IMPORT_MAPPING_FIELD, JSON.stringify(mapping));
        if (sheet) form.append(IMPORT_SHEET_FIELD, sheet);
        form.append(IMPORT_FILE_FIELD, file, file.name);
        return api.upload<ImportPreview>(paths.preview, form, {
          onProgress: ({ loaded, total }) => total > 0 && onProgress?.(Math.round((loaded / total) * 100)),
        });
      },
      apply: (importId: string, body: ImportApplyBody) =>
        api.post<ImportApplyResult>(paths.apply(importId), body, {
          loading: false,
          timeoutMs: APPLY_TIMEOUT_MS,
        }),
      undo: (importId: string) => api.post<ImportUndoResult>(paths.undo(importId), {}),
      list: () => api.get<ImportSummary[]>(paths.collection, { loading: false }),
      get: (importId: string) => api.get<ImportSummary>(paths.item(importId), { loading: false }),
      problems: (importId: string) =>
        api.get<Blob>(paths.problems(importId), { responseType: 'blob', loading: false }),
    };
  }, [api, kind]);
}

export type ImportApi = ReturnType<typeof useImportApi>;
