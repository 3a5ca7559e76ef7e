import { useCallback, useEffect, useState } from 'react';
import { Message } from 'primereact/message';
import { protocolContractBodySchema, type NamedRef, type ProtocolContractBody } from '@linhagem/contracts';
import { LoadingIndicator, translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useProtocolApi, type NamedItem } from '../api/useProtocolApi';
import { useStoreContractPdf } from './useStoreContractPdf';

export type ContractAttachModalProps = {
  visible: boolean;
  protocolId: string;
  clients: NamedRef[];
  /** attaching also keeps the contract's PDF as a document of the protocol (docs/adr-dossier-export.md) */
  storePdf?: boolean;
  onHide(): void;
  onDone(): void;
};

type Values = { [K in keyof ProtocolContractBody]: string | null };
const EMPTY: Values = { clientId: null, contractId: null };

/** spec 2 "contract client attach": one of the office's contracts, filled for one client of the protocol. */
export function ContractAttachModal({
  visible,
  protocolId,
  clients,
  storePdf = false,
  onHide,
  onDone,
}: ContractAttachModalProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const storeContractPdf = useStoreContractPdf();
  const toast = useToast();
  const [contracts, setContracts] = useState<NamedItem[] | null>(null);
  const save = useCallback(
    async (values: Values) => {
      const body = protocolContractBodySchema.parse(values);
      await api.attachContract(protocolId, body);
      if (storePdf) await storeContractPdf(protocolId, body);
      onDone();
    },
    [api, protocolId, onDone, storePdf, storeContractPdf],
  );
  const form = useEntityForm<Values>({
    empty: EMPTY,
    schema: protocolContractBodySchema,
    save,
    idPrefix: 'contract',
    successMessage: t('common:toast.success'),
    invalidToast: false,
  });
  const { reset, values } = form;

  useEffect(() => {
    if (!visible) return;
    let current = true;
    reset({ clientId: clients.length === 1 ? clients[0].id : null, contractId: null });
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
  }, [api, visible, clients, t, toast, reset]);

  return (
    <EntityFormDialog
      form={form}
      visible={visible}
      onHide={onHide}
      header={t('contract.title')}
      width={560}
      submitLabel={t('contract.submit')}
      disabled={!values.clientId || !values.contractId}

      className="lpr-modal-body"
    >
      <SelectField
        name="clientId"
        label={t('contract.client')}
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        showClear={false}
      />
      {contracts === null ? (
        <LoadingIndicator />
      ) : contracts.length === 0 ? (
        <Message severity="info" text={t('contract.none')} />
      ) : (
        <SelectField
          name="contractId"
          label={t('contract.contract')}
          options={contracts.map((contract) => ({ value: contract.id, label: contract.name }))}
          filter
          showClear={false}
        />
      )}
    </EntityFormDialog>
  );
}
