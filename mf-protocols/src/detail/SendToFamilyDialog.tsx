import { useState } from 'react';
import { Button } from 'primereact/button';
import {
  SEND_TO_FAMILY_API,
  portalPath,
  type SendToFamilyAnswer,
  type SendToFamilyChannel,
} from '@linhagem/contracts';
import { AppModal, translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';

export type SendToFamilyDialogProps = {
  protocolId: string;
  visible: boolean;
  onHide: () => void;
  /** after a send: the timeline has a new entry */
  onSent: () => void;
};

/**
 * "Send to the family": the portal link by e-mail (the link and the access code in two mails), by WhatsApp (opens
 * the chat with the link; the access code is a second message the person opens next) or copied.
 */
export function SendToFamilyDialog({ protocolId, visible, onHide, onSent }: SendToFamilyDialogProps) {
  const { t } = useTranslation('protocols');
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<SendToFamilyChannel | null>(null);
  const [codeUrl, setCodeUrl] = useState<string | null>(null);

  const send = async (channel: SendToFamilyChannel) => {
    setBusy(channel);
    // opened now, in the click's own turn, so no pop-up blocker stops it; pointed at wa.me once answered
    const chat = channel === 'WHATSAPP' ? window.open('', '_blank') : null;
    if (chat) chat.opener = null;
    try {
      const answer = await api.post<SendToFamilyAnswer>(SEND_TO_FAMILY_API.sendToFamily(protocolId), {
        channel,
      });
      if (answer.url) {
        if (chat) chat.location.href = answer.url;
        else window.open(answer.url, '_blank', 'noopener');
        setCodeUrl(answer.accessCodeUrl);
        toast.success(t('sendToFamily.whatsappReady'));
      } else toast.success(t('sendToFamily.emailSent'));
      onSent();
    } catch (error) {
      chat?.close();
      toast.error(translateError(t, error));
    } finally {
      setBusy(null);
    }
  };

  const copy = () =>
    void navigator.clipboard
      ?.writeText(new URL(portalPath(protocolId), window.location.origin).href)
      .then(() => toast.success(t('sendToFamily.copied')));

  const close = () => {
    setCodeUrl(null);
    onHide();
  };

  return (
    <AppModal visible={visible} onHide={close} header={t('sendToFamily.title')} width="32rem">
      <p>{t('sendToFamily.intro')}</p>
      <div className="lpr-actions">
        <Button
          type="button"
          icon="pi pi-envelope"
          label={t('sendToFamily.email')}
          loading={busy === 'EMAIL'}
          disabled={busy !== null}
          onClick={() => void send('EMAIL')}
        />
        <Button
          type="button"
          icon="pi pi-whatsapp"
          label={t('sendToFamily.whatsapp')}
          loading={busy === 'WHATSAPP'}
          disabled={busy !== null}
          onClick={() => void send('WHATSAPP')}
        />
        <Button type="button" outlined icon="pi pi-copy" label={t('sendToFamily.copy')} onClick={copy} />
      </div>
      {codeUrl ? (
        <p>
          <a href={codeUrl} target="_blank" rel="noreferrer">
            <i className="pi pi-whatsapp" aria-hidden="true" /> {t('sendToFamily.whatsappCode')}
          </a>
        </p>
      ) : null}
    </AppModal>
  );
}
