import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { DestinationRoute, Law74Exception, Protocol } from '@linhagem/contracts';
import { translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { checklistOptions } from '../checklist/checklistOptions';
import { CheckboxGroup } from '../shared/CheckboxGroup';

export type DossierCardProps = {
  protocol: Protocol;
  /** NORMAL and above on an active protocol; otherwise the card only reads */
  editable: boolean;
  onChange(protocol: Protocol): void;
};

/**
 * The protocol's destination route and the Law 74/2025 exceptions it records (they silence the
 * ITALY_LAW_74_2025 warning), saved with `POST /api/protocol/{id}/dossier`.
 */
export function DossierCard({ protocol, editable, onChange }: DossierCardProps) {
  const { t } = useTranslation('protocols');
  const { t: tc } = useTranslation('checklist');
  const options = useMemo(() => checklistOptions(tc), [tc]);
  const api = useProtocolApi();
  const toast = useToast();
  const [route, setRoute] = useState<DestinationRoute | null>(protocol.route);
  const [exceptions, setExceptions] = useState<Law74Exception[]>(protocol.lawExceptions);
  const [saving, setSaving] = useState(false);
  const dirty =
    route !== protocol.route || [...exceptions].sort().join() !== [...protocol.lawExceptions].sort().join();

  const save = async () => {
    setSaving(true);
    try {
      onChange(await api.setDossier(protocol.id, { route, lawExceptions: exceptions }));
      toast.success(t('common:toast.success'));
    } catch (error) {
      toast.error(translateError(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="lpr-card" aria-labelledby="general-dossier">
      <h2 id="general-dossier">{t('general.dossier')}</h2>
      {editable ? (
        <div className="lp-person-form">
          <div className="lp-field">
            <label htmlFor="dossier-route">{tc('fields.route')}</label>
            <Dropdown
              inputId="dossier-route"
              value={route}
              options={options.route}
              onChange={(event) => setRoute(event.value ?? null)}
              showClear
              placeholder={t('general.noRoute')}
            />
          </div>
          <CheckboxGroup
            legend={tc('fields.lawExceptions')}
            idPrefix="dossier-exception"
            options={options.lawException as { value: Law74Exception; label: string }[]}
            value={exceptions}
            onChange={setExceptions}
          />
          <div className="lpr-actions">
            <Button
              type="button"
              icon="pi pi-check"
              label={t('general.saveDossier')}
              loading={saving}
              disabled={!dirty || saving}
              onClick={() => void save()}
            />
          </div>
        </div>
      ) : (
        <dl className="lpr-data">
          <dt>{tc('fields.route')}</dt>
          <dd>{protocol.route ? tc(`options.route.${protocol.route}`) : t('general.noRoute')}</dd>
          <dt>{tc('fields.lawExceptions')}</dt>
          <dd>
            {protocol.lawExceptions.length ? (
              <ul>
                {protocol.lawExceptions.map((exception) => (
                  <li key={exception}>{tc(`options.lawException.${exception}`)}</li>
                ))}
              </ul>
            ) : (
              t('general.noExceptions')
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
