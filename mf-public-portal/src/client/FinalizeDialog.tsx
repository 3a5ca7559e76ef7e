import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { PUBLIC_MESSAGES, sendNotificationBodySchema } from '@linhagem/contracts';
import { translateIssue, useTranslation } from '@linhagem/ui-kit';
import { MessageEditor } from './MessageEditor';

export type FinalizeDialogProps = {
  sending: boolean;
  onSend(message: string): void;
  onCancel(): void;
};

const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/**
 * spec 2 "rich-text message to send": what the family tells the office when they are done. Loaded with its editor
 * (Quill) and the message schema only when the family finalizes (initial JavaScript budget).
 */
export default function FinalizeDialog({ sending, onSend, onCancel }: FinalizeDialogProps) {
  const { t } = useTranslation('portal');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = sendNotificationBodySchema.safeParse({ message: plainText(message) ? message : '' });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? PUBLIC_MESSAGES.messageRequired);
      return;
    }
    onSend(checked.data.message);
  };

  return (
    <Dialog
      visible
      onHide={onCancel}
      modal
      draggable={false}
      header={<h2 className="pp-dialog-title">{t('finalize.title')}</h2>}
      className="pp-dialog"
    >
      <form onSubmit={submit} noValidate className="pp-stack">
        <p id="pp-message-help">{t('finalize.help')}</p>
        <span className="pp-label" id="pp-message-label">
          {t('finalize.message')}
        </span>
        <MessageEditor
          id="pp-message"
          label={t('finalize.message')}
          value={message}
          onChange={(html) => {
            setMessage(html);
            setError(undefined);
          }}
        />
        {error ? (
          <p className="pp-error" role="alert">
            {translateIssue(t, error)}
          </p>
        ) : null}
        <div className="pp-actions">
          <Button type="button" label={t('actions.cancel')} outlined onClick={onCancel} />
          <Button type="submit" label={t('finalize.send')} icon="pi pi-send" loading={sending} />
        </div>
      </form>
    </Dialog>
  );
}
