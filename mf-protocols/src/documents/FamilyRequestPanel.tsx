import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  FAMILY_REQUEST_NOTE_MAX_LENGTH,
  familyRequestBodySchema,
  type CertificateFamilyRequest,
} from '@linhagem/contracts';
import { AppModal, translateError, useConfirm, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useDocumentApi } from './useDocumentApi';

export type FamilyRequestPanelProps = {
  certificateId: string;
  /** the request as the checklist last read it */
  familyRequest: CertificateFamilyRequest | null | undefined;
  canWrite: boolean;
};

/** "Request from the family": the portal asks the family for this certificate's file, with an optional note. */
export function FamilyRequestPanel({ certificateId, familyRequest, canWrite }: FamilyRequestPanelProps) {
  const { t } = useTranslation('documents');
  const { formatDateTime } = useFormat();
  const api = useDocumentApi();
  const toast = useToast();
  const confirm = useConfirm();
  const id = useId();
  const [request, setRequest] = useState(familyRequest ?? null);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const body = familyRequestBodySchema.parse({ note: note.trim() || null });
    setSending(true);
    try {
      const certificate = await api.requestFromFamily(certificateId, body.note ?? null);
      setRequest(certificate.familyRequest ?? null);
      toast.success(t('staff.family.sentToast'));
      setAsking(false);
      setNote('');
    } catch (error) {
      toast.error(translateError(t, error));
    } finally {
      setSending(false);
    }
  };
  const withdraw = async () => {
    if (!(await confirm({ message: t('staff.family.confirmWithdraw') }))) return;
    try {
      const certificate = await api.withdrawFamilyRequest(certificateId);
      setRequest(certificate.familyRequest ?? null);
      toast.success(t('staff.family.withdrawnToast'));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  };

  return (
    <div className="lpd-family">
      {request ? (
        <div className="lpd-family-state" role="status">
          <i className="pi pi-send" aria-hidden="true" />
          <span>
            {t('staff.family.requested', {
              date: formatDateTime(request.requestedAt),
              name: request.requestedBy.name,
            })}
            {request.note ? (
              <span className="lpd-note">{t('staff.family.noteShown', { note: request.note })}</span>
            ) : null}
          </span>
          {canWrite ? (
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-times"
              label={t('staff.family.withdraw')}
              onClick={() => void withdraw()}
            />
          ) : null}
        </div>
      ) : canWrite ? (
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-send"
          label={t('staff.family.request')}
          onClick={() => setAsking(true)}
        />
      ) : null}
      <AppModal
        visible={asking}
        onHide={() => setAsking(false)}
        width={480}
        header={t('staff.family.title')}
        footer={
          <div className="lpd-dialog-footer">
            <Button
              type="button"
              label={t('staff.family.cancel')}
              outlined
              onClick={() => setAsking(false)}
            />
            <Button
              type="button"
              icon="pi pi-send"
              label={t('staff.family.send')}
              disabled={sending}
              onClick={() => void send()}
            />
          </div>
        }
      >
        <div className="lp-field">
          <label htmlFor={`${id}-note`}>{t('staff.family.note')}</label>
          <InputTextarea
            id={`${id}-note`}
            value={note}
            rows={3}
            autoFocus
            maxLength={FAMILY_REQUEST_NOTE_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <small id={`${id}-hint`} className="lp-muted">
            {t('staff.family.noteHint')}
          </small>
        </div>
      </AppModal>
    </div>
  );
}
