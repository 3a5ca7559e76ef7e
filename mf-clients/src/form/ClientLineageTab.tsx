import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import type { ProtocolSummary } from '@linhagem/contracts';
import { EmptyState, ProtocolLineageChart, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import { translateError } from '../shared/translateError';
import { staffPath } from '@linhagem/contracts';

export type ClientLineageTabProps = { clientId?: string; active: boolean };

/**
 * The client's line of descent as a picture: the chart of the checklist of one of the client's protocols (budgets
 * have no checklist, spec 4), read when the tab is first shown. A card opens that person on the protocol's Checklist tab.
 */
export function ClientLineageTab({ clientId, active }: ClientLineageTabProps) {
  const { t } = useTranslation('checklist');
  const { t: tClients } = useTranslation('clients');
  const navigate = useNavigate();
  const api = useClientApi();
  const [protocols, setProtocols] = useState<ProtocolSummary[]>();
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!clientId || !active || protocols) return;
    let current = true;
    api
      .protocols(clientId)
      .then((list) => {
        if (!current) return;
        const withChecklist = list.filter((protocol) => !protocol.budget && protocol.status !== 'CANCELED');
        setProtocols(withChecklist);
        setChosen(withChecklist[0]?.id);
      })
      .catch((failure: unknown) => current && setError(translateError(tClients, failure)));
    return () => {
      current = false;
    };
  }, [api, clientId, active, protocols, tClients]);

  if (error) return <EmptyState icon="pi pi-exclamation-triangle" title={error} />;
  if (!clientId || (protocols && !chosen))
    return <EmptyState icon="pi pi-sitemap" title={t('pedigree.noProtocol')} />;
  if (!protocols || !chosen) return null;
  return (
    <div className="lc-lineage">
      {protocols.length > 1 ? (
        <span className="lc-lineage-protocol">
          <label htmlFor="lineage-protocol">{t('pedigree.chooseProtocol')}</label>
          <Dropdown
            inputId="lineage-protocol"
            value={chosen}
            options={protocols.map((protocol) => ({ value: protocol.id, label: protocol.code }))}
            onChange={(event) => setChosen(event.value as string)}
          />
        </span>
      ) : null}
      <ProtocolLineageChart
        protocolId={chosen}
        onOpen={(person) =>
          navigate(staffPath('protocol', { id: chosen, tab: 'checklist' }, { person: person.id }))
        }
      />
    </div>
  );
}
