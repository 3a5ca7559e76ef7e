import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import {
  ACCOUNT_SECURITY_API,
  type RecoveryCodes,
  type TotpSetup,
  type TwoFactorStatus,
} from '@linhagem/contracts';
import { translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpCodeForm } from './TotpCodeForm';

/**
 * "Minha conta": the authenticator app (docs/adr-auth-and-gateway.md "Second factor"): set up with a QR code and the
 * key in text, confirmed by a first code; then a new set of recovery codes or turning it off.
 */
export function AuthenticatorCard() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const [status, setStatus] = useState<TwoFactorStatus>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();

  const load = useCallback(
    () => api.get<TwoFactorStatus>(ACCOUNT_SECURITY_API.twoFactor).then(setStatus, () => undefined),
    [api],
  );
  useEffect(() => void load(), [load]);

  const start = async () => {
    try {
      setSetup(await api.post<TotpSetup>(ACCOUNT_SECURITY_API.totp));
    } catch (error) {
      toast.error(translateError(tc, error));
    }
  };
  const confirm = async ({ code }: { code: string }) => {
    const answer = await api.post<RecoveryCodes>(ACCOUNT_SECURITY_API.totpConfirm, { code });
    setSetup(undefined);
    setCodes(answer.recoveryCodes);
    await load();
  };
  const renew = async ({ code }: { code: string }) => {
    const answer = await api.post<RecoveryCodes>(ACCOUNT_SECURITY_API.recoveryCodes, { code });
    setCodes(answer.recoveryCodes);
    await load();
  };
  const turnOff = async (values: { code: string; password?: string }) => {
    await api.request('DELETE', ACCOUNT_SECURITY_API.totp, values);
    toast.success(t('account.security.turnedOff'));
    await load();
  };

  return (
    <section className="card-form" aria-labelledby="authenticator-title" style={{ minWidth: 0 }}>
      <h2 id="authenticator-title">{t('account.security.title')}</h2>
      {status?.required && !status.totp && status.passkeys === 0 && (
        <p className="p-error" role="alert">
          {tc('shell:twoFactor.setup-required')}
        </p>
      )}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />
      ) : setup ? (
        <div>
          <p>{t('account.security.scan')}</p>
          <div
            className="totp-qr"
            role="img"
            aria-label={t('account.security.qr')}
            // the server's own SVG (qrcode), drawn inline: the key never travels in an image's URL
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            style={{ width: 200, maxWidth: '100%' }}
          />
          <p>
            {t('account.security.key')} <code className="totp-key">{setup.secret}</code>
          </p>
          <TotpCodeForm label={t('account.security.confirm')} idPrefix="totp-confirm" send={confirm} />
        </div>
      ) : status?.totp ? (
        <>
          <p>{t('account.security.on', { count: status.recoveryCodesLeft })}</p>
          <TotpCodeForm label={t('account.security.newCodes')} idPrefix="totp-renew" send={renew} />
          <TotpCodeForm
            label={t('account.security.turnOff')}
            idPrefix="totp-off"
            withPassword
            danger
            send={turnOff}
          />
        </>
      ) : (
        <>
          <p>{t('account.security.off')}</p>
          <Button type="button" label={t('account.security.setUp')} onClick={() => void start()} />
        </>
      )}
    </section>
  );
}
