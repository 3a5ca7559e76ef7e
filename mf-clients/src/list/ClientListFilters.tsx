import { InputText } from 'primereact/inputtext';
import type { ClientFilter } from '../api/types';
import { ClearFiltersButton, useTranslation } from '@linhagem/ui-kit';

export type ListFilters = { name: string; document: string; email: string; city: string };
export const EMPTY_FILTERS: ListFilters = { name: '', document: '', email: '', city: '' };

/** Only the filled filters go to the API. */
export function toFilterBody(filters: ListFilters): ClientFilter {
  const body: ClientFilter = {};
  for (const key of Object.keys(filters) as (keyof ListFilters)[]) {
    const value = filters[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

export type ClientListFiltersProps = { value: ListFilters; onChange(value: ListFilters): void };

export function ClientListFilters({ value, onChange }: ClientListFiltersProps) {
  const { t } = useTranslation('clients');
  const fields: { key: keyof ListFilters; label: string }[] = [
    { key: 'name', label: t('list.filterName') },
    { key: 'document', label: t('list.filterDocument') },
    { key: 'email', label: t('list.filterEmail') },
    { key: 'city', label: t('list.filterCity') },
  ];
  const filled = Object.values(value).some((text) => text.trim() !== '');
  return (
    <div className="lc-filters" role="search">
      {fields.map(({ key, label }) => (
        <div className="lc-field" key={key}>
          <label htmlFor={`client-filter-${key}`}>{label}</label>
          <InputText
            id={`client-filter-${key}`}
            type="search"
            value={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
        </div>
      ))}
      {filled ? (
        <div className="lc-field" style={{ justifyContent: 'flex-end' }}>
          <ClearFiltersButton label={t('list.clearFilters')} onClear={() => onChange(EMPTY_FILTERS)} />
        </div>
      ) : null}
    </div>
  );
}
