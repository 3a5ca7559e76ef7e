import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { EXPORT_API, formatDocument, hasLevel, staffPath } from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';
import {
  ExportButton,
  LazyTable,
  useCurrentUser,
  useLazyList,
  useTranslation,
  type LazyColumn,
} from '@linhagem/ui-kit';
import { SpreadsheetImportDialog } from '@linhagem/ui-kit/import';
import { useClientApi } from '../api/useClientApi';
import type { Client } from '../api/types';
import { useLanguage } from '../shared/useLanguage';
import { GedcomImportDialog } from '../gedcom/GedcomImportDialog';
import { ClientListFilters, EMPTY_FILTERS, toFilterBody } from './ClientListFilters';
import '../shared/clients.css';

/** /client/list: the lazy client table (server pagination, sort and filters; spec 2 and 7). */
export function ClientList() {
  const { t } = useTranslation('clients');
  const language = useLanguage();
  const navigate = useNavigate();
  const api = useClientApi();
  // filters, sort and page live in the address: Back, reload and a shared link restore them
  const clients = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    defaultSort: { field: 'name', order: 1 },
    load: (request, filters) => api.list(request, toFilterBody(filters)),
    errorMessage: () => t('common:errors.generic'),
  });

  const [importing, setImporting] = useState(false);
  const [importingSheet, setImportingSheet] = useState(false);
  // the spreadsheet import writes clients: NORMAL and above (the route table's `client-import`)
  const { user } = useCurrentUser();
  const canImport = Boolean(user && hasLevel(user.typeUser, 'NORMAL'));
  const open = (client: Client) => navigate(staffPath('client', { id: client.id }));

  const columns: LazyColumn<Client>[] = [
    {
      header: t('list.columns.name'),
      sortField: 'name',
      body: (client) => (
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
      ),
    },
    {
      header: t('list.columns.document'),
      body: (client) => formatDocument(client.typeOfPerson === 'COMPANY' ? client.cnpj : client.cpf),
    },
    {
      header: t('list.columns.birthDay'),
      sortField: 'birthDay',
      body: (client) => formatDate(client.birthDay, language),
    },
    { header: t('list.columns.email'), sortField: 'email' },
    { header: t('list.columns.city'), body: (client) => client.address?.city ?? '' },
  ];

  return (
    <section className="lc-page" aria-labelledby="client-list-title">
      <div className="lc-toolbar">
        <h1 id="client-list-title">{t('list.title')}</h1>
        <div className="lc-actions">
          <ExportButton
            path={EXPORT_API.clients}
            filter={toFilterBody(clients.list.filters)}
            sort={clients.list.sort}
            fileName="clients"
          />
          {canImport ? (
            <Button
              icon="pi pi-file-import"
              label={t('imports:open')}
              outlined
              onClick={() => setImportingSheet(true)}
            />
          ) : null}
          <Button
            icon="pi pi-upload"
            label={t('gedcom.import')}
            outlined
            onClick={() => setImporting(true)}
          />
          <Button icon="pi pi-plus" label={t('list.new')} onClick={() => navigate(staffPath('client'))} />
        </div>
      </div>
      <ClientListFilters value={clients.filters} onChange={clients.setFilters} />
      <LazyTable
        page={clients}
        loadingMessage={t('list.loading')}
        empty={{ icon: 'pi pi-users', title: t('list.empty'), children: t('list.emptyHint') }}
        reportTemplate={t('list.report')}
        minWidth="40rem"
        onRowOpen={open}
        columns={columns}
      />
      <GedcomImportDialog
        visible={importing}
        onHide={() => setImporting(false)}
        onApplied={() => clients.reload()}
      />
      <SpreadsheetImportDialog
        kind="CLIENT"
        visible={importingSheet}
        onHide={() => setImportingSheet(false)}
        onChanged={() => clients.reload()}
      />
    </section>
  );
}

export default ClientList;
