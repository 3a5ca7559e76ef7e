import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { AUTOCOMPLETE_DEBOUNCE_MS, type ProtocolSummary } from '@linhagem/contracts';
import {
  EmptyState,
  translateError,
  useFormat,
  useLazyPage,
  useListUrlState,
  useToast,
  useTranslation,
  useTypedListFilters,
  type ListSort,
  type PageRequest,
} from '@linhagem/ui-kit';
import { useProtocolApi, type Kind, type StaffMember } from '../api/useProtocolApi';
import { StageChip, StatusChip } from '../shared/protocolChips';
import { useCanWrite } from '../shared/useCanWrite';
import { ProtocolListFiltersBar } from './ProtocolListFiltersBar';
import { EMPTY_FILTERS, toFilterBody } from './protocolListFilters';
import '../checklist/checklist.css';
import '../shared/protocols.css';

// code asc by default (spec 9 "Default sort")
const DEFAULT_SORT: ListSort = { field: 'code', order: 1 };

export type ProtocolTableProps = { kind: Kind };

/** /protocol-list and /budgets-list: lazy tables over `POST /api/{kind}/pagination`, their state in the address. */
export function ProtocolTable({ kind }: ProtocolTableProps) {
  const { t } = useTranslation('protocols');
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const api = useProtocolApi();
  const toast = useToast();
  const canWrite = useCanWrite();
  const list = useListUrlState(EMPTY_FILTERS, DEFAULT_SORT);
  const [filters, setFilters] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const body = useMemo(() => toFilterBody(list.filters), [list.filters]);
  const fetchPage = useCallback((request: PageRequest) => api.list(kind, request, body), [api, kind, body]);
  const { loading, tableProps } = useLazyPage(list, fetchPage, (error) =>
    toast.error(translateError(t, error)),
  );
  const [staff, setStaff] = useState<StaffMember[] | null>(null);

  useEffect(() => {
    if (!canWrite) return;
    let current = true;
    api
      .staff()
      .then((members) => current && setStaff(members))
      .catch(() => current && setStaff(null));
    return () => {
      current = false;
    };
  }, [api, canWrite]);

  const open = (row: ProtocolSummary) => navigate(`/protocol/${row.id}`);
  const titleId = `${kind}-list-title`;

  return (
    <section className="lp-page" aria-labelledby={titleId}>
      <div className="lpr-toolbar">
        <h1 id={titleId}>{t(`list.title.${kind}`)}</h1>
        {canWrite ? (
          <Button
            icon="pi pi-plus"
            label={t(`list.new.${kind}`)}
            onClick={() => navigate(kind === 'budget' ? '/protocol/form?budget=true' : '/protocol/form')}
          />
        ) : null}
      </div>
      <ProtocolListFiltersBar value={filters} onChange={setFilters} staff={staff} />
      <DataTable
        {...tableProps}
        emptyMessage={
          loading ? (
            t('list.loading')
          ) : (
            <EmptyState icon="pi pi-folder-open" title={t(`list.empty.${kind}`)}>
              {t('list.emptyHint')}
            </EmptyState>
          )
        }
        currentPageReportTemplate={t('list.report')}
        tableStyle={{ minWidth: '50rem' }}
      >
        <Column
          field="code"
          header={t('list.columns.code')}
          sortable
          body={(row: ProtocolSummary) => (
            <Button
              type="button"
              link
              label={row.code}
              aria-label={t('list.open', { code: row.code })}
              onClick={() => open(row)}
            />
          )}
        />
        <Column
          field="name"
          header={t('list.columns.name')}
          sortable
          body={(row: ProtocolSummary) => (
            <>
              {row.name}
              {row.familyName ? <div className="lp-muted">{row.familyName}</div> : null}
            </>
          )}
        />
        <Column
          header={t('list.columns.clients')}
          body={(row: ProtocolSummary) => row.clientNames.join(', ')}
        />
        <Column
          field="stage"
          header={t('list.columns.stage')}
          sortable
          body={(row: ProtocolSummary) => <StageChip stage={row.stage} />}
        />
        <Column
          field="status"
          header={t('list.columns.status')}
          sortable
          body={(row: ProtocolSummary) => <StatusChip status={row.status} />}
        />
        <Column
          header={t('list.columns.currentUser')}
          body={(row: ProtocolSummary) => row.currentUser?.name ?? ''}
        />
        <Column
          field="createdAt"
          header={t('list.columns.createdAt')}
          sortable
          body={(row: ProtocolSummary) => formatDate(row.createdAt.slice(0, 10))}
        />
      </DataTable>
    </section>
  );
}
