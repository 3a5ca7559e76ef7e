import { useMemo } from 'react';
import {
  EXPORT_AUDIT_API,
  USER_API,
  type ExportAuditEntry,
  type ExportAuditFilter,
  type ExportAuditSource,
  type Page,
  type User,
} from '@linhagem/contracts';
import { useApi } from '@linhagem/ui-kit';
import type { ListQuery } from '../api/useConfigApi';

/** The calls of the exports audit: each box's exports, and the users the filter offers. */
export function useExportAuditApi() {
  const api = useApi();
  return useMemo(
    () => ({
      list: (source: ExportAuditSource, query: ListQuery, filter: ExportAuditFilter) =>
        api.post<Page<ExportAuditEntry>>(EXPORT_AUDIT_API[source].pagination, filter, {
          query,
          loading: false,
        }),
      /** every user, active or not: a former employee's exports stay in the audit */
      users: () =>
        api.post<Page<User>>(
          USER_API.pagination,
          {},
          { query: { page: 1, size: 100, sort: 'name' }, loading: false },
        ),
    }),
    [api],
  );
}
