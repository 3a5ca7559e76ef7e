import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { ChecklistGeneration, DestinationRoute, GenerateChecklistBodyInput } from '@linhagem/contracts';
import { AppModal, useToast, useTranslation } from '@linhagem/ui-kit';
import { checklistOptions, translateChecklistError } from './checklistOptions';
import type { ChecklistApi } from './useChecklistApi';
import { CheckboxGroup } from '../shared/CheckboxGroup';
import { RemoteClientSearch } from '../shared/RemoteClientSearch';

export type GenerateWizardProps = {
  protocolId: string;
  visible: boolean;
  /** the protocol's clients: the applicants are picked among them */
  clients: { id: string; name: string }[];
  /** the protocol's route, the default */
  route: DestinationRoute | null;
  api: Pick<ChecklistApi, 'generate'>;
  onApplied: () => void;
  onHide: () => void;
};

type Busy = 'preview' | 'apply' | null;

/**
 * "Build from the family tree". The staff pick the applicants, the immigrant ancestor and the
 * route; the service walks the father and mother links and previews the persons and certificates it would add
 * (`apply: false`); applying adds only what is missing.
 */
export function GenerateWizard({
  protocolId,
  visible,
  clients,
  route: protocolRoute,
  api,
  onApplied,
  onHide,
}: GenerateWizardProps) {
  const { t } = useTranslation('checklist');
  const toast = useToast();
  const options = useMemo(() => checklistOptions(t), [t]);
  const [applicants, setApplicants] = useState<string[]>([]);
  /** any client: the immigrant ancestor is rarely a client of the protocol (a great-grandparent who died) */
  const [immigrant, setImmigrant] = useState<{ id: string; name: string } | null>(null);
  const [route, setRoute] = useState<DestinationRoute | null>(protocolRoute);
  const [preview, setPreview] = useState<ChecklistGeneration | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setApplicants([]);
    setImmigrant(null);
    setRoute(protocolRoute);
    setPreview(null);
    setError(null);
  };
  const hide = () => {
    if (busy) return;
    reset();
    onHide();
  };
  const missing = !applicants.length
    ? t('wizard.needApplicants')
    : !immigrant
      ? t('wizard.needImmigrant')
      : !route
        ? t('wizard.needRoute')
        : null;

  const run = async (apply: boolean) => {
    if (missing) return;
    const body: GenerateChecklistBodyInput = { applicants, immigrant: immigrant!.id, route: route!, apply };
    setBusy(apply ? 'apply' : 'preview');
    setError(null);
    try {
      const answer = await api.generate(protocolId, body);
      if (!apply) {
        setPreview(answer);
        return;
      }
      toast.success(t('wizard.applied', answer.added));
      reset();
      onApplied();
    } catch (failure) {
      setError(translateChecklistError(t, failure));
    } finally {
      setBusy(null);
    }
  };

  const footer = (
    <div className="lp-actions">
      {preview ? (
        <>
          <Button
            type="button"
            outlined
            icon="pi pi-arrow-left"
            label={t('wizard.back')}
            disabled={!!busy}
            onClick={() => setPreview(null)}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('wizard.apply')}
            loading={busy === 'apply'}
            disabled={!!busy || preview.added.persons + preview.added.certificates === 0}
            onClick={() => void run(true)}
          />
        </>
      ) : (
        <>
          <Button type="button" outlined label={t('wizard.close')} disabled={!!busy} onClick={hide} />
          <Button
            type="button"
            icon="pi pi-eye"
            label={t('wizard.preview')}
            loading={busy === 'preview'}
            disabled={!!busy || !!missing}
            onClick={() => void run(false)}
          />
        </>
      )}
    </div>
  );

  return (
    <AppModal visible={visible} onHide={hide} header={t('wizard.title')} width={640} footer={footer}>
      <div className="lp-wizard" aria-busy={!!busy}>
        {error ? <Message severity="error" text={error} /> : null}
        {busy ? (
          <div role="status" className="lp-wizard-busy">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" />
            <span>{t(busy === 'apply' ? 'wizard.applying' : 'wizard.previewing')}</span>
          </div>
        ) : null}
        {preview ? (
          <GenerationPreview generation={preview} />
        ) : (
          <>
            <p className="lp-muted">{t('wizard.intro')}</p>
            <CheckboxGroup
              legend={t('wizard.applicants')}
              idPrefix="wizard-applicant"
              options={clients.map((client) => ({ value: client.id, label: client.name }))}
              value={applicants}
              onChange={setApplicants}
              isDisabled={(id) => id === immigrant?.id}
              empty={<p className="lp-muted">{t('tab.noClients')}</p>}
            />
            <div className="lp-field">
              <label htmlFor="wizard-immigrant">{t('wizard.immigrant')}</label>
              <RemoteClientSearch
                inputId="wizard-immigrant"
                value={immigrant ? { ...immigrant, typeOfPerson: 'PERSON' } : null}
                excludeIds={applicants}
                onSelect={(client) => setImmigrant(client ? { id: client.id, name: client.name } : null)}
                describedBy="wizard-immigrant-hint"
              />
              <small id="wizard-immigrant-hint" className="lp-muted">
                {t('wizard.immigrantHint')}
              </small>
            </div>
            <div className="lp-field">
              <label htmlFor="wizard-route">{t('wizard.route')}</label>
              <Dropdown
                inputId="wizard-route"
                value={route}
                options={options.route}
                onChange={(event) => setRoute(event.value ?? null)}
                placeholder={t('wizard.route')}
              />
            </div>
            {missing ? <small className="lp-muted">{missing}</small> : null}
          </>
        )}
      </div>
    </AppModal>
  );
}

/** What the generation would add, line order: each person with its category and the certificates it lacks. */
function GenerationPreview({ generation }: { generation: ChecklistGeneration }) {
  const { t } = useTranslation('checklist');
  const { added, persons, unreachable } = generation;
  return (
    <div className="lp-wizard-preview" aria-label={t('wizard.preview')}>
      {unreachable.length ? (
        <Message
          severity="warn"
          text={t('wizard.unreachable', { names: unreachable.map((person) => person.name).join(', ') })}
        />
      ) : null}
      <p role="status">
        <strong>
          {added.persons + added.certificates === 0
            ? t('wizard.nothing')
            : t('wizard.summary', { persons: added.persons, certificates: added.certificates })}
        </strong>
      </p>
      <ol className="lp-wizard-persons">
        {persons.map((person) => {
          const newCertificates = person.certificates.filter((certificate) => !certificate.existing);
          return (
            <li key={person.clientId} aria-label={person.name}>
              <span className="lp-wizard-person">
                <Tag value={t(`options.category.${person.category}`)} />
                <strong>{person.name}</strong>
                <Tag
                  severity={person.existing ? 'secondary' : 'success'}
                  value={t(person.existing ? 'wizard.existing' : 'wizard.new')}
                />
              </span>
              {newCertificates.length ? (
                <span className="lp-muted">
                  {t('wizard.newCertificates')}:{' '}
                  {newCertificates
                    .map((certificate) => {
                      const type = t(`options.typeOfCertificate.${certificate.typeOfCertificate}`);
                      return certificate.personNameInDocument
                        ? t('wizard.spelling', { type, name: certificate.personNameInDocument })
                        : type;
                    })
                    .join(', ')}
                </span>
              ) : null}
              {person.presumedDeceased ? (
                <span className="lp-muted">{t('wizard.presumedDeceased')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
