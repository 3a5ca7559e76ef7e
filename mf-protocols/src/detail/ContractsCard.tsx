import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import type { NamedRef, ProtocolContractSummary } from '@linhagem/contracts';
import { LoadingIndicator, translateError, useFormat, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { ContractAttachModal } from '../modals/ContractAttachModal';
import { RenderContractButton } from './pdf/RenderContractButton';

export type ContractsCardProps = {
  protocolId: string;
  clients: NamedRef[];
  editable: boolean;
  /** a contract was attached: it is on the timeline too */
  onAttached(): void;
  /** an attached contract's PDF is kept with the protocol's documents (a protocol's, not a budget's) */
  storePdf?: boolean;
};

/** The contracts filled for the protocol's clients (spec 2 "contract client attach"), and attaching one more. */
export function ContractsCard({ protocolId, clients, editable, onAttached, storePdf }: ContractsCardProps) {
  const { t } = useTranslation('protocols');
  const { formatDateTime } = useFormat();
  const api = useProtocolApi();
  const [contracts, setContracts] = useState<ProtocolContractSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attaching, setAttaching] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    api
      .attachedContracts(protocolId)
      .then((attached) => {
        if (!current) return;
        setContracts(attached);
        setFailure(null);
      })
      .catch((error) => current && setFailure(translateError(t, error)));
    return () => {
      current = false;
    };
  }, [api, protocolId, version, t]);

  return (
    <section className="lpr-card" aria-labelledby="general-contracts">
      <h2 id="general-contracts">{t('general.contracts')}</h2>
      {failure ? <span className="lpr-error">{failure}</span> : null}
      {!failure && contracts === null ? <LoadingIndicator /> : null}
      {contracts?.length === 0 ? <span className="lp-muted">{t('general.noContracts')}</span> : null}
      {contracts?.length ? (
        <ul className="lpr-clients" aria-labelledby="general-contracts">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <div>
                {contract.contractName} · {contract.client.name}
              </div>
              <span className="lp-muted">
                {formatDateTime(contract.createdAt)} · {contract.createdBy.name}
              </span>
              <RenderContractButton protocolId={protocolId} contract={contract} />
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <div className="lpr-actions">
          <Button
            type="button"
            icon="pi pi-file"
            outlined
            label={t('actions.attachContract')}
            disabled={clients.length === 0}
            onClick={() => setAttaching(true)}
          />
        </div>
      ) : null}
      <ContractAttachModal
        visible={attaching}
        protocolId={protocolId}
        clients={clients}
        storePdf={storePdf}
        onHide={() => setAttaching(false)}
        onDone={() => {
          setAttaching(false);
          setVersion((next) => next + 1);
          onAttached();
        }}
      />
    </section>
  );
}
