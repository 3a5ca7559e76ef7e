import { useEffect, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import type { NamedRef } from '@linhagem/contracts';
import { LoadingIndicator, translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi, type NamedItem } from '../api/useProtocolApi';
import { FormModal } from './FormModal';

export type ContractAttachModalProps = {
  visible: boolean;
  protocolId: string;
  clients: NamedRef[];
  onHide(): void;
  onDone(): void;
};

/** spec 2 "contract client attach": one of the office's contracts, filled for one client of the protocol. */
export function ContractAttachModal({
  visible,
  protocolId,
  clients,
  onHide,
  onDone,
}: ContractAttachModalProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const toast = useToast();
  const [contracts, setContracts] = useState<NamedItem[] | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const [contractId, setContractId] = useState<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setClientId(clients.length === 1 ? clients[0].id : null);
    setContractId(null);
    setContracts(null);
    api
      .contracts()
      .then((page) => current && setContracts(page.content))
      .catch((error) => {
        if (!current) return;
        setContracts([]);
        toast.error(translateError(t, error));
      });
    return () => {
      current = false;
    };
  }, [api, visible, clients, t, toast]);

  async function submit() {
    if (!clientId || !contractId) return;
    try {
      await api.attachContract(protocolId, { clientId, contractId });
      toast.success(t('common:toast.success'));
      onDone();
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  return (
    <FormModal
      visible={visible}
      onHide={onHide}
      header={t('contract.title')}
      width={560}
      formId="contract-form"
      submitLabel={t('contract.submit')}
      disabled={!clientId || !contractId}
      onSubmit={() => void submit()}
    >
      <div className="lp-field">
        <label htmlFor="contract-client">{t('contract.client')}</label>
        <Dropdown
          inputId="contract-client"
          value={clientId}
          options={clients.map((client) => ({ value: client.id, label: client.name }))}
          onChange={(event) => setClientId(event.value as string)}
        />
      </div>
      {contracts === null ? (
        <LoadingIndicator />
      ) : contracts.length === 0 ? (
        <Message severity="info" text={t('contract.none')} />
      ) : (
        <div className="lp-field">
          <label htmlFor="contract-contract">{t('contract.contract')}</label>
          <Dropdown
            inputId="contract-contract"
            value={contractId}
            options={contracts.map((contract) => ({ value: contract.id, label: contract.name }))}
            onChange={(event) => setContractId(event.value as string)}
            filter
          />
        </div>
      )}
    </FormModal>
  );
}
