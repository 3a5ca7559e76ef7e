import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from '@linhagem/ui-kit';
import { ControlledField } from '@linhagem/ui-kit/form/core';
import { useTypeServiceChoices } from '../api/useCatalogChoices';

export type TypeServicePickerProps = { name: string; label: string };

/** Chooses type services by name (a template's or the budget defaults'); inactive ones say so. */
export function TypeServicePicker({ name, label }: TypeServicePickerProps) {
  const { t } = useTranslation('config');
  const choices = useTypeServiceChoices();
  const options = choices.items.map((service) => ({
    value: service.id,
    label: service.active ? service.name : `${service.name} (${t('list.inactive')})`,
  }));
  return (
    <ControlledField
      name={name}
      label={label}
      render={({ id, value, onChange, invalid, describedBy }) => (
        <MultiSelect
          inputId={id}
          value={value as string[]}
          options={options}
          onChange={(event) => onChange(event.value as string[])}
          display="chip"
          filter
          loading={choices.loading}
          placeholder={t('typeServicePicker.placeholder')}
          emptyMessage={t('typeServicePicker.empty')}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
