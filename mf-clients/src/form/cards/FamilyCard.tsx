import { useTranslation } from '@linhagem/ui-kit';
import { TextField } from '@linhagem/ui-kit/form';
import { LinkField } from '../fields/LinkField';
import { FormCard } from './FormCard';

/** Father, mother, spouse and responsible are registered clients; the *Name fields come from the public form. */
export function FamilyCard() {
  const { t } = useTranslation('clients');
  const hint = t('form.hints.familySearch');
  return (
    <FormCard id="client-card-family" title={t('form.cards.family')}>
      <LinkField name="father" label={t('fields.father')} hint={hint} />
      <TextField name="fatherName" label={t('fields.fatherName')} />
      <LinkField name="mother" label={t('fields.mother')} hint={hint} />
      <TextField name="motherName" label={t('fields.motherName')} />
      <LinkField name="spouse" label={t('fields.spouse')} hint={hint} />
      <TextField name="spousesName" label={t('fields.spousesName')} />
      <LinkField name="responsible" label={t('fields.responsible')} hint={t('form.hints.responsible')} />
    </FormCard>
  );
}
