import { useMemo } from 'react';
import type { Page, TypeService, TypeServiceBody, TypeServiceFilter } from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';

export type ListQuery = { page: number; size: number; sort: string };

const typeServicePath = (id: string) => `/api/type-service/${encodeURIComponent(id)}`;

/** The catalog API of the BFF (issue 12 item 1); failures reject with ui-kit's ApiError. */
export function useConfigApi() {
  const api = useApi();
  return useMemo(
    () => ({
      typeServices: {
        list: (query: ListQuery, filter: TypeServiceFilter) =>
          api.post<Page<TypeService>>('/api/type-service/pagination', filter, { query, loading: false }),
        get: (id: string) => api.get<TypeService>(typeServicePath(id)),
        save: (body: TypeServiceBody, id?: string) =>
          api.post<TypeService>(id ? typeServicePath(id) : '/api/type-service', body),
      },
    }),
    [api],
  );
}
