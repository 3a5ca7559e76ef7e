import { useEffect, useState } from 'react';
import type { ClientSummary } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { RemoteClientSearch } from '../shared/RemoteClientSearch';
import { FormModal } from './FormModal';

export type AddClientModalProps = {
  visible: boolean;
  /** the protocol's clients, left out of the suggestions */
  excludeIds: string[];
  onHide(): void;
  onSubmit(client: ClientSummary): void;
};

/** spec 2 "add client": the clients remote's quick search, loaded through Module Federation. */
export function AddClientModal({ visible, excludeIds, onHide, onSubmit }: AddClientModalProps) {
  const { t } = useTranslation('protocols');
  const [client, setClient] = useState<ClientSummary | null>(null);
  useEffect(() => {
    if (visible) setClient(null);
  }, [visible]);
  return (
    <FormModal
      visible={visible}
      onHide={onHide}
      header={t('addClient.title')}
      width={560}
      formId="add-client-form"
      submitLabel={t('addClient.submit')}
      disabled={!client}
      onSubmit={() => {
        if (client) onSubmit(client);
      }}
    >
      <div className="lp-field">
        <label htmlFor="add-client-search">{t('addClient.client')}</label>
        <RemoteClientSearch
          inputId="add-client-search"
          value={client}
          excludeIds={excludeIds}
          onSelect={setClient}
        />
      </div>
    </FormModal>
  );
}
