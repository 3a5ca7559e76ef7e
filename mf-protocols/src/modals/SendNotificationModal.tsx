import { useCallback, useEffect } from 'react';
import { MAX_NOTIFICATION_LENGTH, staffNotificationBodySchema } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, TextareaField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useProtocolApi } from '../api/useProtocolApi';

export type SendNotificationModalProps = {
  visible: boolean;
  protocolId: string;
  onHide(): void;
  onDone(): void;
};

type Values = { message: string };
const EMPTY: Values = { message: '' };

/** spec 2 "send notification": a message to the family, kept on the case's timeline. */
export function SendNotificationModal({ visible, protocolId, onHide, onDone }: SendNotificationModalProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const save = useCallback(
    async (values: Values) => {
      await api.sendNotification(protocolId, staffNotificationBodySchema.parse(values));
      onDone();
    },
    [api, protocolId, onDone],
  );
  const form = useEntityForm<Values>({
    empty: EMPTY,
    schema: staffNotificationBodySchema,
    save,
    idPrefix: 'notification',
    successMessage: t('notification.sent'),
    invalidToast: false,
  });
  const { reset } = form;
  useEffect(() => {
    if (visible) reset();
  }, [visible, reset]);

  return (
    <EntityFormDialog
      form={form}
      visible={visible}
      onHide={onHide}
      header={t('notification.title')}
      submitLabel={t('notification.submit')}

      className="lpr-modal-body"
    >
      <TextareaField
        name="message"
        label={t('notification.message')}
        rows={6}
        maxLength={MAX_NOTIFICATION_LENGTH}
      />
    </EntityFormDialog>
  );
}
