import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ACCOUNT_SECURITY_API, type Passkey } from '@linhagem/contracts';
import { translateError, useApi, useConfirm, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { isPasskeyPromptError, registerPasskey } from '../auth/passkeyCeremony';

/**
 * "Minha conta": the caller's passkeys (docs/adr-auth-and-gateway.md "Passkeys"): each signs in without a password;
 * added under a name with this device's prompt, removed after a confirmation.
 */
export function PasskeysCard() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const confirm = useConfirm();
  const { formatDateTime } = useFormat();
  const [passkeys, setPasskeys] = useState<Passkey[]>();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () => api.get<Passkey[]>(ACCOUNT_SECURITY_API.passkeys).then(setPasskeys, () => undefined),
    [api],
  );
  useEffect(() => void load(), [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      await registerPasskey(api, name.trim());
      toast.success(t('account.passkeys.added'));
      setAdding(false);
      setName('');
      setSubmitted(false);
      await load();
    } catch (error) {
      toast.error(
        isPasskeyPromptError(error) ? tc('shell:twoFactor.passkey-cancelled') : translateError(tc, error),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    if (
      !(await confirm({
        message: t('account.passkeys.removeConfirm', { name: passkey.name }),
        destructive: true,
      }))
    )
      return;
    try {
      await api.request('DELETE', ACCOUNT_SECURITY_API.passkey(passkey.id));
      toast.success(t('account.passkeys.removed'));
      await load();
    } catch (error) {
      toast.error(translateError(tc, error));
    }
  };

  const missing = submitted && !name.trim();
  return (
    // the grid's whole row, as the sign-ins: four columns do not fit a third of it; at 375 px the table scrolls
    <section
      className="card-form account-passkeys"
      aria-labelledby="passkeys-title"
      style={{ minWidth: 0, gridColumn: '1 / -1' }}
    >
      <h2 id="passkeys-title">{t('account.passkeys.title')}</h2>
      <p>{t('account.passkeys.intro')}</p>
      {passkeys?.length === 0 && <p>{t('account.passkeys.none')}</p>}
      {passkeys && passkeys.length > 0 && (
        <div style={{ overflowX: 'auto' }} role="region" aria-labelledby="passkeys-title" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('account.passkeys.name')}</th>
                <th scope="col">{t('account.passkeys.created')}</th>
                <th scope="col">{t('account.passkeys.lastUsed')}</th>
                <th scope="col">
                  <span className="lk-sr-only">{t('account.passkeys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{formatDateTime(p.createdAt)}</td>
                  <td>{p.lastUsedAt ? formatDateTime(p.lastUsedAt) : t('account.passkeys.never')}</td>
                  <td>
                    <Button
                      type="button"
                      text
                      severity="danger"
                      label={t('account.passkeys.remove')}
                      aria-label={t('account.passkeys.removeNamed', { name: p.name })}
                      onClick={() => void remove(p)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adding ? (
        <form onSubmit={add} noValidate aria-label={t('account.passkeys.add')}>
          <div className="field">
            <label htmlFor="passkey-name">{t('account.passkeys.nameLabel')}</label>
            <InputText
              id="passkey-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('account.passkeys.namePlaceholder')}
              maxLength={60}
              invalid={missing}
              aria-invalid={missing}
              aria-describedby={missing ? 'passkey-name-error' : undefined}
              autoFocus
            />
            {missing && (
              <small id="passkey-name-error" className="p-error">
                {tc('field.default.error')}
              </small>
            )}
          </div>
          <div className="account-passkeys-actions">
            <Button type="submit" label={t('account.passkeys.save')} loading={busy} />
            <Button
              type="button"
              text
              label={t('account.passkeys.cancel')}
              onClick={() => {
                setAdding(false);
                setName('');
                setSubmitted(false);
              }}
            />
          </div>
        </form>
      ) : (
        <Button
          type="button"
          icon="pi pi-key"
          label={t('account.passkeys.add')}
          onClick={() => setAdding(true)}
        />
      )}
    </section>
  );
}
