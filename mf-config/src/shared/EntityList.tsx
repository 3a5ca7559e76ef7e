import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { AUTOCOMPLETE_DEBOUNCE_MS, DEFAULT_PAGE_SIZE, toPage, type Page } from '@linhagem/contracts';
import {
  translateError,
  useListUrlState,
  useToast,
  useTranslation,
  useTypedListFilters,
  type ListSort,
} from '@linhagem/ui-kit';
import type { ListQuery } from '../api/useConfigApi';
import { EmptyState } from './EmptyState';
import './config.css';

type Row = { id: string; name: string };

export type EntityColumn<T> = {
  header: string;
  body: (row: T) => ReactNode;
  /** the server's sort field, when the column sorts */
  sortField?: string;
};

export type EntityListProps<T extends Row> = {
  title: string;
  newLabel: string;
  emptyMessage: string;
  /** `/user`: rows open `/user/{id}`, the new button opens `/user` */
  formPath: string;
  load: (query: ListQuery, filter: { name?: string }) => Promise<Page<T>>;
  /** columns after the name, which links to the form */
  columns: EntityColumn<T>[];
};

const DEFAULT_SORT: ListSort = { field: 'name', order: 1 };
const EMPTY_FILTERS = { name: '' };

/** A configuration list (spec 2 `/…/list`): server pages, a name filter and sort kept in the address. */
export function EntityList<T extends Row>({
  title,
  newLabel,
  emptyMessage,
  formPath,
  load,
  columns,
}: EntityListProps<T>) {
  const { t } = useTranslation('config');
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListUrlState(EMPTY_FILTERS, DEFAULT_SORT);
  const [typed, setTyped] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const { page, sort } = list;
  const name = list.filters.name.trim();
  const [result, setResult] = useState<Page<T>>(() => toPage<T>([], 0, 1, DEFAULT_PAGE_SIZE));
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const query = {
      page,
      size: DEFAULT_PAGE_SIZE,
      sort: `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}`,
    };
    load(query, name ? { name } : {})
      .then((answer) => {
        if (!current) return;
        setResult(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setResult(toPage<T>([], 0, 1, DEFAULT_PAGE_SIZE));
        setFailed(true);
        toast.error(translateError(t, error));
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, page, sort.field, sort.order, name, toast, t]);

  return (
    <section className="cf-page" aria-labelledby="entity-list-title">
      <div className="cf-toolbar">
        <h1 id="entity-list-title">{title}</h1>
        <div className="cf-actions">
          <Button
            label={t('list.backToConfiguration')}
            icon="pi pi-arrow-left"
            text
            onClick={() => navigate('/system-configuration')}
          />
          <Button label={newLabel} icon="pi pi-plus" onClick={() => navigate(formPath)} />
        </div>
      </div>
      <InputText
        aria-label={t('list.filterName')}
        placeholder={t('list.filterName')}
        value={typed.name}
        onChange={(event) => setTyped({ name: event.target.value })}
        style={{ maxWidth: '24rem' }}
      />
      <DataTable
        value={result.content}
        lazy
        paginator
        rows={DEFAULT_PAGE_SIZE}
        first={(page - 1) * DEFAULT_PAGE_SIZE}
        totalRecords={result.totalElements}
        onPage={(event: DataTablePageEvent) => list.setPage((event.page ?? 0) + 1)}
        sortField={sort.field}
        sortOrder={sort.order}
        onSort={(event: DataTableSortEvent) =>
          list.setSort(
            event.sortField ? { field: event.sortField, order: event.sortOrder === -1 ? -1 : 1 } : null,
          )
        }
        loading={loading}
        emptyMessage={
          <EmptyState
            icon={failed ? 'pi pi-exclamation-circle' : 'pi pi-inbox'}
            title={failed ? t('errors.load') : emptyMessage}
          />
        }
        rowHover
        onRowClick={(event) => navigate(`${formPath}/${(event.data as T).id}`)}
        rowClassName={() => 'cf-row-link'}
        dataKey="id"
      >
        <Column
          field="name"
          sortable
          header={t('list.name')}
          body={(row: T) => (
            // the link makes every row reachable by keyboard; a click anywhere on the row opens it too
            <Link to={`${formPath}/${row.id}`} onClick={(event) => event.stopPropagation()}>
              {row.name}
            </Link>
          )}
        />
        {columns.map((column) => (
          <Column
            key={column.header}
            header={column.header}
            body={column.body}
            field={column.sortField}
            sortable={Boolean(column.sortField)}
          />
        ))}
      </DataTable>
    </section>
  );
}
