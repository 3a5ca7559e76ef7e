import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { CLIENT_API, hasLevel } from '@linhagem/contracts';
import { AppModal, saveAs, useApi, useCurrentUser, useToast, useTranslation } from '@linhagem/ui-kit';
import { translateError } from '../shared/translateError';

/** A ZIP of everything held about a client may take a while to gather from three services. */
const EXPORT_TIMEOUT_MS = 60_000;

export type PersonalDataActionsProps = { clientId: string; clientName: string; onAnonymised(): void };

/**
 * LGPD art. 18 on the client form (docs/adr-lgpd.md), for administrators only: "Export personal data" downloads
 * the ZIP; "Anonymise" asks first, naming what is lost, and shows the server's refusal (an active protocol) inside
 * the dialog.
 */
export function PersonalDataActions({ clientId, clientName, onAnonymised }: PersonalDataActionsProps) {
  const { t } = useTranslation('clients');
  const api = useApi();
  const toast = useToast();
  const { user } = useCurrentUser();
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!user || !hasLevel(user.typeUser, 'ADMINISTRATOR')) return null;

  const onExport = async () => {
    setExporting(true);
    try {
      const blob = await api.get<Blob>(CLIENT_API.personalData(clientId), {
        responseType: 'blob',
        loading: false,
        timeoutMs: EXPORT_TIMEOUT_MS,
        headers: { Accept: 'application/zip, application/json' },
      });
      saveAs(blob, `dados-pessoais-${clientId}.zip`);
      toast.success(t('lgpd.exported'));
    } catch (error) {
      toast.error(translateError(t, error));
    } finally {
      setExporting(false);
    }
  };

  const onAnonymise = async () => {
    setWorking(true);
    setRefusal(null);
    try {
      await api.post(CLIENT_API.anonymise(clientId), {});
      setAsking(false);
      toast.success(t('lgpd.done'));
      onAnonymised();
    } catch (error) {
      setRefusal(translateError(t, error));
    } finally {
      setWorking(false);
    }
  };

  const close = () => {
    setAsking(false);
    setRefusal(null);
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-download"
        label={t('lgpd.export')}
        outlined
        loading={exporting}
        onClick={() => void onExport()}
      />
      <Button
        type="button"
        icon="pi pi-eye-slash"
        label={t('lgpd.anonymise')}
        severity="danger"
        outlined
        onClick={() => setAsking(true)}
      />
      <AppModal
        visible={asking}
        onHide={close}
        header={t('lgpd.title')}
        width={520}
        footer={
          <>
            <Button type="button" label={t('lgpd.cancel')} text onClick={close} />
            <Button
              type="button"
              icon="pi pi-eye-slash"
              label={t('lgpd.confirm')}
              severity="danger"
              loading={working}
              onClick={() => void onAnonymise()}
            />
          </>
        }
      >
        <p>{t('lgpd.consequence', { name: clientName })}</p>
        {refusal ? <Message severity="error" text={refusal} role="alert" /> : null}
      </AppModal>
    </>
  );
}
