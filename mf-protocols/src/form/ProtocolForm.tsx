import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  PROTOCOL_STAGE_LABELS,
  PROTOCOL_STAGES,
  protocolBodySchema,
  type NamedRef,
  type Protocol,
  type ProtocolBodyInput,
  type TypeService,
} from '@linhagem/contracts';
import {
  LoadingIndicator,
  translateError,
  translateIssue,
  usePreferences,
  useToast,
  useTranslation,
  useUnsavedChangesGuard,
} from '@linhagem/ui-kit';
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
  mainService: string | null;
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
  mainService: null,
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
    mainService: state.mainService,
    version: state.version,
  };
}

/** /protocol/form/{id?} for NORMAL and above (spec 2 and 6): a protocol's or budget's own fields and clients. */
export function ProtocolForm() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('protocols');
  const { language } = usePreferences();
  const api = useProtocolApi();
  const toast = useToast();
  const underage = useUnderageSave();
  const [state, setState] = useState<FormState>(() => ({
    ...EMPTY,
    budget: search.get('budget') === 'true',
  }));
  const [loaded, setLoaded] = useState<Protocol | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [failure, setFailure] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [typeServices, setTypeServices] = useState<TypeService[]>([]);
  const [templates, setTemplates] = useState<NamedItem[]>([]);
  const [template, setTemplate] = useState<string | null>(null);
  const baseline = useRef(JSON.stringify(toBody(state)));
  const leaving = useRef(false);
  const basePath = id ? `/protocol/form/${id}` : '/protocol/form';
  const isDirty = () => JSON.stringify(toBody(state)) !== baseline.current;
  const { navigateAway, historyGuard } = useUnsavedChangesGuard({ isDirty, basePath, bypass: leaving });

  useEffect(() => {
    if (!id) return;
    let current = true;
    api
      .get(id)
      .then((protocol) => {
        if (!current) return;
        const next = fromProtocol(protocol);
        baseline.current = JSON.stringify(toBody(next));
        setLoaded(protocol);
        setState(next);
      })
      .catch((error) => current && setFailure(translateError(t, error)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, id, t]);

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

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((previous) => ({ ...previous, [key]: value }));
  const addClient = (client: NamedRef | null) => {
    if (!client || state.clients.some((known) => known.id === client.id)) return;
    set('clients', [...state.clients, { id: client.id, name: client.name }]);
  };
  const serviceOptions = useMemo(
    () => typeServices.map((service) => ({ value: service.id, label: service.name })),
    [typeServices],
  );
  const back = loaded ? `/protocol/${loaded.id}` : state.budget ? '/budgets-list' : '/protocol-list';

  async function submit() {
    const body = toBody(state);
    const parsed = protocolBodySchema.safeParse(body);
    const nameIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'name');
    setNameError(nameIssue?.message);
    if (!parsed.success) {
      toast.error(nameIssue ? t('common:toast.error') : translateIssue(t, parsed.error.issues[0]?.message));
      return;
    }
    const names = [...state.clients, ...(state.mainClient ? [state.mainClient] : [])];
    const kind = state.budget ? 'budget' : 'protocol';
    try {
      const saved = await underage.save(body, names, (next) =>
        template && !id
          ? api.quickCreate(kind, { quickProtocolCreateId: template, protocol: next })
          : api.save(kind, next, id),
      );
      if (!saved) return;
      toast.success(t('common:toast.success'));
      leaving.current = true;
      await navigateAway(`/protocol/${saved.id}`);
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  if (loading) return <LoadingIndicator />;
  if (failure) return <Message severity="error" text={failure} />;
  const title = loaded
    ? t('form.titleEdit', { code: loaded.code })
    : t(state.budget ? 'form.titleNewBudget' : 'form.titleNew');

  return (
    <section className="lp-page" aria-labelledby="protocol-form-title">
      {historyGuard}
      {underage.modal}
      <div className="lpr-toolbar">
        <h1 id="protocol-form-title">{title}</h1>
      </div>
      <form
        className="lpr-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="lp-field">
          <label htmlFor="protocol-name">
            {t('fields.name')}
            <span aria-hidden="true"> *</span>
          </label>
          <InputText
            id="protocol-name"
            value={state.name}
            invalid={Boolean(nameError)}
            aria-required="true"
            aria-describedby={nameError ? 'protocol-name-error' : undefined}
            onChange={(event) => set('name', event.target.value)}
          />
          {nameError ? (
            <small id="protocol-name-error" className="lpr-error" role="alert">
              {translateIssue(t, nameError)}
            </small>
          ) : null}
        </div>
        <div className="lp-field">
          <label htmlFor="protocol-familyName">{t('fields.familyName')}</label>
          <InputText
            id="protocol-familyName"
            value={state.familyName}
            onChange={(event) => set('familyName', event.target.value)}
          />
        </div>
        <div className="lp-field">
          <label htmlFor="protocol-stage">{t('fields.stage')}</label>
          <Dropdown
            inputId="protocol-stage"
            value={state.stage}
            options={PROTOCOL_STAGES.map((stage) => ({
              value: stage,
              label: PROTOCOL_STAGE_LABELS[stage][language],
            }))}
            onChange={(event) => set('stage', event.value)}
          />
        </div>
        <div className="lp-field">
          <label htmlFor="protocol-mainService">{t('fields.mainService')}</label>
          <Dropdown
            inputId="protocol-mainService"
            value={state.mainService}
            options={serviceOptions}
            onChange={(event) => set('mainService', event.value ?? null)}
            showClear
            filter
            placeholder={t('form.noService')}
          />
        </div>
        {!loaded && templates.length > 0 ? (
          <div className="lp-field">
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
        <div className="lp-field lp-field-wide">
          <label htmlFor="protocol-description">{t('fields.description')}</label>
          <InputTextarea
            id="protocol-description"
            value={state.description}
            rows={3}
            autoResize
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <div className="lp-field">
          <label htmlFor="protocol-mainClient">{t('fields.mainClient')}</label>
          <RemoteClientSearch
            inputId="protocol-mainClient"
            value={state.mainClient ? { ...state.mainClient, typeOfPerson: 'PERSON' } : null}
            onSelect={(client) => set('mainClient', client ? { id: client.id, name: client.name } : null)}
            describedBy="protocol-search-hint"
          />
        </div>
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
        <div className="lpr-check">
          <Checkbox
            inputId="protocol-budget"
            checked={state.budget}
            disabled={Boolean(loaded)}
            onChange={(event) => set('budget', Boolean(event.checked))}
          />
          <label htmlFor="protocol-budget">{t('fields.budget')}</label>
        </div>
        <div className="lpr-check">
          <Checkbox
            inputId="protocol-haveTax"
            checked={state.haveTax}
            onChange={(event) => set('haveTax', Boolean(event.checked))}
          />
          <label htmlFor="protocol-haveTax">{t('fields.haveTax')}</label>
        </div>
        <div className="lpr-actions lp-field-wide">
          <Button type="submit" icon="pi pi-check" label={t('form.save')} />
          <Button type="button" outlined label={t('form.cancel')} onClick={() => void navigateAway(back)} />
        </div>
      </form>
    </section>
  );
}

export default ProtocolForm;
