import { useCallback, useRef, useState } from 'react';
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
} from '@linhagem/ui-kit';
import { CountriesProvider, EntityFormFields, useEntityForm } from '@linhagem/ui-kit/form';
import { useClientApi } from '../api/useClientApi';
import type { Client } from '../api/types';
import { AuditModal } from '../audit/AuditModal';
import { GedcomExportDialog } from '../gedcom/GedcomExportDialog';
import { GedcomTextNotice } from '../gedcom/GedcomTextNotice';
import { PersonalDataActions } from '../lgpd/PersonalDataActions';
import { CLIENT_WORDS, translateError } from '../shared/translateError';
import {
  emptyClientValues,
  fromClient,
  LINKS,
  toClientBody,
  type ClientFormValues,
  type LinkName,
  type LinkValue,
} from './formValues';
import { GeneralTab } from './GeneralTab';
import { ProtocolsTab } from './ProtocolsTab';
import { ClientLineageTab } from '../lineage/ClientLineageTab';
import { useSaveClient } from './useSaveClient';
import '../shared/clients.css';

const TABS = ['general', 'protocols', 'lineage'] as const;
/** the values of a new client: one object, so the form does not start again at each render */
const NEW_CLIENT = emptyClientValues();
/** lists whose items show their own errors (a name variant, a tag): an issue keeps its item's path */
const LISTS = ['nameVariants', 'tags'] as const;

/** A client as the page holds it: its record and the names of the clients its family links point at. */
type LoadedClient = { client: Client; links: Partial<Record<LinkName, LinkValue>> };
const linksOf = (values: ClientFormValues) =>
  Object.fromEntries(LINKS.map((name) => [name, values[name]])) as Record<LinkName, LinkValue>;

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

/**
 * /client/{id?}/{tab?}: the client form with the tabs General and Protocols (spec 2). A kit form
 * (docs/adr-form-kit.md) checked by `clientBodySchema`; the save asks about a duplicate name or an incomplete
 * wedding (useSaveClient).
 */
export function ClientForm() {
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : undefined;
  const tabIndex = Math.max(0, TABS.indexOf((params.tab ?? 'general') as (typeof TABS)[number]));
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const api = useClientApi();
  const saveClient = useSaveClient();
  // the client as last loaded or saved: the page's own after a save (a new client's address, asked again, needs no
  // request), and its name for the title and its GEDCOM texts
  const held = useRef<LoadedClient | null>(null);
  const [shown, setShown] = useState<LoadedClient | null>(null);
  const [auditOpen, setAuditOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);

  const load = useCallback(async () => {
    let loaded = held.current;
    if (!loaded || loaded.client.id !== id) {
      // `GET /api/client/:id` answers the names of its father, mother, spouse and responsible too (one round trip)
      const { linkedClients = {}, ...client } = await api.get(id!);
      loaded = { client, links: linkedClients };
    }
    held.current = loaded;
    setShown(loaded);
    return fromClient(loaded.client, loaded.links);
  }, [api, id]);
  const save = useCallback(
    async (values: ClientFormValues) => {
      const saved = await saveClient(toClientBody(values), id);
      if (saved) held.current = { client: saved, links: linksOf(values) };
      return saved;
    },
    [saveClient, id],
  );
  const form = useEntityForm<ClientFormValues, Client>({
    empty: NEW_CLIENT,
    load: id ? load : undefined,
    schema: clientBodySchema,
    toBody: toClientBody,
    save,
    fromSaved: (saved, sent) => fromClient(saved, linksOf(sent)),
    onSaved: (saved) => setShown((current) => ({ client: saved, links: current?.links ?? {} })),
    createdPath: id ? undefined : (saved) => staffPath('client', { id: saved.id }),
    basePath: staffPath('client', { id: id ?? 'new' }),
    errorOverrides: CLIENT_WORDS,
    idPrefix: 'client',
    lists: LISTS,
    loadFailureToast: false,
    invalidToast: (errors) => t('errors.invalidFields', { count: Object.keys(errors).length }),
  });
  const { navigateAway, historyGuard, leave } = form;
  const basePath = staffPath('client', { id: id ?? 'new' });
  const savedName = id && shown?.client.id === id ? shown.client.name : '';

  const onDelete = async () => {
    if (!id || !(await confirm({ message: t('confirm.delete'), destructive: true }))) return;
    try {
      await api.remove(id);
      toast.success();
      leave(staffPath('clientList'));
    } catch (error) {
      toast.show({ severity: 'error', summary: translateError(t, error), detail: refusalDetail(error) });
    }
  };

  const title = id ? t('form.titleEdit', { name: savedName || '…' }) : t('form.titleNew');

  // a client just created is held already: its page shows at once, not a loading state for its own values
  if (form.status === 'loading' && held.current?.client.id !== id) {
    return <LoadingIndicator label={t('form.loading')} />;
  }
  if (form.status === 'notFound' || form.status === 'failed') {
    return (
      <section className="lc-page">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={form.status === 'notFound' ? t('form.notFound') : t('common:errors.generic')}
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
    <EntityFormFields form={form}>
      {historyGuard}
      <CountriesProvider>
        <form
          className="lc-page"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
          noValidate
          aria-labelledby="client-form-title"
        >
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
                    onAnonymised={() => leave(staffPath('clientList'))}
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
              <Button type="submit" icon="pi pi-save" label={t('form.save')} loading={form.saving} />
            </div>
          </div>
          <GedcomTextNotice text={id && shown?.client.id === id ? shown.client.gedcomText : undefined} />
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
    </EntityFormFields>
  );
}

export default ClientForm;
