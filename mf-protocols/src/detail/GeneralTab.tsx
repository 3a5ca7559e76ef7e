import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import {
  PROTOCOL_STAGE_LABELS,
  portalPath,
  type ClientSummary,
  type NamedRef,
  type ProtocolBodyInput,
} from '@linhagem/contracts';
import { translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { AddClientModal } from '../modals/AddClientModal';
import { SendNotificationModal } from '../modals/SendNotificationModal';
import { useUnderageSave } from '../modals/useUnderageSave';
import { clientRefs, kindOf, toProtocolBody } from '../shared/protocolBody';
import { ProtocolActions } from './ProtocolActions';
import { TimelineCard } from './TimelineCard';
import { DossierCard } from './DossierCard';
import { SendToFamilyDialog } from './SendToFamilyDialog';
import { ClockCards } from '../clock/ClockCards';
import { ContractsCard } from './ContractsCard';
import type { TabProps } from './ProtocolDetail';

type Modal = 'addClient' | 'notification' | null;

/** The General tab: data, clients with their minors, contracts, access code and actions. */
export function GeneralTab({ protocol, onChange, canWrite }: TabProps) {
  const { t } = useTranslation('protocols');
  const { language, formatDateTime } = useFormat();
  const api = useProtocolApi();
  const toast = useToast();
  const underage = useUnderageSave();
  const [modal, setModal] = useState<Modal>(null);
  const [timelineVersion, setTimelineVersion] = useState(0);
  const [sendingToFamily, setSendingToFamily] = useState(false);
  const timelineChanged = () => setTimelineVersion((version) => version + 1);
  const active = protocol.status === 'ACTIVE';
  const editable = canWrite && active;
  const refs = useMemo(() => clientRefs(protocol), [protocol]);
  const minorIds = new Set(protocol.underAges.map((link) => link.underAgeClient));
  const minorsOf = (clientId: string) =>
    protocol.underAges
      .filter((link) => link.client === clientId)
      .map((link) => refs.find((ref) => ref.id === link.underAgeClient))
      .filter((ref): ref is NamedRef => Boolean(ref));
  const mainServiceName = protocol.services.find(
    (s) => s.typeService === protocol.mainService,
  )?.typeServiceName;
  const link = portalPath(protocol.id);

  /** Saves the protocol with `change` applied, asking for a minor's responsible when the service needs one. */
  async function save(change: (body: ProtocolBodyInput) => ProtocolBodyInput, names: NamedRef[]) {
    try {
      const saved = await underage.save(change(toProtocolBody(protocol)), names, (body) =>
        api.save(kindOf(protocol), body, protocol.id),
      );
      if (!saved) return;
      onChange(saved);
      toast.success(t('common:toast.success'));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  const addClient = (client: ClientSummary) => {
    setModal(null);
    void save(
      (body) => ({ ...body, clients: [...(body.clients ?? []), client.id] }),
      [...refs, { id: client.id, name: client.name }],
    );
  };

  const informResponsible = async (minor: NamedRef) => {
    const responsible = await underage.ask({ minor, candidates: refs.filter((ref) => ref.id !== minor.id) });
    if (!responsible) return;
    await save(
      (body) => ({
        ...body,
        underAges: [
          ...(body.underAges ?? []).filter((existing) => existing.underAgeClient !== minor.id),
          { client: responsible, underAgeClient: minor.id },
        ],
      }),
      refs,
    );
  };

  /** A client of the list; `minor` when listed under their responsible, the only ones a responsible is informed for. */
  const clientItem = (client: NamedRef, minor: boolean) => (
    <li key={client.id}>
      <div className="lpr-client">
        <span>{client.name}</span>
        {protocol.mainClient?.id === client.id ? (
          <span className="lp-muted">({t('general.main')})</span>
        ) : null}
        {editable && minor ? (
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-user-edit"
            label={t('actions.informResponsible')}
            aria-label={`${t('actions.informResponsible')}: ${client.name}`}
            onClick={() => void informResponsible(client)}
          />
        ) : null}
      </div>
      {!minor && minorsOf(client.id).length > 0 ? (
        <ul className="lpr-minors" aria-label={t('general.minorsOf', { name: client.name })}>
          {minorsOf(client.id).map((minor) => clientItem(minor, true))}
        </ul>
      ) : null}
    </li>
  );

  return (
    <div className="lpr-grid">
      {underage.modal}
      <section className="lpr-card lpr-card-wide" aria-labelledby="general-data">
        <h2 id="general-data">{t('general.data')}</h2>
        <dl className="lpr-data">
          <dt>{t('fields.code')}</dt>
          <dd>{protocol.code}</dd>
          {protocol.budgetCode ? (
            <>
              <dt>{t('fields.budgetCode')}</dt>
              <dd>{protocol.budgetCode}</dd>
            </>
          ) : null}
          <dt>{t('fields.name')}</dt>
          <dd>{protocol.name}</dd>
          <dt>{t('fields.familyName')}</dt>
          <dd>{protocol.familyName}</dd>
          <dt>{t('fields.stage')}</dt>
          <dd>{PROTOCOL_STAGE_LABELS[protocol.stage][language]}</dd>
          <dt>{t('fields.status')}</dt>
          <dd>{t(`status.${protocol.status}`)}</dd>
          <dt>{t('fields.mainClient')}</dt>
          <dd>{protocol.mainClient?.name ?? ''}</dd>
          <dt>{t('fields.mainService')}</dt>
          <dd>{mainServiceName ?? ''}</dd>
          <dt>{t('fields.haveTax')}</dt>
          <dd>{protocol.haveTax ? '✓' : '—'}</dd>
          <dt>{t('fields.language')}</dt>
          <dd>{t(`common:language.${protocol.language}`)}</dd>
          <dt>{t('fields.currentUser')}</dt>
          <dd>{protocol.currentUser?.name ?? t('general.noneInCharge')}</dd>
          <dt>{t('fields.createdAt')}</dt>
          <dd>{formatDateTime(protocol.createdAt)}</dd>
          <dt>{t('fields.description')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{protocol.description}</dd>
        </dl>
      </section>
      <section className="lpr-card" aria-labelledby="general-clients">
        <h2 id="general-clients">{t('general.clients')}</h2>
        {refs.length === 0 ? (
          <span className="lp-muted">{t('general.noClients')}</span>
        ) : (
          <ul className="lpr-clients">
            {refs.filter((ref) => !minorIds.has(ref.id)).map((ref) => clientItem(ref, false))}
          </ul>
        )}
        {editable ? (
          <div className="lpr-actions">
            <Button
              type="button"
              icon="pi pi-user-plus"
              label={t('actions.addClient')}
              onClick={() => setModal('addClient')}
            />
          </div>
        ) : null}
      </section>
      <ContractsCard
        protocolId={protocol.id}
        clients={refs}
        editable={editable}
        onAttached={timelineChanged}
        storePdf={!protocol.budget}
      />
      {protocol.budget ? null : (
        <DossierCard
          key={`${protocol.route}:${protocol.lawExceptions.join()}`}
          protocol={protocol}
          editable={editable}
          onChange={onChange}
        />
      )}
      {protocol.budget ? null : <ClockCards protocolId={protocol.id} editable={editable} />}
      {protocol.accessCode !== undefined ? (
        <section className="lpr-card" aria-labelledby="general-access">
          <h2 id="general-access">{t('general.accessCode')}</h2>
          <div className="lpr-client">
            <span className="lpr-access-code" aria-label={t('fields.accessCode')}>
              {protocol.accessCode}
            </span>
            <a href={link} target="_blank" rel="noreferrer">
              {t('fields.portalLink')}: {link}
            </a>
            <Button
              type="button"
              text
              icon="pi pi-copy"
              aria-label={t('general.copyLink')}
              title={t('general.copyLink')}
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(new URL(link, window.location.origin).href)
                  .then(() => toast.success(t('general.linkCopied')))
              }
            />
          </div>
          {canWrite ? (
            <div className="lpr-actions">
              <Button
                type="button"
                icon="pi pi-envelope"
                outlined
                label={t('actions.sendNotification')}
                onClick={() => setModal('notification')}
              />
              <Button
                type="button"
                icon="pi pi-send"
                outlined
                label={t('sendToFamily.button')}
                onClick={() => setSendingToFamily(true)}
              />
              <SendToFamilyDialog
                protocolId={protocol.id}
                visible={sendingToFamily}
                onHide={() => setSendingToFamily(false)}
                onSent={timelineChanged}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      {canWrite ? (
        <section className="lpr-card" aria-labelledby="general-actions">
          <h2 id="general-actions">{t('general.actions')}</h2>
          <ProtocolActions protocol={protocol} onChange={onChange} />
        </section>
      ) : null}
      <TimelineCard protocolId={protocol.id} version={timelineVersion + protocol.stageHistory.length} />
      <AddClientModal
        visible={modal === 'addClient'}
        excludeIds={refs.map((ref) => ref.id)}
        onHide={() => setModal(null)}
        onSubmit={addClient}
      />
      <SendNotificationModal
        visible={modal === 'notification'}
        protocolId={protocol.id}
        onHide={() => setModal(null)}
        onDone={() => {
          setModal(null);
          timelineChanged();
        }}
      />
    </div>
  );
}
