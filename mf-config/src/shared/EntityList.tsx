import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { AUTOCOMPLETE_DEBOUNCE_MS, type Page } from '@linhagem/contracts';
import {
  EmptyState,
  translateError,
  useLazyPage,
  useListUrlState,
  useToast,
  useTranslation,
  useTypedListFilters,
  type ListSort,
  type PageRequest,
} from '@linhagem/ui-kit';
import type { ListQuery } from '../api/useConfigApi';
import { RecordActions, type ActiveField, type RecordActionsApi } from './RecordActions';
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
  /** each row's Deactivate (while active) and Delete, where the family offers them */
  actions?: { api: RecordActionsApi<T>; activeField: ActiveField };
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
  actions,
}: EntityListProps<T>) {
  const { t } = useTranslation('config');
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListUrlState(EMPTY_FILTERS, DEFAULT_SORT);
  const [typed, setTyped] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const name = list.filters.name.trim();
  /** bumped after a row is deactivated or deleted: a new fetchPage loads the page again */
  const [changes, setChanges] = useState(0);
  const reload = () => setChanges((count) => count + 1);
  const fetchPage = useCallback(
    (request: PageRequest) => load(request, name ? { name } : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` asks for the same page again
    [load, name, changes],
  );
  const { failed, tableProps } = useLazyPage(list, fetchPage, (error) =>
    toast.error(translateError(t, error)),
  );

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
        {...tableProps}
        emptyMessage={
          <EmptyState
            icon={failed ? 'pi pi-exclamation-circle' : 'pi pi-inbox'}
            title={failed ? t('errors.load') : emptyMessage}
          />
        }
        rowHover
        onRowClick={(event) => navigate(`${formPath}/${(event.data as T).id}`)}
        rowClassName={() => 'cf-row-link'}
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
        {actions ? (
          <Column
            header={t('actions.column')}
            body={(row: T) => {
              const { remove } = actions.api;
              return (
                <div className="cf-list-row">
                  <RecordActions
                    compact
                    name={row.name}
                    active={Boolean((row as Record<string, unknown>)[actions.activeField])}
                    deactivate={() => actions.api.deactivate(row.id).then(reload)}
                    remove={remove ? () => remove(row.id).then(reload) : undefined}
                  />
                </div>
              );
            }}
          />
        ) : null}
      </DataTable>
    </section>
  );
}
