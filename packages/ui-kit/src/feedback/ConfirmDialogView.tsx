import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { CONFIRMATION_MODAL_HEIGHT, CONFIRMATION_MODAL_WIDTH } from '@linhagem/contracts';
import { useTranslation } from '../i18n/useTranslation';

import type { ConfirmDialogProps } from './ConfirmDialog';

/** spec 2: title, message (default 'Are you sure you want to proceed?'), Cancel and Yes; 400x250 at least. */
export function ConfirmDialogView({ request, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const destructive = request?.destructive ?? false;
  const footer = (
    <div className="lk-confirm-footer">
      <Button
        type="button"
        label={t('confirm.cancel')}
        severity="secondary"
        outlined
        onClick={() => onClose(false)}
        autoFocus={destructive}
      />
      <Button
        type="button"
        label={t('confirm.yes')}
        severity={destructive ? 'danger' : undefined}
        onClick={() => onClose(true)}
        autoFocus={!destructive}
      />
    </div>
  );
  return (
    <Dialog
      visible={request !== null}
      header={request?.title ?? t('confirm.title')}
      footer={footer}
      onHide={() => onClose(false)}
      closeOnEscape={request?.closeOnEscape ?? true}
      // spec 9's 400x250 is the least it takes: a long message or list of details makes it taller, never cut
      style={{
        width: `${CONFIRMATION_MODAL_WIDTH}px`,
        minHeight: `${CONFIRMATION_MODAL_HEIGHT}px`,
        maxWidth: '95vw',
      }}
      draggable={false}
      resizable={false}
      modal
    >
      <p>{request?.message ?? t('confirm.message')}</p>
      {request?.details ? <div className="lk-confirm-details">{request.details}</div> : null}
    </Dialog>
  );
}

export default ConfirmDialogView;
