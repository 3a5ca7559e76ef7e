import { useMemo } from 'react';
import type { Language, Page } from '@linhagem/contracts';
import { useKit } from '../kit';
import type { AuditEntry, Client, ClientBodyInput, ClientFilter, ClientSummary, Country } from './types';

export type ListQuery = { page: number; size: number; sort: string };
export type SaveFlags = { confirmDuplicateName?: boolean; confirmIncompleteWedding?: boolean };

const path = (id: string) => `/api/client/${encodeURIComponent(id)}`;

/** The clients API of the BFF (spec 7, "Client"). */
export function useClientApi() {
  const { api } = useKit();
  return useMemo(
    () => ({
      get: (id: string) => api.get<Client>(path(id)),
      save: (body: ClientBodyInput & SaveFlags, id?: string) =>
        api.post<Client>(id ? path(id) : '/api/client', body),
      remove: (id: string) => api.del<unknown>(path(id)),
      quickSearch: (name: string) =>
        api.get<ClientSummary[]>(`/api/client/s/10?name=${encodeURIComponent(name)}`),
      list: ({ page, size, sort }: ListQuery, filter: ClientFilter) =>
        api.post<Page<Client>>(
          `/api/client/pagination?sort=${encodeURIComponent(sort)}&page=${page}&size=${size}`,
          filter,
        ),
      audit: (clientId: string, page: number, size: number) =>
        api.post<Page<AuditEntry>>(`/api/client/audit?page=${page}&size=${size}`, { clientId }),
      countries: (language: Language) => api.get<Country[]>(`/api/country?lang=${language}`),
    }),
    [api],
  );
}

export type ClientApi = ReturnType<typeof useClientApi>;
