import { GENDERS, MARITAL_STATUSES, TYPES_OF_PERSON } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { SelectField, TextField, useWatch } from '@linhagem/ui-kit/form';
import { NameVariantsField } from '../fields/NameVariantsField';
import type { ClientFormValues } from '../formValues';
import { FormCard } from './FormCard';

export function IdentityCard() {
  const { t } = useTranslation('clients');
  const company = useWatch<ClientFormValues, 'typeOfPerson'>({ name: 'typeOfPerson' }) === 'COMPANY';
  return (
    <FormCard id="client-card-identity" title={t('form.cards.identity')}>
      <TextField name="name" label={t('fields.name')} required autoComplete="off" />
      <NameVariantsField />
      <SelectField
        name="typeOfPerson"
        label={t('fields.typeOfPerson')}
        options={TYPES_OF_PERSON.map((value) => ({ value, label: t(`options.typeOfPerson.${value}`) }))}
        showClear={false}
      />
      {company ? null : (
        <>
          <SelectField
            name="gender"
            label={t('fields.gender')}
            placeholder={t('placeholders.select')}
            options={GENDERS.map((value) => ({ value, label: t(`options.gender.${value}`) }))}
          />
          <SelectField
            name="maritalStatus"
            label={t('fields.maritalStatus')}
            placeholder={t('placeholders.select')}
            options={MARITAL_STATUSES.map((value) => ({ value, label: t(`options.maritalStatus.${value}`) }))}
          />
        </>
      )}
    </FormCard>
  );
}
