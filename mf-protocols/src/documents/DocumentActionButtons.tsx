import { Button } from 'primereact/button';
import type { CaseDocument } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import type { DocumentActions } from './useDocumentActions';

export type DocumentActionButtonsProps = {
  document: CaseDocument;
  actions: DocumentActions;
  canWrite: boolean;
  /** the preview's own button is left out where the preview is already open */
  withPreview?: boolean;
};

/** Preview, Accept, Send back and Delete of one file, each named with the file for screen readers. */
export function DocumentActionButtons({
  document,
  actions,
  canWrite,
  withPreview = true,
}: DocumentActionButtonsProps) {
  const { t } = useTranslation('documents');
  const named = (key: 'preview' | 'accept' | 'reject' | 'delete') =>
    `${t(`staff.files.${key}`)}: ${document.fileName}`;
  return (
    <span
      className="lpr-actions lpd-actions"
      role="group"
      aria-label={t('staff.files.actionsOf', { name: document.fileName })}
    >
      {withPreview ? (
        <Button
          type="button"
          text
          icon="pi pi-eye"
          aria-label={named('preview')}
          title={t('staff.files.preview')}
          onClick={() => actions.preview(document)}
        />
      ) : null}
      {canWrite && document.status !== 'ACCEPTED' ? (
        <Button
          type="button"
          text
          severity="success"
          icon="pi pi-check"
          aria-label={named('accept')}
          title={t('staff.files.accept')}
          onClick={() => void actions.accept(document)}
        />
      ) : null}
      {canWrite && document.status !== 'REJECTED' ? (
        <Button
          type="button"
          text
          severity="warning"
          icon="pi pi-undo"
          aria-label={named('reject')}
          title={t('staff.files.reject')}
          onClick={() => actions.reject(document)}
        />
      ) : null}
      {canWrite ? (
        <Button
          type="button"
          text
          severity="danger"
          icon="pi pi-trash"
          aria-label={named('delete')}
          title={t('staff.files.delete')}
          onClick={() => void actions.remove(document)}
        />
      ) : null}
    </span>
  );
}
