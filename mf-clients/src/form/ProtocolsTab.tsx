import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { PROTOCOL_STAGE_LABELS, type ProtocolSummary, staffPath } from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';
import { EmptyState, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import { translateError } from '../shared/translateError';
import { useLanguage } from '../shared/useLanguage';

export type ProtocolsTabProps = { clientId?: string; active: boolean };

const STATUS_SEVERITY = { ACTIVE: 'success', CANCELED: 'danger', FINISHED: 'info' } as const;

/** The client's protocols and budgets (spec 2), read when the tab is first shown. */
export function ProtocolsTab({ clientId, active }: ProtocolsTabProps) {
  const { t } = useTranslation('clients');
  const language = useLanguage();
  const navigate = useNavigate();
  const api = useClientApi();
  const [protocols, setProtocols] = useState<ProtocolSummary[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!clientId || !active || protocols) return;
    let current = true;
    api
      .protocols(clientId)
      .then((list) => current && setProtocols(list))
      .catch((failure: unknown) => current && setError(translateError(t, failure)));
    return () => {
      current = false;
    };
  }, [api, clientId, active, protocols, t]);

  if (!clientId)
    return (
      <EmptyState icon="pi pi-folder-open" title={t('protocols.emptyTitle')}>
        {t('protocols.newClient')}
      </EmptyState>
    );
  if (error)
    return (
      <EmptyState icon="pi pi-exclamation-triangle" title={t('protocols.failed')}>
        {error}
      </EmptyState>
    );
  const loading = active && !protocols;
  return (
    <DataTable
      value={protocols ?? []}
      dataKey="id"
      loading={loading}
      aria-busy={loading}
      aria-label={t('protocols.title')}
      onRowClick={(event) => navigate(staffPath('protocol', { id: (event.data as ProtocolSummary).id }))}
      rowClassName={() => 'lc-row-clickable'}
      emptyMessage={
        loading ? (
          t('protocols.loading')
        ) : (
          <EmptyState icon="pi pi-folder-open" title={t('protocols.emptyTitle')}>
            {t('protocols.emptyText')}
          </EmptyState>
        )
      }
    >
      <Column
        field="code"
        header={t('protocols.columns.code')}
        body={(p: ProtocolSummary) => (
          <a
            href={staffPath('protocol', { id: p.id })}
            onClick={(event) => {
              event.preventDefault();
              navigate(staffPath('protocol', { id: p.id }));
            }}
          >
            {p.code}
          </a>
        )}
      />
      <Column
        header={t('protocols.columns.kind')}
        body={(p: ProtocolSummary) => t(p.budget ? 'protocols.kind.budget' : 'protocols.kind.protocol')}
      />
      <Column field="name" header={t('protocols.columns.name')} />
      <Column
        header={t('protocols.columns.status')}
        body={(p: ProtocolSummary) => (
          <Tag severity={STATUS_SEVERITY[p.status]} value={t(`protocols.status.${p.status}`)} />
        )}
      />
      <Column
        header={t('protocols.columns.stage')}
        body={(p: ProtocolSummary) => PROTOCOL_STAGE_LABELS[p.stage][language]}
      />
      <Column
        header={t('protocols.columns.inCharge')}
        body={(p: ProtocolSummary) => p.currentUser?.name ?? ''}
      />
      <Column
        header={t('protocols.columns.createdAt')}
        body={(p: ProtocolSummary) => formatDate(p.createdAt.slice(0, 10), language)}
      />
    </DataTable>
  );
}
