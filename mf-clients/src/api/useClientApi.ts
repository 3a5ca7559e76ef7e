import { useMemo } from 'react';
import {
  CLIENT_API,
  CLIENT_QUICK_SEARCH_RESULTS,
  GEDCOM_FILE_FIELD,
  PROTOCOL_API,
  type ClientLineage,
  type GedcomApplyResult,
  type GedcomDecision,
  type GedcomPreview,
  type Page,
  type ProtocolSummary,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import type { AuditEntry, Client, ClientBodyInput, ClientFilter, ClientSummary } from './types';

export type ListQuery = { page: number; size: number; sort: string };
export type SaveFlags = { confirmDuplicateName?: boolean; confirmIncompleteWedding?: boolean };

/** The clients API of the BFF (spec 7, "Client"); failures reject with ui-kit's ApiError `{status, code, message, details}`. */
export function useClientApi() {
  const api = useApi();
  return useMemo(
    () => ({
      get: (id: string) => api.get<Client>(CLIENT_API.item(id)),
      save: (body: ClientBodyInput & SaveFlags, id?: string) =>
        api.post<Client>(id ? CLIENT_API.item(id) : CLIENT_API.collection, body),
      remove: (id: string) => api.delete<unknown>(CLIENT_API.item(id)),
      quickSearch: (name: string) =>
        api.get<ClientSummary[]>(CLIENT_API.quickSearch(CLIENT_QUICK_SEARCH_RESULTS), { query: { name } }),
      /** a list read is not a change: no loading modal */
      list: (query: ListQuery, filter: ClientFilter) =>
        api.post<Page<Client>>(CLIENT_API.pagination, filter, { query, loading: false }),
      audit: (clientId: string, page: number, size: number) =>
        api.post<Page<AuditEntry>>(CLIENT_API.audit, { clientId }, { query: { page, size }, loading: false }),
      /** sends a GEDCOM file for its preview, reporting the upload's progress in percent */
      gedcomPreview: (file: File, onProgress: (percent: number) => void) => {
        const form = new FormData();
        form.append(GEDCOM_FILE_FIELD, file, file.name);
        return api.upload<GedcomPreview>(CLIENT_API.gedcomPreview, form, {
          onProgress: ({ loaded, total }) => total > 0 && onProgress(Math.round((loaded / total) * 100)),
        });
      },
      /** applies a GEDCOM preview */
      gedcomApply: (importId: string, decisions: GedcomDecision[]) =>
        api.post<GedcomApplyResult>(CLIENT_API.gedcomApply(importId), { decisions }),
      /** the client and their ancestors by the father and mother links (the Lineage tab) */
      lineage: (id: string) => api.get<ClientLineage>(CLIENT_API.lineage(id), { loading: false }),
      /** the client's protocols and budgets (services/protocols) */
      protocols: (clientId: string) => api.get<ProtocolSummary[]>(PROTOCOL_API.clientProtocols(clientId)),
    }),
    [api],
  );
}

export type ClientApi = ReturnType<typeof useClientApi>;
