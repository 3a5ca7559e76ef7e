import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { EXPORT_API, type ProtocolSummary, staffPath } from '@linhagem/contracts';
import {
  ExportButton,
  LazyTable,
  openColumn,
  translateError,
  useFormat,
  useLazyList,
  useTranslation,
  type LazyColumn,
} from '@linhagem/ui-kit';
import { SpreadsheetImportDialog } from '@linhagem/ui-kit/import';
import { useProtocolApi, type Kind, type StaffMember } from '../api/useProtocolApi';
import { StageChip, StatusChip } from '../shared/protocolChips';
import { useCanWrite } from '../shared/useCanWrite';
import { ProtocolListFiltersBar } from './ProtocolListFiltersBar';
import { EMPTY_FILTERS, toFilterBody } from './protocolListFilters';
import '../checklist/checklist.css';
import '../shared/protocols.css';

export type ProtocolTableProps = { kind: Kind };

/** /protocol-list and /budgets-list: lazy tables over `POST /api/{kind}/pagination`, their state in the address. */
export function ProtocolTable({ kind }: ProtocolTableProps) {
  const { t } = useTranslation('protocols');
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const api = useProtocolApi();
  const canWrite = useCanWrite();
  const protocols = useLazyList({
    emptyFilters: EMPTY_FILTERS,
    // code asc by default (spec 9 "Default sort")
    defaultSort: { field: 'code', order: 1 },
    load: (request, filters) => api.list(kind, request, toFilterBody(filters)),
    errorMessage: (error) => translateError(t, error),
  });
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [importing, setImporting] = useState(false);

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

  const open = (row: ProtocolSummary) => navigate(staffPath('protocol', { id: row.id }));
  const titleId = `${kind}-list-title`;

  const columns: LazyColumn<ProtocolSummary>[] = [
    openColumn({
      header: t('list.columns.code'),
      sortField: 'code',
      label: (row) => t('list.open', { code: row.code }),
      open,
    }),
    {
      header: t('list.columns.name'),
      sortField: 'name',
      body: (row) => (
        <>
          {row.name}
          {row.familyName ? <div className="lp-muted">{row.familyName}</div> : null}
        </>
      ),
    },
    { header: t('list.columns.clients'), body: (row) => row.clientNames.join(', ') },
    {
      header: t('list.columns.stage'),
      sortField: 'stage',
      body: (row) => <StageChip stage={row.stage} />,
    },
    {
      header: t('list.columns.status'),
      sortField: 'status',
      body: (row) => <StatusChip status={row.status} />,
    },
    { header: t('list.columns.currentUser'), body: (row) => row.currentUser?.name ?? '' },
    {
      header: t('list.columns.createdAt'),
      sortField: 'createdAt',
      body: (row) => formatDate(row.createdAt.slice(0, 10)),
    },
  ];

  return (
    <section className="lp-page" aria-labelledby={titleId}>
      <div className="lpr-toolbar">
        <h1 id={titleId}>{t(`list.title.${kind}`)}</h1>
        <div className="lpr-actions">
          <ExportButton
            path={kind === 'budget' ? EXPORT_API.budgets : EXPORT_API.protocols}
            filter={toFilterBody(protocols.list.filters)}
            sort={protocols.list.sort}
            fileName={kind === 'budget' ? 'budgets' : 'protocols'}
          />
          {canWrite && kind === 'protocol' ? (
            // cases from the office's spreadsheets, after their clients (docs/adr-spreadsheet-import.md)
            <Button
              icon="pi pi-file-import"
              label={t('imports:open')}
              outlined
              onClick={() => setImporting(true)}
            />
          ) : null}
          {canWrite ? (
            <Button
              icon="pi pi-plus"
              label={t(`list.new.${kind}`)}
              onClick={() => navigate(staffPath('protocolForm', {}, { budget: kind === 'budget' }))}
            />
          ) : null}
        </div>
      </div>
      <ProtocolListFiltersBar value={protocols.filters} onChange={protocols.setFilters} staff={staff} />
      <LazyTable
        page={protocols}
        loadingMessage={t('list.loading')}
        empty={{ icon: 'pi pi-folder-open', title: t(`list.empty.${kind}`), children: t('list.emptyHint') }}
        reportTemplate={t('list.report')}
        minWidth="50rem"
        columns={columns}
      />
      {canWrite && kind === 'protocol' ? (
        <SpreadsheetImportDialog
          kind="PROTOCOL"
          visible={importing}
          onHide={() => setImporting(false)}
          onChanged={() => protocols.reload()}
        />
      ) : null}
    </section>
  );
}
