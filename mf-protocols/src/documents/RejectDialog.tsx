import { useMemo } from 'react';
import {
  DOCUMENT_REVIEW_REASON_MAX_LENGTH,
  documentReviewSchema,
  type CaseDocument,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, TextareaField, useEntityForm } from '@linhagem/ui-kit/form/core';

export type RejectDialogProps = {
  /** the file sent back; null hides the dialog */
  document: CaseDocument | null;
  onReject: (document: CaseDocument, reason: string) => Promise<void>;
  onHide: () => void;
};

type Rejection = { reason: string };
const NO_REASON: Rejection = { reason: '' };
const toBody = (values: Rejection) => ({ decision: 'REJECTED' as const, reason: values.reason });

/**
 * Sending a file back asks why: the family reads the reason. A kit dialog (docs/adr-form-kit.md) checked by the
 * service's own schema.
 */
export function RejectDialog({ document, onReject, onHide }: RejectDialogProps) {
  const { t } = useTranslation('documents');
  // a new dialog for each file sent back: its reason starts empty
  const empty = useMemo(() => ({ ...NO_REASON }), [document?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useEntityForm<Rejection, Rejection>({
    empty,
    open: document !== null,
    schema: documentReviewSchema,
    toBody,
    save: async (values) => {
      if (!document) return null;
      try {
        await onReject(document, documentReviewSchema.parse(toBody(values)).reason!);
        return values;
      } catch {
        // the refusal was shown as a toast; the reason stays to be sent again
        return null;
      }
    },
    onSaved: onHide,
    successMessage: false,
    invalidToast: false,
    idPrefix: 'reject',
  });
  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      width={480}
      header={document ? t('staff.review.title', { name: document.fileName }) : null}
      submitLabel={t('staff.review.confirm')}
      submitIcon="pi pi-undo"
      submitSeverity="danger"
    >
      <TextareaField
        name="reason"
        label={t('staff.review.reason')}
        hint={t('staff.review.reasonHint')}
        rows={4}
        maxLength={DOCUMENT_REVIEW_REASON_MAX_LENGTH}
      />
    </EntityFormDialog>
  );
}
