import { useWatch } from 'react-hook-form';
import {
  useTranslation,
  detectRgVariant,
  MASKS,
  RG_MASKS,
  MaskedField,
  VariantMaskField,
} from '@linhagem/ui-kit';
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
      <VariantMaskField
        name="rg"
        label={t('fields.rg')}
        variantLabel={t('fields.rgMask')}
        masks={RG_MASKS}
        variantNames={{
          SP: t('options.rg.SP'),
          SHORT: t('options.rg.SHORT'),
          EIGHT: t('options.rg.EIGHT'),
          NINE: t('options.rg.NINE'),
          OTHER: t('options.rg.OTHER'),
        }}
        detect={detectRgVariant}
      />
    </FormCard>
  );
}
