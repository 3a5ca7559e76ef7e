import { BRASIL } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { MASKS, MaskedField, PlaceFields, TextField, useWatch } from '@linhagem/ui-kit/form';
import type { ClientFormValues } from '../formValues';
import { FormCard } from './FormCard';

/** spec 3: zip code 99999-999 and the 27 UFs in Brazil; free zip code and foreignState elsewhere. */
export function AddressCard() {
  const { t } = useTranslation('clients');
  const country = useWatch<ClientFormValues, 'address.country'>({ name: 'address.country' });
  return (
    <FormCard id="client-card-address" title={t('form.cards.address')}>
      <PlaceFields prefix="address" />
      {country === BRASIL ? (
        <MaskedField name="address.zipCode" label={t('fields.zipCode')} mask={MASKS.zipCode} />
      ) : (
        <TextField name="address.zipCode" label={t('fields.zipCode')} />
      )}
      <TextField name="address.district" label={t('fields.district')} />
      <TextField name="address.street" label={t('fields.street')} />
      <TextField name="address.number" label={t('fields.number')} />
      <TextField name="address.complement" label={t('fields.complement')} />
    </FormCard>
  );
}
