import { useEffect, useState } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { MAX_NOTIFICATION_LENGTH, staffNotificationBodySchema } from '@linhagem/contracts';
import { translateError, translateIssue, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { FormModal } from './FormModal';

export type SendNotificationModalProps = {
  visible: boolean;
  protocolId: string;
  onHide(): void;
  onDone(): void;
};

/** spec 2 "send notification": a message to the family, kept on the case's timeline. */
export function SendNotificationModal({ visible, protocolId, onHide, onDone }: SendNotificationModalProps) {
  const { t } = useTranslation('protocols');
  const api = useProtocolApi();
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!visible) return;
    setMessage('');
    setTouched(false);
  }, [visible]);
  const parsed = staffNotificationBodySchema.safeParse({ message });
  const issue = parsed.error?.issues[0]?.message;
  const invalid = touched && Boolean(issue);

  async function submit() {
    setTouched(true);
    if (!parsed.success) return;
    try {
      await api.sendNotification(protocolId, parsed.data);
      toast.success(t('notification.sent'));
      onDone();
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  return (
    <FormModal
      visible={visible}
      onHide={onHide}
      header={t('notification.title')}
      formId="notification-form"
      submitLabel={t('notification.submit')}
      onSubmit={() => void submit()}
    >
      <div className="lp-field">
        <label htmlFor="notification-message">{t('notification.message')}</label>
        <InputTextarea
          id="notification-message"
          value={message}
          rows={6}
          maxLength={MAX_NOTIFICATION_LENGTH}
          invalid={invalid}
          aria-describedby={invalid ? 'notification-message-error' : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {invalid ? (
          <small id="notification-message-error" className="lpr-error" role="alert">
            {translateIssue(t, issue)}
          </small>
        ) : null}
      </div>
    </FormModal>
  );
}
