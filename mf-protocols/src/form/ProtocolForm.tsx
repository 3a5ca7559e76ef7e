import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  PROTOCOL_STAGE_LABELS,
  PROTOCOL_STAGES,
  SUPPORTED_LANGUAGES,
  protocolBodySchema,
  type Language,
  type NamedRef,
  type Protocol,
  type ProtocolBodyInput,
  type TypeService,
  staffPath,
} from '@linhagem/contracts';
import { LoadingIndicator, translateError, usePreferences, useTranslation } from '@linhagem/ui-kit';
import {
  CheckboxField,
  ControlledField,
  DateField,
  EntityFormFields,
  SelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useProtocolApi, type NamedItem } from '../api/useProtocolApi';
import { RemoteClientSearch } from '../shared/RemoteClientSearch';
import { toProtocolBody } from '../shared/protocolBody';
import { useUnderageSave } from '../modals/useUnderageSave';
import '../checklist/checklist.css';
import '../shared/protocols.css';

type FormState = {
  name: string;
  familyName: string;
  description: string;
  mainClient: NamedRef | null;
  clients: NamedRef[];
  underAges: NonNullable<ProtocolBodyInput['underAges']>;
  budget: boolean;
  stage: ProtocolBodyInput['stage'];
  haveTax: boolean;
  language: Language;
  mainService: string | null;
  /** chooses the rule versions (dossier/ruleVersions.ts); empty: today */
  filingDate: string;
  version?: number;
};

const EMPTY: FormState = {
  name: '',
  familyName: '',
  description: '',
  mainClient: null,
  clients: [],
  underAges: [],
  budget: false,
  stage: 'COLLECTING_DOCUMENTS',
  haveTax: false,
  language: 'pt-BR',
  mainService: null,
  filingDate: '',
};

function fromProtocol(protocol: Protocol): FormState {
  const body = toProtocolBody(protocol);
  return {
    ...EMPTY,
    ...body,
    mainClient: protocol.mainClient,
    clients: protocol.clients.map((link) => ({ id: link.client, name: link.name })),
    underAges: body.underAges ?? [],
    mainService: protocol.mainService,
    filingDate: protocol.filingDate ?? '',
  } as FormState;
}

function toBody(state: FormState): ProtocolBodyInput {
  const clients = state.clients.map((client) => client.id);
  const present = new Set([...clients, ...(state.mainClient ? [state.mainClient.id] : [])]);
  return {
    name: state.name,
    familyName: state.familyName,
    description: state.description,
    mainClient: state.mainClient?.id ?? null,
    clients,
    // a link to a client taken out of the list goes with it
    underAges: state.underAges.filter((link) => present.has(link.client) && present.has(link.underAgeClient)),
    budget: state.budget,
    stage: state.stage,
    haveTax: state.haveTax,
    language: state.language,
    mainService: state.mainService,
    filingDate: state.filingDate || null,
    version: state.version,
  };
}

/** /protocol/form/{id?} for NORMAL and above (spec 2 and 6): a protocol's or budget's own fields and clients. */
export function ProtocolForm() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('protocols');
  const { t: tk } = useTranslation('clock');
  const { language } = usePreferences();
  const api = useProtocolApi();
  const underage = useUnderageSave();
  const [loaded, setLoaded] = useState<Protocol | null>(null);
  const [typeServices, setTypeServices] = useState<TypeService[]>([]);
  const [templates, setTemplates] = useState<NamedItem[]>([]);
  const [template, setTemplate] = useState<string | null>(null);
  const budget = search.get('budget') === 'true';
  const empty = useMemo(() => ({ ...EMPTY, budget }), [budget]);
  const load = useMemo(
    () =>
      id
        ? () =>
            api.get(id).then((protocol) => {
              setLoaded(protocol);
              return fromProtocol(protocol);
            })
        : undefined,
    [api, id],
  );
  const save = useCallback(
    (state: FormState) => {
      const names = [...state.clients, ...(state.mainClient ? [state.mainClient] : [])];
      const kind = state.budget ? 'budget' : 'protocol';
      return underage.save(toBody(state), names, (next) =>
        template && !id
          ? api.quickCreate(kind, { quickProtocolCreateId: template, protocol: next })
          : api.save(kind, next, id),
      );
    },
    [api, id, template, underage],
  );
  const form = useEntityForm<FormState, Protocol>({
    empty,
    load,
    schema: protocolBodySchema,
    toBody,
    save,
    // a saved protocol opens, without the unsaved-changes question
    onSaved: (saved) => form.leave(staffPath('protocol', { id: saved.id })),
    basePath: staffPath('protocolForm', { id }),
    idPrefix: 'protocol',
    successMessage: t('common:toast.success'),
    // the name's refusal is shown on it; another (a client) is said in the toast
    invalidToast: (errors) => (errors.name ? t('common:toast.error') : Object.values(errors)[0]),
    loadFailureToast: false,
  });
  const { values: state, set } = form;

  useEffect(() => {
    let current = true;
    api
      .typeServices()
      .then((page) => current && setTypeServices(page.content))
      .catch(() => current && setTypeServices([]));
    if (!id)
      api
        .quickTemplates()
        .then((page) => current && setTemplates(page.content))
        .catch(() => current && setTemplates([]));
    return () => {
      current = false;
    };
  }, [api, id]);

  const addClient = (client: NamedRef | null) => {
    if (!client || state.clients.some((known) => known.id === client.id)) return;
    set('clients', [...state.clients, { id: client.id, name: client.name }]);
  };
  const serviceOptions = useMemo(
    () => typeServices.map((service) => ({ value: service.id, label: service.name })),
    [typeServices],
  );
  const back = loaded
    ? staffPath('protocol', { id: loaded.id })
    : staffPath(state.budget ? 'budgetList' : 'protocolList');

  if (form.status === 'loading') return <LoadingIndicator />;
  if (form.status !== 'ready') return <Message severity="error" text={translateError(t, form.loadError)} />;
  const title = loaded
    ? t('form.titleEdit', { code: loaded.code })
    : t(state.budget ? 'form.titleNewBudget' : 'form.titleNew');

  return (
    <section className="lp-page" aria-labelledby="protocol-form-title">
      {form.historyGuard}
      {underage.modal}
      <div className="lpr-toolbar">
        <h1 id="protocol-form-title">{title}</h1>
      </div>
      <form
        className="lpr-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <EntityFormFields form={form}>
          <TextField name="name" label={t('fields.name')} required />
          <TextField name="familyName" label={t('fields.familyName')} />
          <SelectField
            name="stage"
            label={t('fields.stage')}
            options={PROTOCOL_STAGES.map((stage) => ({
              value: stage,
              label: PROTOCOL_STAGE_LABELS[stage][language],
            }))}
            showClear={false}
          />
          {/* the words, money and dates of its quote, letters and contracts (docs/adr-pdf-rendering.md) */}
          <SelectField
            name="language"
            label={t('fields.language')}
            options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
            showClear={false}
          />
          <SelectField
            name="mainService"
            label={t('fields.mainService')}
            options={serviceOptions}
            filter
            placeholder={t('form.noService')}
          />
          {!loaded && templates.length > 0 ? (
            <div className="lp-field">
              {/* how the protocol is created, not one of its fields */}
              <label htmlFor="protocol-quickTemplate">{t('form.quickTemplate')}</label>
              <Dropdown
                inputId="protocol-quickTemplate"
                value={template}
                options={templates.map((item) => ({ value: item.id, label: item.name }))}
                onChange={(event) => setTemplate((event.value as string | undefined) ?? null)}
                showClear
                placeholder={t('form.noTemplate')}
              />
            </div>
          ) : null}
          <DateField name="filingDate" label={tk('filingDate')} />
          <div className="lp-field-wide">
            <TextareaField name="description" label={t('fields.description')} rows={3} autoResize />
          </div>
          <ControlledField
            name="mainClient"
            label={t('fields.mainClient')}
            render={({ id: inputId, value, onChange }) => {
              const client = value as NamedRef | null;
              return (
                <RemoteClientSearch
                  inputId={inputId}
                  value={client ? { ...client, typeOfPerson: 'PERSON' } : null}
                  onSelect={(picked) => onChange(picked ? { id: picked.id, name: picked.name } : null)}
                  describedBy="protocol-search-hint"
                />
              );
            }}
          />
          <div className="lp-field">
            <label htmlFor="protocol-clients">{t('form.addClient')}</label>
            <RemoteClientSearch
              inputId="protocol-clients"
              value={null}
              excludeIds={state.clients.map((client) => client.id)}
              onSelect={addClient}
              clearOnSelect
              describedBy="protocol-search-hint"
            />
            <small id="protocol-search-hint" className="lp-muted">
              {t('form.searchHint')}
            </small>
          </div>
          <div className="lp-field lp-field-wide">
            <span className="lp-field-label">{t('fields.clients')}</span>
            {state.clients.length === 0 ? (
              <span className="lp-muted">{t('form.noClients')}</span>
            ) : (
              <ul className="lpr-clients" aria-label={t('fields.clients')}>
                {state.clients.map((client) => (
                  <li key={client.id} className="lpr-client">
                    <span>{client.name}</span>
                    <Button
                      type="button"
                      icon="pi pi-times"
                      text
                      rounded
                      severity="danger"
                      aria-label={t('form.removeClient', { name: client.name })}
                      onClick={() =>
                        set(
                          'clients',
                          state.clients.filter((known) => known.id !== client.id),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <CheckboxField name="budget" label={t('fields.budget')} disabled={Boolean(loaded)} />
          <CheckboxField name="haveTax" label={t('fields.haveTax')} />
        </EntityFormFields>
        <div className="lpr-actions lp-field-wide">
          <Button type="submit" icon="pi pi-check" label={t('form.save')} />
          <Button
            type="button"
            outlined
            label={t('form.cancel')}
            onClick={() => void form.navigateAway(back)}
          />
        </div>
      </form>
    </section>
  );
}

export default ProtocolForm;
