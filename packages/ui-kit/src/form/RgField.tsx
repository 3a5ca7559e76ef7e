import { detectRgVariant, RG_MASKS } from './masks';
import { VariantMaskField } from './VariantMaskField';
import { useTranslation } from '@linhagem/ui-kit';

export type RgFieldProps = { name: string; label: string };

/** spec 3: the RG in one of its four masks, or as typed when it fits none. */
export function RgField({ name, label }: RgFieldProps) {
  const { t } = useTranslation('clients');
  return (
    <VariantMaskField
      name={name}
      label={label}
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
  );
}
