import { useMemo } from 'react';
import { sendNotificationBodySchema } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { ControlledField, EntityFormDialog, useEntityForm } from '@linhagem/ui-kit/form/core';
import { MessageEditor } from './MessageEditor';

export type FinalizeDialogProps = {
  /** asks, then sends the message; settles once the family answered and it was sent or refused */
  onSend(message: string): Promise<void>;
  onCancel(): void;
};

type FinalizeValues = { message: string };
const EMPTY: FinalizeValues = { message: '' };

const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
/** the body sent: an editor holding only empty paragraphs holds no message */
const toBody = ({ message }: FinalizeValues) => ({ message: plainText(message) ? message : '' });

/**
 * spec 2 "rich-text message to send": what the family tells the office when they are done, a kit form in a dialog
 * (docs/adr-form-kit.md) checked by the send-notification contract. Loaded with its editor (Quill) and the message
 * schema only when the family finalizes (initial JavaScript budget).
 */
export default function FinalizeDialog({ onSend, onCancel }: FinalizeDialogProps) {
  const { t } = useTranslation('portal');
  const form = useEntityForm<FinalizeValues, FinalizeValues>({
    open: true,
    empty: EMPTY,
    schema: sendNotificationBodySchema,
    toBody,
    idPrefix: 'pp-finalize',
    successMessage: false,
    invalidToast: false,
    save: async (values) => {
      // the page asks before sending, sends, says it and closes the dialog
      await onSend(sendNotificationBodySchema.parse(toBody(values)).message);
      return null;
    },
  });
  const header = useMemo(() => <h2 className="pp-dialog-title">{t('finalize.title')}</h2>, [t]);

  return (
    <EntityFormDialog
      form={form}
      header={header}
      onHide={onCancel}
      submitLabel={t('finalize.send')}
      submitIcon="pi pi-send"
      width={800}
      className="pp-stack"
    >
      <p id="pp-message-help">{t('finalize.help')}</p>
      <ControlledField
        name="message"
        label={t('finalize.message')}
        render={(field) => (
          <MessageEditor
            id={field.id}
            label={t('finalize.message')}
            value={String(field.value ?? '')}
            invalid={field.invalid}
            describedBy={field.describedBy}
            onChange={field.onChange}
          />
        )}
      />
    </EntityFormDialog>
  );
}
