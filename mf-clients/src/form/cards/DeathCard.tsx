import { useTranslation } from '@linhagem/ui-kit';
import { CheckboxField, DateField, PlaceFields, useWatch } from '@linhagem/ui-kit/form';
import type { ClientFormValues } from '../formValues';
import { FormCard } from './FormCard';

/** "Alive" unchecked opens the death date and place. */
export function DeathCard() {
  const { t } = useTranslation('clients');
  const alive = useWatch<ClientFormValues, 'alive'>({ name: 'alive' });
  return (
    <FormCard id="client-card-death" title={t('form.cards.death')}>
      <CheckboxField name="alive" label={t('fields.alive')} />
      <DateField name="deathDay" label={t('fields.deathDay')} disabled={alive} />
      <PlaceFields prefix="deathPlace" disabled={alive} />
    </FormCard>
  );
}
