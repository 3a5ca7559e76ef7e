import { useCallback, useMemo } from 'react';
import {
  DEFAULT_OFFICE_TIME_ZONE,
  officeTimeZoneSchema,
  staffPath,
  type OfficeTimeZone,
} from '@linhagem/contracts';
import { setOfficeTimeZone, useFormat, useTranslation } from '@linhagem/ui-kit';
import { SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';

const EMPTY: OfficeTimeZone = { timeZone: DEFAULT_OFFICE_TIME_ZONE };

/** Every IANA zone this browser knows, the office's own kept even if the browser lacks it. */
function zoneOptions(current: string) {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = names.includes(current) ? names : [current, ...names];
  return all.map((name) => ({ label: name.replace(/_/g, ' '), value: name }));
}

/**
 * The office's time zone (DESIGN "The office's day"), on /system-configuration: every "today" of the system is
 * the calendar day in this zone; saved, every screen of this page load counts by it at once.
 */
export function TimeZoneForm() {
  const { t } = useTranslation('config');
  const { language } = useFormat();
  const api = useConfigApi();
  const load = useCallback(() => api.timeZone.get(), [api]);
  const form = useEntityForm<OfficeTimeZone, OfficeTimeZone>({
    empty: EMPTY,
    load,
    schema: officeTimeZoneSchema,
    save: (values) => api.timeZone.save(values),
    fromSaved: (saved) => saved,
    onSaved: (saved) => setOfficeTimeZone(saved.timeZone),
    basePath: staffPath('systemConfiguration'),
    idPrefix: 'time-zone',
  });
  const zone = form.values.timeZone;
  const options = useMemo(() => zoneOptions(zone), [zone]);
  let now = '';
  try {
    now = new Intl.DateTimeFormat(language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date());
  } catch {
    now = ''; // a zone this browser does not know
  }

  return (
    <FormPage
      title={t('timeZone.title')}
      backPath={staffPath('systemConfiguration')}
      form={form}
      embedded
      titleId="config-time-zone-title"
      saveLabel={t('timeZone.save')}
    >
      <p id="time-zone-description">{t('timeZone.description')}</p>
      <div className="cf-grid">
        <SelectField name="timeZone" label={t('timeZone.field')} options={options} filter showClear={false} />
      </div>
      <small className="lc-hint" aria-live="polite">
        {t('timeZone.hint', { now })}
      </small>
    </FormPage>
  );
}
