import {
  CELL_PHONE_MASKS,
  convertPhone,
  detectPhoneVariant,
  formatInternationalPhone,
  PHONE_MASKS,
  type PhoneVariant,
} from './phone';
import { VariantMaskField } from './VariantMaskField';
import { useTranslation } from '@linhagem/ui-kit';

export type PhoneFieldProps = { name: string; label: string; cell: boolean };

/** spec 3: a phone or cell phone, national (masked) or international (E.164, grouped as its country writes it). */
export function PhoneField({ name, label, cell }: PhoneFieldProps) {
  const { t } = useTranslation('clients');
  return (
    <VariantMaskField
      name={name}
      label={label}
      variantLabel={t(`fields.${cell ? 'cellPhoneMask' : 'phoneMask'}`)}
      masks={cell ? CELL_PHONE_MASKS : PHONE_MASKS}
      variantNames={{
        NATIONAL: t('options.phone.NATIONAL'),
        INTERNATIONAL: t('options.phone.INTERNATIONAL'),
      }}
      detect={(value) => detectPhoneVariant(value, cell)}
      convert={(value, to: PhoneVariant) => convertPhone(value, to, cell)}
      formatUnmasked={formatInternationalPhone}
    />
  );
}
