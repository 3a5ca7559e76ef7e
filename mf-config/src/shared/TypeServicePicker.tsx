import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from '@linhagem/ui-kit';
import { useTypeServiceChoices } from '../api/useCatalogChoices';

export type TypeServicePickerProps = {
  id: string;
  value: string[];
  onChange(ids: string[]): void;
  invalid?: boolean;
};

/** Chooses type services by name (a template's or the budget defaults'); inactive ones say so. */
export function TypeServicePicker({ id, value, onChange, invalid }: TypeServicePickerProps) {
  const { t } = useTranslation('config');
  const choices = useTypeServiceChoices();
  const options = choices.items.map((service) => ({
    value: service.id,
    label: service.isActive ? service.name : `${service.name} (${t('list.inactive')})`,
  }));
  return (
    <MultiSelect
      inputId={id}
      value={value}
      options={options}
      onChange={(event) => onChange(event.value as string[])}
      display="chip"
      filter
      loading={choices.loading}
      placeholder={t('typeServicePicker.placeholder')}
      emptyMessage={t('typeServicePicker.empty')}
      invalid={invalid}
    />
  );
}
