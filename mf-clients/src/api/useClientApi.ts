import { useMemo } from 'react';
import type { Page, ProtocolSummary } from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import type { AuditEntry, Client, ClientBodyInput, ClientFilter, ClientSummary } from './types';

export type ListQuery = { page: number; size: number; sort: string };
export type SaveFlags = { confirmDuplicateName?: boolean; confirmIncompleteWedding?: boolean };

const path = (id: string) => `/api/client/${encodeURIComponent(id)}`;

/** The clients API of the BFF (spec 7, "Client"); failures reject with ui-kit's ApiError `{status, code, message, details}`. */
export function useClientApi() {
  const api = useApi();
  return useMemo(
    () => ({
      get: (id: string) => api.get<Client>(path(id)),
      save: (body: ClientBodyInput & SaveFlags, id?: string) =>
        api.post<Client>(id ? path(id) : '/api/client', body),
      remove: (id: string) => api.delete<unknown>(path(id)),
      quickSearch: (name: string) => api.get<ClientSummary[]>('/api/client/s/10', { query: { name } }),
      /** a list read is not a change: no loading modal */
      list: (query: ListQuery, filter: ClientFilter) =>
        api.post<Page<Client>>('/api/client/pagination', filter, { query, loading: false }),
      audit: (clientId: string, page: number, size: number) =>
        api.post<Page<AuditEntry>>(
          '/api/client/audit',
          { clientId },
          { query: { page, size }, loading: false },
        ),
      /** the client's protocols and budgets (services/protocols) */
      protocols: (clientId: string) =>
        api.get<ProtocolSummary[]>(`/api/protocol/client/${encodeURIComponent(clientId)}`),
    }),
    [api],
  );
}

export type ClientApi = ReturnType<typeof useClientApi>;
