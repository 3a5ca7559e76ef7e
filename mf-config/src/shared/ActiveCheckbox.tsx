import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from '@linhagem/ui-kit';

export type ActiveCheckboxProps = { id: string; checked: boolean; onChange(checked: boolean): void };

/** The Active flag every configuration record has. */
export function ActiveCheckbox({ id, checked, onChange }: ActiveCheckboxProps) {
  const { t } = useTranslation('config');
  return (
    <div className="cf-check">
      <Checkbox inputId={id} checked={checked} onChange={(event) => onChange(Boolean(event.checked))} />
      <label htmlFor={id}>{t('list.active')}</label>
    </div>
  );
}
