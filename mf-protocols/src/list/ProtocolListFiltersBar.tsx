import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, PROTOCOL_STATUSES } from '@linhagem/contracts';
import { ClearFiltersButton, DateInput, usePreferences, useTranslation } from '@linhagem/ui-kit';
import type { StaffMember } from '../api/useProtocolApi';
import { EMPTY_FILTERS, type ProtocolListFilters } from './protocolListFilters';

export type ProtocolListFiltersBarProps = {
  value: ProtocolListFilters;
  onChange(value: ProtocolListFilters): void;
  /** whom the "user in charge" filter offers; the filter is left out when the list could not be read */
  staff: StaffMember[] | null;
};

/** The filters of the protocol and budget lists. */
export function ProtocolListFiltersBar({ value, onChange, staff }: ProtocolListFiltersBarProps) {
  const { t } = useTranslation('protocols');
  const { language } = usePreferences();
  const set = (key: keyof ProtocolListFilters, text: string | null | undefined) =>
    onChange({ ...value, [key]: text ?? '' });
  const id = (key: string) => `protocol-filter-${key}`;
  const filled = Object.values(value).some((text) => text.trim() !== '');
  return (
    <div className="lp-filters" role="search">
      <div className="lp-field lp-field-search">
        <label htmlFor={id('text')}>{t('list.filters.text')}</label>
        <InputText
          id={id('text')}
          type="search"
          value={value.text}
          placeholder={t('list.filters.textHint')}
          onChange={(event) => set('text', event.target.value)}
        />
      </div>
      <div className="lp-field">
        <label htmlFor={id('status')}>{t('list.filters.status')}</label>
        <Dropdown
          inputId={id('status')}
          value={value.status || null}
          options={PROTOCOL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(event) => set('status', event.value)}
          showClear
          placeholder={t('list.any')}
        />
      </div>
      <div className="lp-field">
        <label htmlFor={id('stage')}>{t('list.filters.stage')}</label>
        <Dropdown
          inputId={id('stage')}
          value={value.stage || null}
          options={PROTOCOL_STAGES.map((stage) => ({
            value: stage,
            label: PROTOCOL_STAGE_LABELS[stage][language],
          }))}
          onChange={(event) => set('stage', event.value)}
          showClear
          placeholder={t('list.any')}
        />
      </div>
      {staff ? (
        <div className="lp-field">
          <label htmlFor={id('userId')}>{t('list.filters.userId')}</label>
          <Dropdown
            inputId={id('userId')}
            value={value.userId || null}
            options={staff.map((member) => ({ value: member.id, label: member.name }))}
            onChange={(event) => set('userId', event.value)}
            showClear
            filter
            placeholder={t('list.any')}
          />
        </div>
      ) : null}
      {(['createdFrom', 'createdTo'] as const).map((key) => (
        <div className="lp-field" key={key}>
          <label htmlFor={id(key)}>{t(`list.filters.${key}`)}</label>
          <DateInput id={id(key)} name={key} value={value[key]} onValueChange={(text) => set(key, text)} />
        </div>
      ))}
      {filled ? (
        <ClearFiltersButton label={t('list.clearFilters')} onClear={() => onChange(EMPTY_FILTERS)} />
      ) : null}
    </div>
  );
}
