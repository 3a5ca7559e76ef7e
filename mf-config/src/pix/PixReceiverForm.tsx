import { useCallback } from 'react';
import {
  PIX_KEY_TYPES,
  PIX_MAX_INSTALMENTS,
  pixReceiverSchema,
  staffPath,
  type PixReceiver,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { NumberField, SelectField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';

const EMPTY: PixReceiver = pixReceiverSchema.parse({});

/**
 * The office's Pix receiver on /system-configuration (shared/domain/brazilian-records-and-pix.md): the key families
 * pay to, with the name and city the bank holds, and the payment terms' instalments the codes ask (docs/adr-pix.md).
 * An empty key turns Pix off everywhere.
 */
export function PixReceiverForm() {
  const { t } = useTranslation('pix');
  const api = useConfigApi();
  const load = useCallback(() => api.pixReceiver.get(), [api]);
  const form = useEntityForm<PixReceiver, PixReceiver>({
    empty: EMPTY,
    load,
    schema: pixReceiverSchema,
    save: (values) => api.pixReceiver.save(values),
    basePath: staffPath('systemConfiguration'),
    idPrefix: 'pix',
    successMessage: t('receiver.saved'),
  });
  const options = PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`receiver.types.${type}`) }));
  return (
    <FormPage
      title={t('receiver.title')}
      backPath={staffPath('systemConfiguration')}
      form={form}
      embedded
      titleId="config-pix-title"
      saveLabel={t('receiver.save')}
    >
      <p>{t('receiver.intro')}</p>
      <div className="cf-grid">
        <SelectField name="pixKeyType" label={t('receiver.keyType')} options={options} showClear={false} />
        <TextField name="pixKey" label={t('receiver.key')} />
        <TextField name="pixReceiverName" label={t('receiver.name')} hint={t('receiver.nameHelp')} />
        <TextField name="pixReceiverCity" label={t('receiver.city')} hint={t('receiver.cityHelp')} />
        <NumberField
          name="pixInstalments"
          label={t('receiver.instalments')}
          hint={t('receiver.instalmentsHelp')}
          min={1}
          max={PIX_MAX_INSTALMENTS}
          useGrouping={false}
        />
      </div>
    </FormPage>
  );
}
