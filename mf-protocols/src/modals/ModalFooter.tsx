import { Button } from 'primereact/button';
import { useTranslation } from '@linhagem/ui-kit';

export type ModalFooterProps = { submitLabel: string; onCancel(): void; disabled?: boolean; formId: string };

/** Cancel and the modal's own submit (a submit button of the modal's form, so Enter submits too). */
export function ModalFooter({ submitLabel, onCancel, disabled, formId }: ModalFooterProps) {
  const { t } = useTranslation('common');
  return (
    <div className="lpr-modal-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onCancel} />
      <Button type="submit" form={formId} label={submitLabel} disabled={disabled} />
    </div>
  );
}
