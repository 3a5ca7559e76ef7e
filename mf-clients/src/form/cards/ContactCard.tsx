import { Chips } from 'primereact/chips';
import { useTranslation } from '@linhagem/ui-kit';
import { FieldShell, fieldId, PhoneField, TextField, useController } from '@linhagem/ui-kit/form';
import type { ClientFormValues } from '../formValues';
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
  return (
    <FormCard id="client-card-contact" title={t('form.cards.contact')}>
      <PhoneField name="phoneNumber" label={t('fields.phoneNumber')} cell={false} />
      <PhoneField name="cellPhoneNumber" label={t('fields.cellPhoneNumber')} cell />
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
      <TagsField />
    </FormCard>
  );
}
