import { useTranslation } from '@linhagem/ui-kit';
import { DateField, PlaceFields } from '@linhagem/ui-kit/form';
import { FormCard } from './FormCard';

export function BirthCard() {
  const { t } = useTranslation('clients');
  return (
    <FormCard id="client-card-birth" title={t('form.cards.birth')}>
      <DateField name="birthDay" label={t('fields.birthDay')} />
      <PlaceFields prefix="birthPlace" />
      <DateField name="naturalisationDate" label={t('fields.naturalisationDate')} />
    </FormCard>
  );
}
