import { useTranslation } from '@linhagem/ui-kit';
import { EmptyState } from '../shared/EmptyState';

export type ProtocolsTabProps = { clientId?: string };

/** The client's protocols (spec 2); an explanation until the protocols module lists them. */
export function ProtocolsTab({ clientId }: ProtocolsTabProps) {
  const { t } = useTranslation('clients');
  return (
    <EmptyState icon="pi pi-folder-open" title={t('protocols.emptyTitle')}>
      {clientId ? t('protocols.emptyText') : t('protocols.newClient')}
    </EmptyState>
  );
}
