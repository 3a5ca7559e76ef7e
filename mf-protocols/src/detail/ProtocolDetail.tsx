import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type Protocol, staffPath, staffRoute } from '@linhagem/contracts';
import { LoadingIndicator, isApiError, translateError, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { ChecklistTab } from '../checklist/ChecklistTab';
import { StageChip, StatusChip } from '../shared/protocolChips';
import { useCanWrite } from '../shared/useCanWrite';
import { GeneralTab } from './GeneralTab';
import { ServicesTab } from './ServicesTab';
import { FinancialTab } from './FinancialTab';
import { DocumentsTab } from '../documents/DocumentsTab';
import '../checklist/checklist.css';
import '../shared/protocols.css';

/** spec 2: General, Services, Checklist, Financial, and the case's Documents, from the route table (the first is the default). */
export const DETAIL_TABS = staffRoute('protocol').tabs!;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** What every tab gets: the protocol as last read, and how to show the protocol an action answered. */
export type TabProps = { protocol: Protocol; onChange(protocol: Protocol): void; canWrite: boolean };

/** /protocol/{id}/{tab?}: the protocol detail (spec 2); LIMITED users read everything, change nothing. */
export function ProtocolDetail() {
  const { id = '', tab } = useParams();
  const { t } = useTranslation('protocols');
  const navigate = useNavigate();
  const api = useProtocolApi();
  const canWrite = useCanWrite();
  const [protocol, setProtocol] = useState<Protocol | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setProtocol(await api.get(id));
      setFailure(null);
    } catch (error) {
      setFailure(isApiError(error) && error.status === 404 ? t('detail.notFound') : translateError(t, error));
    }
  }, [api, id, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const index = tab ? DETAIL_TABS.indexOf(tab) : 0;
  if (index < 0) return <Navigate to={staffPath('protocol', { id })} replace />;
  if (failure) return <Message severity="error" text={failure} />;
  if (!protocol) return <LoadingIndicator />;

  const list = staffPath(protocol.budget ? 'budgetList' : 'protocolList');
  const editable = canWrite && protocol.status === 'ACTIVE';
  const tabProps: TabProps = { protocol, onChange: setProtocol, canWrite: editable };

  return (
    <section className="lp-page" aria-labelledby="protocol-title">
      <Button
        className="lpr-back"
        label={t('detail.backToList')}
        link
        icon="pi pi-arrow-left"
        onClick={() => navigate(list)}
      />
      <div className="lpr-toolbar">
        <h1 id="protocol-title">
          {t('detail.title', {
            kind: t(protocol.budget ? 'kind.budget' : 'kind.protocol'),
            code: protocol.code,
          })}
          {protocol.name ? ` · ${protocol.name}` : ''}
        </h1>
        <div className="lpr-actions">
          <StatusChip status={protocol.status} />
          <StageChip stage={protocol.stage} />
          {protocol.budget ? <Tag value={t('kind.budget')} severity="warning" rounded /> : null}
          {editable ? (
            <Button
              icon="pi pi-pencil"
              label={t('detail.edit')}
              outlined
              onClick={() => navigate(staffPath('protocolForm', { id: protocol.id }))}
            />
          ) : null}
        </div>
      </div>
      {!canWrite ? <Message severity="info" text={t('detail.readOnly')} /> : null}
      <TabView
        activeIndex={index}
        onTabChange={(event) =>
          navigate(
            staffPath('protocol', { id, tab: event.index === 0 ? undefined : DETAIL_TABS[event.index] }),
          )
        }
      >
        <TabPanel header={t('detail.tabs.general')}>
          <GeneralTab {...tabProps} canWrite={canWrite} />
        </TabPanel>
        <TabPanel header={t('detail.tabs.services')}>
          <ServicesTab {...tabProps} />
        </TabPanel>
        <TabPanel header={t('detail.tabs.checklist')}>
          <ChecklistTab protocolId={protocol.id} onProtocolChange={() => void load()} />
        </TabPanel>
        <TabPanel header={t('detail.tabs.financial')}>
          <FinancialTab {...tabProps} />
        </TabPanel>
        <TabPanel header={t('detail.tabs.documents')}>
          <DocumentsTab protocol={protocol} canWrite={editable} onChange={setProtocol} />
        </TabPanel>
      </TabView>
    </section>
  );
}

export default ProtocolDetail;
