import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { DEFAULT_OUTSIDE_OFFICE_DAYS } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type OutsideOfficeFilterProps = { value: string; onChange(value: string): void };

/** The work queue's "originals outside the office for more than N days" (the custody log's latest move). */
export function OutsideOfficeFilter({ value, onChange }: OutsideOfficeFilterProps) {
  const { t } = useTranslation('clock');
  const on = value !== '';
  return (
    <div className="lp-check">
      <Checkbox
        inputId="certificate-filter-outsideOffice"
        checked={on}
        onChange={(event) => onChange(event.checked ? String(DEFAULT_OUTSIDE_OFFICE_DAYS) : '')}
      />
      <label htmlFor="certificate-filter-outsideOffice">{t('custody.outsideFilter')}</label>
      <InputText
        id="certificate-filter-outsideOfficeDays"
        aria-label={`${t('custody.outsideFilter')} (${t('custody.days')})`}
        value={value}
        inputMode="numeric"
        size={4}
        maxLength={4}
        disabled={!on}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '') || '0')}
      />
      <span>{t('custody.days')}</span>
    </div>
  );
}
