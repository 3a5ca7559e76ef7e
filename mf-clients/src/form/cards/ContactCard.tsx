import { useController } from 'react-hook-form';
import { Chips } from 'primereact/chips';
import { useTranslation } from '@linhagem/ui-kit';
import type { ClientFormValues } from '../formValues';
import { CELL_PHONE_MASKS, detectPhoneVariant, PHONE_MASKS } from '../masks';
import { TextField } from '../fields/TextField';
import { VariantMaskField } from '../fields/VariantMaskField';
import { FieldShell, fieldId } from '../fields/FieldShell';
import { FormCard } from './FormCard';

function TagsField() {
  const { t } = useTranslation('clients');
  const { field } = useController<ClientFormValues, 'tags'>({ name: 'tags' });
  const id = fieldId('tags');
  return (
    <FieldShell id={id} label={t('fields.tags')}>
      <Chips
        inputId={id}
        value={field.value}
        onChange={(event) => field.onChange(event.value ?? [])}
        separator=","
      />
    </FieldShell>
  );
}

export function ContactCard() {
  const { t } = useTranslation('clients');
  const variantNames = {
    NATIONAL: t('options.phone.NATIONAL'),
    INTERNATIONAL: t('options.phone.INTERNATIONAL'),
  };
  return (
    <FormCard id="client-card-contact" title={t('form.cards.contact')}>
      <VariantMaskField
        name="phoneNumber"
        label={t('fields.phoneNumber')}
        variantLabel={t('fields.phoneMask')}
        masks={PHONE_MASKS}
        variantNames={variantNames}
        detect={(value) => detectPhoneVariant(value, false)}
      />
      <VariantMaskField
        name="cellPhoneNumber"
        label={t('fields.cellPhoneNumber')}
        variantLabel={t('fields.cellPhoneMask')}
        masks={CELL_PHONE_MASKS}
        variantNames={variantNames}
        detect={(value) => detectPhoneVariant(value, true)}
      />
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
      <TagsField />
    </FormCard>
  );
}
