import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  CHECKLIST_ERROR_CODES,
  hasLevel,
  CERTIFICATE_FIELDS,
  type CertificateFields,
  type CertificateWithProgress,
  type ChecklistPersonNode,
  type ChecklistTree,
  type StatusDocument,
} from '@linhagem/contracts';
import {
  EmptyState,
  isApiError,
  LoadingIndicator,
  ProtocolLineageChart,
  updatePreferences,
  usePreferences,
  useConfirm,
  useCurrentUser,
  useFormat,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import { useChecklistApi } from './useChecklistApi';
import { certificateElementId, personElementId, type PersonActions } from './checklistIds';
import { ChecklistTable, type PersonRow } from './ChecklistTable';
import { CertificatePanel } from './CertificatePanel';
import { GenerateWizard } from './GenerateWizard';
import { WarningsPanel } from './WarningsPanel';
import { PersonDialog, type PersonDraft } from './PersonDialog';
import { ProgressIndicator } from './ProgressIndicator';
import { translateChecklistError } from './checklistOptions';
import { useRevealPersonFromQuery } from './useRevealPersonFromQuery';
import { CaseDocumentsProvider } from '../documents/CaseDocumentsContext';
import { useCaseChanged } from '../shared/caseChanged';
import './checklist.css';

export type ChecklistTabProps = {
  protocolId: string;
  /** the protocol itself changed here (the wizard sets its route): whoever shows it reads it again */
  onProtocolChange?: () => void;
};

const flatten = (persons: ChecklistPersonNode[]): ChecklistPersonNode[] =>
  persons.flatMap((person) => [person, ...flatten(person.children)]);
const withDepth = (persons: ChecklistPersonNode[], depth = 0): PersonRow[] =>
  persons.flatMap((person) => [{ person, depth }, ...withDepth(person.children, depth + 1)]);
const fieldsOf = (certificate: CertificateWithProgress) =>
  Object.fromEntries(
    CERTIFICATE_FIELDS.map((field) => [field, certificate[field] ?? null]),
  ) as CertificateFields;

/** the certificate open in the side panel: one of a person, or a new one (no id) */
type PanelTarget = { personId: string; certificateId?: string };

/** The protocol's Checklist tab (spec 2): the family's tree, certificates edited in place, send. */
export function ChecklistTab({ protocolId, onProtocolChange }: ChecklistTabProps) {
  const { t } = useTranslation('checklist');
  const { formatMoney, formatDate, formatPercent } = useFormat();
  const { user } = useCurrentUser();
  const api = useChecklistApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [tree, setTree] = useState<ChecklistTree | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<PersonDraft | null>(null);
  const [wizard, setWizard] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelTarget | null>(null);
  const { collapsedChecklistItems } = usePreferences();

  const load = useCallback(async () => {
    try {
      setTree(await api.tree(protocolId));
      setFailure(null);
    } catch (error) {
      setFailure(
        isApiError(error) && error.code === CHECKLIST_ERROR_CODES.budget
          ? t('tab.budget')
          : translateChecklistError(t, error),
      );
    }
  }, [api, protocolId, t]);

  useEffect(() => {
    void load();
  }, [load]);
  // a reading applied from a document's preview wrote this case's certificates and warnings
  const reloadQuietly = useCallback(() => void load(), [load]);
  useCaseChanged(protocolId, reloadQuietly);

  const persons = useMemo(() => (tree ? flatten(tree.persons) : []), [tree]);
  const rows = useMemo(() => (tree ? withDepth(tree.persons) : []), [tree]);

  /** Opens a person and its ancestors, then focuses it (or one of its certificates) once shown. */
  const reveal = (personId: string, certificateId?: string) => {
    const parentOf = new Map(persons.map((person) => [person.id, person.parentId]));
    const line = new Set<string>();
    for (let at: string | null = personId; at && !line.has(at); at = parentOf.get(at) ?? null) line.add(at);
    if (collapsedChecklistItems.some((item) => line.has(item)))
      updatePreferences({
        collapsedChecklistItems: collapsedChecklistItems.filter((item) => !line.has(item)),
      });
    setFocusTarget(certificateId ? certificateElementId(certificateId) : personElementId(personId));
  };
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget, collapsedChecklistItems]);
  useRevealPersonFromQuery(tree, reveal);
  const personOfCertificate = (certificateId: string) =>
    persons.find((person) => person.certificates.some((certificate) => certificate.id === certificateId))?.id;
  const canWrite = Boolean(user && hasLevel(user.typeUser, 'NORMAL'));
  const canceled = tree?.protocolStatus === 'CANCELED';
  const readOnly = !canWrite || canceled || Boolean(tree?.sent);

  /** Runs a change, then shows the server's tree again (its progress) or the refusal in the person's language. */
  const change = useCallback(
    async (run: () => Promise<unknown>) => {
      try {
        await run();
        toast.success(t('toast.success', { ns: 'common' }));
      } catch (error) {
        toast.error(translateChecklistError(t, error));
        throw error;
      } finally {
        await load();
      }
    },
    [load, t, toast],
  );
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const certificatesOf = useCallback(
    (id: string) => persons.find((person) => person.id === id)?.certificates ?? [],
    [persons],
  );
  const savePerson = (value: PersonDraft) =>
    change(() =>
      api.savePerson({
        id: value.id,
        protocolId,
        category: value.category!,
        name: value.name,
        parentId: value.parentId,
        clientId: value.clientId,
        certificates: value.id ? certificatesOf(value.id) : [],
      }),
    ).then(() => setDraft(null));

  const actions: PersonActions = {
    addChild: (parent) => setDraft({ category: null, name: '', parentId: parent.id, clientId: null }),
    edit: (person) =>
      setDraft({
        id: person.id,
        category: person.category,
        name: person.name ?? '',
        parentId: person.parentId,
        clientId: person.clientId,
      }),
    remove: async (person) => {
      if (await confirm({ message: t('confirm.removePerson', { name: person.name || t('tab.unnamed') }) }))
        void quietly(change(() => api.remove(person.id)));
    },
    saveCertificate: (person, fields: Partial<CertificateFields>, id) =>
      change(() => api.saveOne({ ...fields, id, protocolId, checklistPersonId: person.id })),
    removeCertificate: async (certificateId) => {
      if (await confirm({ message: t('confirm.removeCertificate') }))
        void quietly(change(() => api.remove(certificateId)));
    },
  };

  /** one new document status on several certificates, each saved as it is with that status */
  const changeStatus = (chosen: { person: ChecklistPersonNode; id: string }[], status: StatusDocument) =>
    void quietly(
      change(async () => {
        for (const { person, id } of chosen) {
          const certificate = person.certificates.find((item) => item.id === id);
          if (certificate)
            await api.saveOne({
              ...fieldsOf(certificate),
              statusDocument: status,
              id,
              protocolId,
              checklistPersonId: person.id,
            });
        }
      }),
    );
  const panelPerson = panel ? persons.find((person) => person.id === panel.personId) : undefined;
  const panelCertificate = panel?.certificateId
    ? panelPerson?.certificates.find((certificate) => certificate.id === panel.certificateId)
    : undefined;
  const closePanel = () => {
    const back = panel?.certificateId ? certificateElementId(panel.certificateId) : undefined;
    setPanel(null);
    if (back) setFocusTarget(back);
  };
  const savePanel = useCallback(
    async (fields: Partial<CertificateFields>, id?: string) => {
      if (!panel) throw new Error('no certificate open');
      const saved = await api.saveOne({ ...fields, id, protocolId, checklistPersonId: panel.personId });
      await load();
      setPanel({ personId: panel.personId, certificateId: saved.id });
      return saved;
    },
    [api, load, panel, protocolId],
  );

  const send = async (cancel: boolean) => {
    if (await confirm({ message: t(cancel ? 'confirm.cancelSend' : 'confirm.send') }))
      void quietly(change(() => (cancel ? api.cancelSend(protocolId) : api.send(protocolId))));
  };

  if (failure) return <Message severity="warn" text={failure} className="lp-checklist-message" />;
  if (!tree) return <LoadingIndicator />;

  return (
    // files go on being sent and reviewed after the checklist is sent, not on a canceled protocol
    <CaseDocumentsProvider protocolId={protocolId} canWrite={canWrite && !canceled}>
      <section className="lp-checklist" aria-label={t('tab.title')}>
        <div className="lp-checklist-summary">
          <ProgressIndicator
            progress={tree.progress}
            color={tree.color}
            label={t('tab.progress', { progress: formatPercent(tree.progress, 2) })}
          />
          <span>{t('tab.progress', { progress: formatPercent(tree.progress, 2) })}</span>
          <span aria-label={t('tab.totals')} className="lp-totals">
            <span>{t('tab.totalPrice', { value: formatMoney(tree.totals.price) })}</span>
            <span>{t('tab.totalTranslatePrice', { value: formatMoney(tree.totals.translatePrice) })}</span>
          </span>
          {canWrite && !canceled ? (
            <span className="lp-actions">
              {tree.sent ? (
                <Button
                  type="button"
                  icon="pi pi-replay"
                  label={t('tab.cancelSend')}
                  outlined
                  onClick={() => void send(true)}
                />
              ) : (
                <Button
                  type="button"
                  icon="pi pi-send"
                  label={t('tab.send')}
                  onClick={() => void send(false)}
                />
              )}
            </span>
          ) : null}
        </div>
        {tree.sent && tree.sentAt ? (
          <Message severity="info" text={t('tab.sentOn', { date: formatDate(tree.sentAt.slice(0, 10)) })} />
        ) : null}
        {canceled ? <Message severity="warn" text={t('tab.canceled')} /> : null}
        {!canWrite ? <Message severity="info" text={t('tab.readOnly')} /> : null}
        <WarningsPanel
          tree={tree}
          reveal={reveal}
          personOfCertificate={personOfCertificate}
          resolve={
            canWrite && !canceled
              ? (certificateId, body) => quietly(change(() => api.resolveWarning(certificateId, body)))
              : undefined
          }
        />
        {readOnly ? null : (
          <div className="lp-actions">
            <Button
              type="button"
              icon="pi pi-user-plus"
              label={t('tab.addPerson')}
              onClick={() => setDraft({ category: null, name: '', parentId: null, clientId: null })}
            />
            <Button
              type="button"
              icon="pi pi-sitemap"
              outlined
              label={t('wizard.open')}
              onClick={() => setWizard(true)}
            />
          </div>
        )}
        {tree.persons.length === 0 ? (
          <EmptyState icon="pi pi-sitemap" title={t('tab.empty')}>
            {readOnly ? null : t('tab.emptyHint')}
          </EmptyState>
        ) : null}
        {tree.persons.length === 0 ? null : (
          <ChecklistTable
            persons={rows}
            readOnly={readOnly}
            actions={actions}
            onOpen={(personId, certificateId) => setPanel({ personId, certificateId })}
            onChangeStatus={changeStatus}
          />
        )}
        {tree.persons.length === 0 ? null : (
          // the line of descent under the table: the table is where the work is done
          <ProtocolLineageChart
            protocolId={protocolId}
            version={tree}
            onOpen={(person) => reveal(person.id)}
          />
        )}
        {panel && panelPerson ? (
          <CertificatePanel
            key={`${panel.personId}-${panel.certificateId ?? 'new'}`}
            person={panelPerson}
            certificate={panelCertificate}
            readOnly={readOnly}
            save={savePanel}
            onRemove={(certificateId) => {
              setPanel(null);
              actions.removeCertificate(certificateId);
            }}
            onHide={closePanel}
          />
        ) : null}
        <PersonDialog
          draft={draft}
          protocolId={protocolId}
          certificatesOf={certificatesOf}
          parents={persons.map((person) => ({
            value: person.id,
            label: `${person.name || t('tab.unnamed')} (${t(`options.category.${person.category}`)})`,
          }))}
          clients={(tree?.clients ?? []).map((client) => ({ value: client.id, label: client.name }))}
          onSave={savePerson}
          onHide={() => setDraft(null)}
        />
        {readOnly ? null : (
          <GenerateWizard
            protocolId={protocolId}
            visible={wizard}
            clients={tree.clients}
            route={tree.route}
            api={api}
            onApplied={() => {
              setWizard(false);
              void load();
              onProtocolChange?.();
            }}
            onHide={() => setWizard(false)}
          />
        )}
      </section>
    </CaseDocumentsProvider>
  );
}

export default ChecklistTab;
