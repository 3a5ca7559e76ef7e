import { useTranslation } from '@linhagem/ui-kit';
import { CheckboxField, DateField, PlaceFields } from '@linhagem/ui-kit/form';
import { FormCard } from './FormCard';

export function WeddingCard() {
  const { t } = useTranslation('clients');
  return (
    <FormCard id="client-card-wedding" title={t('form.cards.wedding')}>
      <DateField name="wedding.marriedDay" label={t('fields.marriedDay')} />
      <CheckboxField name="wedding.current" label={t('fields.currentMarriage')} />
      <PlaceFields prefix="wedding" />
    </FormCard>
  );
}
