import { useState, type FormEvent } from 'react';
import { AUTH_ERROR_CODES, AUTH_ROUTES, type TwoFactorMethod } from '@linhagem/contracts';
import { isApiError, translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';
import { isPasskeyPromptError, signInWithPasskey } from './passkeyCeremony';

const inputClass = (invalid: boolean) => `p-inputtext p-component${invalid ? ' p-invalid' : ''}`;

export type SecondStepFormProps = {
  methods: TwoFactorMethod[];
  /** the sign-in is complete: load the user and go on, as after a password alone */
  onSignedIn(): Promise<void>;
  /** the pending sign-in ended (expired, five wrong codes) or the person chose to go back */
  onBack(): void;
};

/**
 * The second step of a sign-in (docs/adr-auth-and-gateway.md "Pending sign-in"): a code of the authenticator app
 * or one of the recovery codes, sent to `/login/2fa` with the pending cookie the password step left, or a passkey.
 */
export function SecondStepForm({ methods, onSignedIn, onBack }: SecondStepFormProps) {
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const [recovery, setRecovery] = useState(!methods.includes('totp'));
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const typed = value.trim();
    if (!typed || busy) return;
    setBusy(true);
    try {
      await api.post(AUTH_ROUTES.loginSecondStep, recovery ? { recoveryCode: typed } : { code: typed }, {
        skipAuth: true,
      });
      await onSignedIn();
    } catch (error) {
      setBusy(false);
      setValue('');
      toast.error(translateError(tc, error));
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.pendingEnded) onBack();
    }
  }

  async function signInByPasskey() {
    if (busy) return;
    setBusy(true);
    try {
      await signInWithPasskey(api);
      await onSignedIn();
    } catch (error) {
      setBusy(false);
      toast.error(
        isPasskeyPromptError(error) ? tc('shell:twoFactor.passkey-cancelled') : translateError(tc, error),
      );
      if (isApiError(error) && error.code === AUTH_ERROR_CODES.pendingEnded) onBack();
    }
  }

  const passkeyButton = methods.includes('passkey') && (
    <button
      type="button"
      className="p-button p-component p-button-outlined login-submit"
      disabled={busy}
      onClick={() => void signInByPasskey()}
    >
      <span className="p-button-icon p-button-icon-left pi pi-key" aria-hidden="true" />
      <span className="p-button-label">{tc('shell:twoFactor.usePasskey')}</span>
    </button>
  );
  const backButton = (
    <button type="button" className="p-button p-component p-button-link" onClick={onBack}>
      <span className="p-button-label">{tc('shell:twoFactor.back')}</span>
    </button>
  );
  // a passkey the only second factor: no code to type
  if (!methods.includes('totp') && !methods.includes('recovery')) {
    return (
      <div role="group" aria-labelledby="login-second-step-title">
        <h2 id="login-second-step-title">{tc('shell:twoFactor.title')}</h2>
        {passkeyButton}
        {backButton}
      </div>
    );
  }

  const id = recovery ? 'login-recovery-code' : 'login-code';
  const missing = submitted && !value.trim();
  return (
    <form onSubmit={verify} noValidate aria-labelledby="login-second-step-title">
      <h2 id="login-second-step-title">{tc('shell:twoFactor.title')}</h2>
      {!recovery && <p className="login-subtitle">{tc('shell:twoFactor.intro')}</p>}
      <div className="field">
        <label htmlFor={id}>{tc(recovery ? 'shell:twoFactor.recoveryCode' : 'shell:twoFactor.code')}</label>
        <input
          key={id}
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          className={inputClass(missing)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          maxLength={recovery ? 40 : 6}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          required
          autoFocus
        />
        {missing && (
          <small id={`${id}-error`} className="p-error">
            {tc('field.default.error')}
          </small>
        )}
      </div>
      <button
        type="submit"
        className={`p-button p-component login-submit${busy ? ' p-button-loading p-disabled' : ''}`}
        disabled={busy}
        aria-busy={busy}
      >
        <span className="p-button-label">{tc('shell:twoFactor.verify')}</span>
      </button>
      {methods.includes('totp') && methods.includes('recovery') && (
        <button
          type="button"
          className="p-button p-component p-button-link"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setSubmitted(false);
          }}
        >
          <span className="p-button-label">
            {tc(recovery ? 'shell:twoFactor.useCode' : 'shell:twoFactor.useRecovery')}
          </span>
        </button>
      )}
      {passkeyButton}
      {backButton}
    </form>
  );
}
