import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { staffPath, type ProtocolSummary } from '@linhagem/contracts';
import { EmptyState, ProtocolLineageChart, useTranslation } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import { translateError } from '../shared/translateError';
import { ClientFamilyLine } from './ClientFamilyLine';

export type ClientLineageTabProps = { clientId?: string; active: boolean };

/** The picker's value for the family links' line; any other value is a protocol's id. */
const FAMILY = 'family';

/**
 * The client's lineage as a picture: first the ancestors by the family links (there before any checklist), and the
 * line of the checklist of each of the client's protocols to choose (budgets have no checklist, spec 4). Read when
 * the tab is shown. A card of the checklist's line opens that person on the protocol's Checklist tab.
 */
export function ClientLineageTab({ clientId, active }: ClientLineageTabProps) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const api = useClientApi();
  // kept with the client they were read for: another client's record reuses this screen
  const [protocols, setProtocols] = useState<{ clientId: string; list: ProtocolSummary[] }>();
  const [chosen, setChosen] = useState<{ clientId: string; value: string }>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!clientId || !active || protocols?.clientId === clientId) return;
    let current = true;
    api
      .protocols(clientId)
      .then((list) => {
        if (!current) return;
        const withChecklist = list.filter((protocol) => !protocol.budget && protocol.status !== 'CANCELED');
        setProtocols({ clientId, list: withChecklist });
      })
      // without the protocols the family's line is still drawn; the picker is left out
      .catch((failure: unknown) => current && setError(translateError(t, failure)));
    return () => {
      current = false;
    };
  }, [api, clientId, active, protocols, t]);

  if (!clientId) return <EmptyState icon="pi pi-sitemap" title={t('lineage.newClient')} />;
  if (!active) return null;
  const list = protocols?.clientId === clientId ? protocols.list : [];
  const value = chosen?.clientId === clientId ? chosen.value : FAMILY;
  const protocol = list.find((p) => p.id === value);
  return (
    <div className="lc-lineage">
      {error ? <p role="status">{error}</p> : null}
      {list.length ? (
        <span className="lc-lineage-protocol">
          <label htmlFor="lineage-show">{t('lineage.show')}</label>
          <Dropdown
            inputId="lineage-show"
            value={value}
            options={[
              { value: FAMILY, label: t('lineage.family') },
              ...list.map((p) => ({ value: p.id, label: t('lineage.protocol', { code: p.code }) })),
            ]}
            onChange={(event) => setChosen({ clientId, value: event.value as string })}
          />
        </span>
      ) : null}
      {protocol ? (
        <ProtocolLineageChart
          protocolId={protocol.id}
          onOpen={(person) =>
            navigate(staffPath('protocol', { id: protocol.id, tab: 'checklist' }, { person: person.id }))
          }
        />
      ) : (
        <ClientFamilyLine clientId={clientId} />
      )}
    </div>
  );
}
