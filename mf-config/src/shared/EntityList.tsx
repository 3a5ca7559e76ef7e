import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { Page } from '@linhagem/contracts';
import { LazyTable, translateError, useLazyList, useTranslation, type LazyColumn } from '@linhagem/ui-kit';
import type { ListQuery } from '../api/useConfigApi';
import { RecordActions, type RecordActionsApi } from './RecordActions';
import './config.css';
import { staffPath } from '@linhagem/contracts';

type Row = { id: string; name: string };

export type EntityColumn<T> = LazyColumn<T>;

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
  actions?: { api: RecordActionsApi<T> };
};

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
  const entities = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'name', order: 1 },
    load: (request, filters) => {
      const name = filters.name.trim();
      return load(request, name ? { name } : {});
    },
    errorMessage: (error) => translateError(t, error),
  });
  const open = (row: T) => navigate(`${formPath}/${row.id}`);

  const nameColumn: EntityColumn<T> = {
    header: t('list.name'),
    sortField: 'name',
    body: (row) => (
      // the link makes every row reachable by keyboard; a click anywhere on the row opens it too
      <Link to={`${formPath}/${row.id}`} onClick={(event) => event.stopPropagation()}>
        {row.name}
      </Link>
    ),
  };
  const actionsColumn = (api: RecordActionsApi<T>): EntityColumn<T> => ({
    header: t('actions.column'),
    body: (row) => {
      const { remove } = api;
      return (
        <div className="cf-list-row">
          <RecordActions
            compact
            name={row.name}
            active={Boolean((row as { active?: boolean }).active)}
            deactivate={() => api.deactivate(row.id).then(entities.reload)}
            remove={remove ? () => remove(row.id).then(entities.reload) : undefined}
          />
        </div>
      );
    },
  });

  return (
    <section className="cf-page" aria-labelledby="entity-list-title">
      <div className="cf-toolbar">
        <h1 id="entity-list-title">{title}</h1>
        <div className="cf-actions">
          <Button
            label={t('list.backToConfiguration')}
            icon="pi pi-arrow-left"
            text
            onClick={() => navigate(staffPath('systemConfiguration'))}
          />
          <Button label={newLabel} icon="pi pi-plus" onClick={() => navigate(formPath)} />
        </div>
      </div>
      <InputText
        aria-label={t('list.filterName')}
        placeholder={t('list.filterName')}
        value={entities.filters.name}
        onChange={(event) => entities.setFilters({ name: event.target.value })}
        style={{ maxWidth: '24rem' }}
      />
      <LazyTable
        page={entities}
        empty={
          entities.failed
            ? { icon: 'pi pi-exclamation-circle', title: t('errors.load') }
            : { icon: 'pi pi-inbox', title: emptyMessage }
        }
        onRowOpen={open}
        columns={[nameColumn, ...columns, ...(actions ? [actionsColumn(actions.api)] : [])]}
      />
    </section>
  );
}
