import { useController } from 'react-hook-form';
import { Chips } from 'primereact/chips';
import {
  CELL_PHONE_MASKS,
  convertPhone,
  detectPhoneVariant,
  FieldShell,
  fieldId,
  formatInternationalPhone,
  PHONE_MASKS,
  TextField,
  useTranslation,
  VariantMaskField,
  type PhoneVariant,
} from '@linhagem/ui-kit';
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

const PHONE_FIELDS = [
  { name: 'phoneNumber', masks: PHONE_MASKS, cell: false },
  { name: 'cellPhoneNumber', masks: CELL_PHONE_MASKS, cell: true },
] as const;

export function ContactCard() {
  const { t } = useTranslation('clients');
  const variantNames = {
    NATIONAL: t('options.phone.NATIONAL'),
    INTERNATIONAL: t('options.phone.INTERNATIONAL'),
  };
  return (
    <FormCard id="client-card-contact" title={t('form.cards.contact')}>
      {PHONE_FIELDS.map(({ name, masks, cell }) => (
        <VariantMaskField
          key={name}
          name={name}
          label={t(`fields.${name}`)}
          variantLabel={t(`fields.${cell ? 'cellPhoneMask' : 'phoneMask'}`)}
          masks={masks}
          variantNames={variantNames}
          detect={(value) => detectPhoneVariant(value, cell)}
          convert={(value, to: PhoneVariant) => convertPhone(value, to, cell)}
          formatUnmasked={formatInternationalPhone}
        />
      ))}
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="off" />
      <TagsField />
    </FormCard>
  );
}
