import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  ACCOUNT_SECURITY_API,
  type RecoveryCodes,
  type TotpSetup,
  type TwoFactorStatus,
} from '@linhagem/contracts';
import { translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

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
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const load = useCallback(
    () => api.get<TwoFactorStatus>(ACCOUNT_SECURITY_API.twoFactor).then(setStatus, () => undefined),
    [api],
  );
  useEffect(() => void load(), [load]);

  const run = (action: () => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    try {
      await action();
    } catch (error) {
      toast.error(translateError(tc, error));
    } finally {
      setCode('');
    }
  };
  const start = run(async () => setSetup(await api.post<TotpSetup>(ACCOUNT_SECURITY_API.totp)));
  const confirm = run(async () => {
    const answer = await api.post<RecoveryCodes>(ACCOUNT_SECURITY_API.totpConfirm, { code: code.trim() });
    setSetup(undefined);
    setCodes(answer.recoveryCodes);
    await load();
  });
  const renew = run(async () => {
    const answer = await api.post<RecoveryCodes>(ACCOUNT_SECURITY_API.recoveryCodes, { code: code.trim() });
    setCodes(answer.recoveryCodes);
    await load();
  });
  const turnOff = run(async () => {
    await api.request('DELETE', ACCOUNT_SECURITY_API.totp, { password, code: code.trim() });
    setPassword('');
    toast.success(t('account.security.turnedOff'));
    await load();
  });

  const codeField = (
    <div className="field">
      <label htmlFor="totp-code">{tc('twoFactor.code')}</label>
      <InputText
        id="totp-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </div>
  );

  return (
    <section className="card-form" aria-labelledby="authenticator-title" style={{ minWidth: 0 }}>
      <h2 id="authenticator-title">{t('account.security.title')}</h2>
      {status?.required && !status.totp && status.passkeys === 0 && (
        <p className="p-error" role="alert">
          {tc('twoFactor.setup-required')}
        </p>
      )}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />
      ) : setup ? (
        <form onSubmit={confirm} noValidate aria-label={t('account.security.confirm')}>
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
          {codeField}
          <Button type="submit" label={t('account.security.confirm')} />
        </form>
      ) : status?.totp ? (
        <>
          <p>{t('account.security.on', { count: status.recoveryCodesLeft })}</p>
          <form onSubmit={renew} noValidate aria-label={t('account.security.newCodes')}>
            {codeField}
            <Button type="submit" label={t('account.security.newCodes')} />
          </form>
          <form onSubmit={turnOff} noValidate aria-label={t('account.security.turnOff')}>
            <div className="field">
              <label htmlFor="totp-password">{t('account.currentPassword')}</label>
              <InputText
                id="totp-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <Button type="submit" severity="danger" outlined label={t('account.security.turnOff')} />
          </form>
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
