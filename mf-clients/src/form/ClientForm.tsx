import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { CLIENT_ERROR_CODES, clientBodySchema, staffPath } from '@linhagem/contracts';
import {
  EmptyState,
  i18n,
  isApiError,
  LoadingIndicator,
  useConfirm,
  useToast,
  useTranslation,
  useUnsavedChangesGuard,
  validationIssues,
} from '@linhagem/ui-kit';
import { CountriesProvider, zodResolver } from '@linhagem/ui-kit/form';
import { useClientApi } from '../api/useClientApi';
import { AuditModal } from '../audit/AuditModal';
import { GedcomExportDialog } from '../gedcom/GedcomExportDialog';
import { GedcomTextNotice } from '../gedcom/GedcomTextNotice';
import { PersonalDataActions } from '../lgpd/PersonalDataActions';
import { translateError } from '../shared/translateError';
import { emptyClientValues, fromClient, LINKS, toClientBody, type ClientFormValues } from './formValues';
import { GeneralTab } from './GeneralTab';
import { ProtocolsTab } from './ProtocolsTab';
import { ClientLineageTab } from '../lineage/ClientLineageTab';

import { useClientLoader, type LoadedClient } from './useClientLoader';
import { useSaveClient } from './useSaveClient';
import '../shared/clients.css';

const TABS = ['general', 'protocols', 'lineage'] as const;

/** How many fields a failed validation flagged (nested cards included). */
export function countFieldErrors(errors: object): number {
  return Object.values(errors).reduce<number>((count, value) => {
    if (!value || typeof value !== 'object') return count;
    return count + ('message' in value && 'type' in value ? 1 : countFieldErrors(value));
  }, 0);
}

/** What blocks a delete, as the server named it: the linked relatives, or how many protocols. */
function refusalDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = error.details as { clients?: { name?: unknown }[]; count?: unknown } | undefined;
  if (error.code === CLIENT_ERROR_CODES.hasRelatives && Array.isArray(details?.clients))
    return details.clients.map((client) => String(client.name ?? '')).join(', ');
  if (error.code === CLIENT_ERROR_CODES.hasProtocol && typeof details?.count === 'number')
    return i18n.t('errors.protocolCount', { ns: 'clients', count: details.count });
  return undefined;
}

/** /client/{id?}/{tab?}: the client form with the tabs General and Protocols (spec 2). */
export function ClientForm() {
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : undefined;
  const tabIndex = Math.max(0, TABS.indexOf((params.tab ?? 'general') as (typeof TABS)[number]));
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const api = useClientApi();
  const save = useSaveClient();
  const created = useRef<LoadedClient | null>(null);
  const load = useClientLoader(id, created);
  const leaving = useRef(false);
  const [auditOpen, setAuditOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [savedName, setSavedName] = useState('');
  const resolver = useMemo(() => zodResolver<ClientFormValues>(clientBodySchema, toClientBody), []);
  const form = useForm<ClientFormValues>({ defaultValues: emptyClientValues(), resolver, mode: 'onSubmit' });
  const { handleSubmit, setError, formState, getValues, reset: resetForm } = form;
  // what the form held after the last load or save; compared when the person tries to leave, so a change made
  // before react-hook-form re-renders its dirty flag still counts
  const baseline = useRef(JSON.stringify(emptyClientValues()));
  const reset = useCallback(
    (values: ClientFormValues) => {
      resetForm(values);
      baseline.current = JSON.stringify(getValues());
    },
    [resetForm, getValues],
  );
  const isDirty = () => formState.isDirty || JSON.stringify(getValues()) !== baseline.current;
  const basePath = staffPath('client', { id: id ?? 'new' });
  const { navigateAway, historyGuard } = useUnsavedChangesGuard({ isDirty, basePath, bypass: leaving });

  useEffect(() => {
    leaving.current = false;
    if (load.status === 'ready') {
      reset(fromClient(load.loaded.client, load.loaded.links));
      setSavedName(load.loaded.client.name);
    }
    if (load.status === 'new') reset(emptyClientValues());
  }, [load, reset]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const saved = await save(toClientBody(values), id);
        if (!saved) return;
        const links = Object.fromEntries(LINKS.map((name) => [name, values[name]]));
        reset(fromClient(saved, links));
        setSavedName(saved.name);
        toast.success();
        if (!id) {
          leaving.current = true;
          created.current = { client: saved, links };
          navigate(staffPath('client', { id: saved.id }), { replace: true });
        }
      } catch (error) {
        for (const { path, message } of validationIssues(error)) {
          if (path) setError(path as FieldPath<ClientFormValues>, { type: 'server', message });
        }
        toast.error(translateError(t, error));
      }
    },
    (errors) => toast.error(t('errors.invalidFields', { count: countFieldErrors(errors) })),
  );

  const onDelete = async () => {
    if (!id || !(await confirm({ message: t('confirm.delete'), destructive: true }))) return;
    try {
      await api.remove(id);
      leaving.current = true;
      toast.success();
      navigate(staffPath('clientList'));
    } catch (error) {
      toast.show({ severity: 'error', summary: translateError(t, error), detail: refusalDetail(error) });
    }
  };

  const title = id ? t('form.titleEdit', { name: savedName || '…' }) : t('form.titleNew');

  if (load.status === 'loading') {
    return <LoadingIndicator label={t('form.loading')} />;
  }
  if (load.status === 'notFound' || load.status === 'failed') {
    return (
      <section className="lc-page">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={load.status === 'notFound' ? t('form.notFound') : t('common:errors.generic')}
        >
          <Button
            label={t('form.backToList')}
            link
            onClick={() => void navigateAway(staffPath('clientList'))}
          />
        </EmptyState>
      </section>
    );
  }

  return (
    <FormProvider {...form}>
      {historyGuard}
      <CountriesProvider>
        <form className="lc-page" onSubmit={onSubmit} noValidate aria-labelledby="client-form-title">
          <div className="lc-toolbar">
            <h1 id="client-form-title">{title}</h1>
            <div className="lc-actions">
              <Button
                type="button"
                icon="pi pi-arrow-left"
                label={t('form.backToList')}
                text
                onClick={() => void navigateAway(staffPath('clientList'))}
              />
              {id ? (
                <>
                  <Button
                    type="button"
                    icon="pi pi-history"
                    label={t('form.audit')}
                    outlined
                    onClick={() => setAuditOpen(true)}
                  />
                  <Button
                    type="button"
                    icon="pi pi-share-alt"
                    label={t('gedcom.export')}
                    outlined
                    onClick={() => setExportOpen(true)}
                  />
                  <PersonalDataActions
                    clientId={id}
                    clientName={savedName}
                    onAnonymised={() => {
                      leaving.current = true;
                      navigate(staffPath('clientList'));
                    }}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    label={t('form.delete')}
                    severity="danger"
                    outlined
                    onClick={onDelete}
                  />
                </>
              ) : null}
              <Button
                type="submit"
                icon="pi pi-save"
                label={t('form.save')}
                loading={formState.isSubmitting}
              />
            </div>
          </div>
          <GedcomTextNotice text={load.status === 'ready' ? load.loaded.client.gedcomText : undefined} />
          <TabView
            activeIndex={tabIndex}
            renderActiveOnly={false}
            onTabChange={(event) => navigate(`${basePath}/${TABS[event.index]}`)}
          >
            <TabPanel header={t('form.tabs.general')}>
              <GeneralTab />
            </TabPanel>
            <TabPanel header={t('form.tabs.protocols')}>
              <ProtocolsTab clientId={id} active={TABS[tabIndex] === 'protocols'} />
            </TabPanel>
            <TabPanel header={t('form.tabs.lineage')}>
              <ClientLineageTab clientId={id} active={TABS[tabIndex] === 'lineage'} />
            </TabPanel>
          </TabView>
        </form>
      </CountriesProvider>
      {id ? <AuditModal clientId={id} visible={auditOpen} onHide={() => setAuditOpen(false)} /> : null}
      {id ? (
        <GedcomExportDialog clientId={id} visible={exportOpen} onHide={() => setExportOpen(false)} />
      ) : null}
    </FormProvider>
  );
}

export default ClientForm;
