import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  toPage,
  type Page,
  type ProtocolSummary,
} from '@linhagem/contracts';
import {
  translateError,
  useFormat,
  useListUrlState,
  useToast,
  useTranslation,
  useTypedListFilters,
  type ListSort,
} from '@linhagem/ui-kit';
import { useProtocolApi, type Kind, type StaffMember } from '../api/useProtocolApi';
import { EmptyState } from '../shared/EmptyState';
import { StageChip, StatusChip } from '../shared/protocolChips';
import { useCanWrite } from '../shared/useCanWrite';
import { ProtocolListFiltersBar } from './ProtocolListFiltersBar';
import { EMPTY_FILTERS, toFilterBody } from './protocolListFilters';
import '../checklist/checklist.css';
import '../shared/protocols.css';

// issue 13 item 6: code asc by default
const DEFAULT_SORT: ListSort = { field: 'code', order: 1 };
const EMPTY_PAGE: Page<ProtocolSummary> = toPage([], 0, 1, DEFAULT_PAGE_SIZE);

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
  const { page, sort, setPage, setSort } = list;
  const [filters, setFilters] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const body = useMemo(() => toFilterBody(list.filters), [list.filters]);
  const [result, setResult] = useState<Page<ProtocolSummary>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
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

  useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .list(
        kind,
        { page, size: DEFAULT_PAGE_SIZE, sort: `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}` },
        body,
      )
      .then((answer) => current && setResult(answer))
      .catch((error) => {
        if (!current) return;
        setResult(EMPTY_PAGE);
        toast.error(translateError(t, error));
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, kind, page, sort, body, toast, t]);

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
        value={result.content}
        dataKey="id"
        lazy
        paginator
        rows={DEFAULT_PAGE_SIZE}
        first={(page - 1) * DEFAULT_PAGE_SIZE}
        totalRecords={result.totalElements}
        onPage={(event: DataTablePageEvent) => setPage(Math.floor(event.first / event.rows) + 1)}
        sortField={sort.field}
        sortOrder={sort.order}
        onSort={(event: DataTableSortEvent) =>
          setSort(event.sortField ? { field: event.sortField, order: event.sortOrder === -1 ? -1 : 1 } : null)
        }
        loading={loading}
        aria-busy={loading}
        emptyMessage={
          loading ? (
            t('list.loading')
          ) : (
            <EmptyState icon="pi pi-folder-open" title={t(`list.empty.${kind}`)}>
              {t('list.emptyHint')}
            </EmptyState>
          )
        }
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
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
