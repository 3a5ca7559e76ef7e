import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { AUTOCOMPLETE_DEBOUNCE_MS, formatDocument } from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';
import {
  EmptyState,
  useDebouncedValue,
  useLazyPage,
  useListUrlState,
  useToast,
  useTranslation,
  type ListSort,
  type PageRequest,
} from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import type { Client } from '../api/types';
import { useLanguage } from '../shared/useLanguage';
import { ClientListFilters, EMPTY_FILTERS, toFilterBody, type ListFilters } from './ClientListFilters';
import '../shared/clients.css';

const DEFAULT_SORT: ListSort = { field: 'name', order: 1 };

/** /client/list: the lazy client table (server pagination, sort and filters; spec 2 and 7). */
export function ClientList() {
  const { t } = useTranslation('clients');
  const language = useLanguage();
  const navigate = useNavigate();
  const api = useClientApi();
  const toast = useToast();
  // filters, sort and page live in the address: Back, reload and a shared link restore them
  const list = useListUrlState<ListFilters>(EMPTY_FILTERS, DEFAULT_SORT);
  const { filters: appliedFilters, setFilters: applyFilters } = list;
  const [filters, setFilters] = useState<ListFilters>(appliedFilters);
  const debouncedFilters = useDebouncedValue(filters, AUTOCOMPLETE_DEBOUNCE_MS);
  const applied = useRef(JSON.stringify(appliedFilters));

  // the address changed under the list (Back, a link): show its filters in the inputs
  useEffect(() => {
    const text = JSON.stringify(appliedFilters);
    if (text === applied.current) return;
    applied.current = text;
    setFilters(appliedFilters);
  }, [appliedFilters]);

  // typed filters, once settled, go to the address with page 1 in the same step: no request for the old page
  useEffect(() => {
    const text = JSON.stringify(debouncedFilters);
    if (text === applied.current) return;
    applied.current = text;
    applyFilters(debouncedFilters);
  }, [debouncedFilters, applyFilters]);

  const fetchPage = useCallback(
    (request: PageRequest) => api.list(request, toFilterBody(appliedFilters)),
    [api, appliedFilters],
  );
  const { loading, tableProps } = useLazyPage<Client>(list, fetchPage, () =>
    toast.error(t('common:errors.generic')),
  );

  const open = (client: Client) => navigate(`/client/${client.id}`);

  return (
    <section className="lc-page" aria-labelledby="client-list-title">
      <div className="lc-toolbar">
        <h1 id="client-list-title">{t('list.title')}</h1>
        <Button icon="pi pi-plus" label={t('list.new')} onClick={() => navigate('/client')} />
      </div>
      <ClientListFilters value={filters} onChange={setFilters} />
      <DataTable
        {...tableProps}
        onRowClick={(event) => open(event.data as Client)}
        rowClassName={() => 'lc-row-clickable'}
        emptyMessage={
          loading ? (
            t('list.loading')
          ) : (
            <EmptyState icon="pi pi-users" title={t('list.empty')}>
              {t('list.emptyHint')}
            </EmptyState>
          )
        }
        currentPageReportTemplate={t('list.report')}
        tableStyle={{ minWidth: '40rem' }}
      >
        <Column
          field="name"
          header={t('list.columns.name')}
          sortable
          body={(client: Client) => (
            <button
              type="button"
              className="lc-link"
              aria-label={t('list.open', { name: client.name })}
              onClick={(event) => {
                event.stopPropagation();
                open(client);
              }}
            >
              {client.name}
            </button>
          )}
        />
        <Column
          header={t('list.columns.document')}
          body={(client: Client) =>
            formatDocument(client.typeOfPerson === 'COMPANY' ? client.cnpj : client.cpf)
          }
        />
        <Column
          field="birthDay"
          header={t('list.columns.birthDay')}
          sortable
          body={(client: Client) => formatDate(client.birthDay, language)}
        />
        <Column field="email" header={t('list.columns.email')} sortable />
        <Column header={t('list.columns.city')} body={(client: Client) => client.address?.city ?? ''} />
      </DataTable>
    </section>
  );
}

export default ClientList;
