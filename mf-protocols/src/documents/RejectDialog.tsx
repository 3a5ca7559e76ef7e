import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  DOCUMENT_REVIEW_REASON_MAX_LENGTH,
  documentReviewSchema,
  type CaseDocument,
} from '@linhagem/contracts';
import { AppModal, translateIssue, useTranslation } from '@linhagem/ui-kit';

export type RejectDialogProps = {
  /** the file sent back; null hides the dialog */
  document: CaseDocument | null;
  onReject: (document: CaseDocument, reason: string) => Promise<void>;
  onHide: () => void;
};

/** Sending a file back asks why: the family reads the reason (the same schema as the service's). */
export function RejectDialog({ document, onReject, onHide }: RejectDialogProps) {
  const { t } = useTranslation('documents');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hide = () => {
    setReason('');
    setError(null);
    onHide();
  };
  const submit = async () => {
    if (!document) return;
    const parsed = documentReviewSchema.safeParse({ decision: 'REJECTED', reason });
    if (!parsed.success) {
      setError(translateIssue(t, parsed.error.issues[0]?.message));
      return;
    }
    setSending(true);
    try {
      await onReject(document, parsed.data.reason!);
      hide();
    } catch {
      // the refusal was shown as a toast; the reason stays to be sent again
    } finally {
      setSending(false);
    }
  };
  return (
    <AppModal
      visible={document !== null}
      onHide={hide}
      width={480}
      header={document ? t('staff.review.title', { name: document.fileName }) : null}
      footer={
        <div className="lpd-dialog-footer">
          <Button type="button" label={t('staff.review.cancel')} outlined onClick={hide} />
          <Button
            type="button"
            label={t('staff.review.confirm')}
            severity="danger"
            icon="pi pi-undo"
            disabled={sending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="lp-field">
        <label htmlFor={`${id}-reason`}>{t('staff.review.reason')}</label>
        <InputTextarea
          id={`${id}-reason`}
          value={reason}
          rows={4}
          autoFocus
          maxLength={DOCUMENT_REVIEW_REASON_MAX_LENGTH}
          aria-required="true"
          invalid={error !== null}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <small id={`${id}-hint`} className="lp-muted">
          {t('staff.review.reasonHint')}
        </small>
        {error ? (
          <small id={`${id}-error`} className="lpr-error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
    </AppModal>
  );
}
