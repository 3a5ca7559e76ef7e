import { useMemo, useState, type ReactNode } from 'react';
import type { CaseDocument } from '@linhagem/contracts';
import { translateError, useConfirm, useToast, useTranslation } from '@linhagem/ui-kit';
import { useDocumentApi } from './useDocumentApi';
import { RejectDialog } from './RejectDialog';
import { DocumentPreviewDialog } from './DocumentPreviewDialog';

export type DocumentActions = {
  preview: (document: CaseDocument) => void;
  accept: (document: CaseDocument) => Promise<void>;
  /** opens the dialog that asks the reason */
  reject: (document: CaseDocument) => void;
  remove: (document: CaseDocument) => Promise<void>;
};

export type UseDocumentActionsResult = {
  actions: DocumentActions;
  /** the preview and the reason dialogs: render them once beside the files */
  dialogs: ReactNode;
};

/** Preview, review and delete of a case's files, with their dialogs; `onChanged` runs after each change. */
export function useDocumentActions(canWrite: boolean, onChanged: () => void): UseDocumentActionsResult {
  const { t } = useTranslation('documents');
  const api = useDocumentApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [previewed, setPreviewed] = useState<CaseDocument | null>(null);
  const [rejecting, setRejecting] = useState<CaseDocument | null>(null);
  const showChanged = (saved: CaseDocument) =>
    setPreviewed((current) => (current?.id === saved.id ? saved : current));

  const actions = useMemo<DocumentActions>(
    () => ({
      preview: setPreviewed,
      accept: async (document) => {
        try {
          showChanged(await api.review(document.id, { decision: 'ACCEPTED' }));
          toast.success(t('staff.files.accepted', { name: document.fileName }));
          onChanged();
        } catch (error) {
          toast.error(translateError(t, error));
        }
      },
      reject: setRejecting,
      remove: async (document) => {
        const sure = await confirm({
          message: t('staff.files.confirmDelete', { name: document.fileName }),
          destructive: true,
        });
        if (!sure) return;
        try {
          await api.remove(document.id);
          toast.success(t('staff.files.deleted', { name: document.fileName }));
          setPreviewed((current) => (current?.id === document.id ? null : current));
          onChanged();
        } catch (error) {
          toast.error(translateError(t, error));
        }
      },
    }),
    [api, confirm, onChanged, t, toast],
  );

  const sendBack = async (document: CaseDocument, reason: string) => {
    try {
      showChanged(await api.review(document.id, { decision: 'REJECTED', reason }));
      toast.success(t('staff.files.rejected', { name: document.fileName }));
      onChanged();
    } catch (error) {
      toast.error(translateError(t, error));
      throw error;
    }
  };

  const dialogs = (
    <>
      <DocumentPreviewDialog
        document={previewed}
        actions={actions}
        canWrite={canWrite}
        onHide={() => setPreviewed(null)}
      />
      <RejectDialog document={rejecting} onReject={sendBack} onHide={() => setRejecting(null)} />
    </>
  );
  return { actions, dialogs };
}
