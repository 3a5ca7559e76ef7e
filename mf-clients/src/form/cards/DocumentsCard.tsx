import { useTranslation } from '@linhagem/ui-kit';
import { MASKS, MaskedField, RgField, useWatch } from '@linhagem/ui-kit/form';
import type { ClientFormValues } from '../formValues';
import { FormCard } from './FormCard';

export function DocumentsCard() {
  const { t } = useTranslation('clients');
  const typeOfPerson = useWatch<ClientFormValues, 'typeOfPerson'>({ name: 'typeOfPerson' });
  return (
    <FormCard id="client-card-documents" title={t('form.cards.documents')}>
      {typeOfPerson === 'COMPANY' ? (
        <MaskedField name="cnpj" label={t('fields.cnpj')} mask={MASKS.cnpj} />
      ) : (
        <MaskedField name="cpf" label={t('fields.cpf')} mask={MASKS.cpf} />
      )}
      <RgField name="rg" label={t('fields.rg')} />
    </FormCard>
  );
}
