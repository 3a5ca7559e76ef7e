import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  AUTH_ERROR_CODES,
  AUTH_ROUTES,
  LOGIN_LOGO_MAX_HEIGHT,
  LOGIN_LOGO_MAX_WIDTH,
  staffPath,
  type TwoFactorRequired,
} from '@linhagem/contracts';
import { ERROR_MESSAGES } from '@linhagem/i18n';
import {
  isApiError,
  isUnreachable,
  translateError,
  useApi,
  useCurrentUser,
  useToast,
  useTranslation,
  type CurrentUser,
} from '@linhagem/ui-kit';
import { useSession } from './SessionProvider';
import { safeRedirect } from './safeRedirect';
import { useLoginPageConfig } from './useLoginPageConfig';
import { SecondStepForm } from './SecondStepForm';
import { isPasskeyPromptError, signInWithPasskey } from './passkeyCeremony';

const inputClass = (invalid: boolean) => `p-inputtext p-component${invalid ? ' p-invalid' : ''}`;

/**
 * spec 2 and 4: logs out first, signs in, loads the user, then goes to ?redirect or /dashboard.
 * Native controls with PrimeReact's theme classes: the first page loads no component library (JS budget).
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { setUser } = useCurrentUser();
  const session = useSession();
  const config = useLoginPageConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  /** the password was right and a second factor is awaited (docs/adr-auth-and-gateway.md "Pending sign-in") */
  const [secondStep, setSecondStep] = useState<TwoFactorRequired | undefined>();

  /** The sign-in is complete: the user is loaded and the page goes on. */
  async function finish() {
    const user = await api.get<CurrentUser | null>(AUTH_ROUTES.currentUser, { skipAuth: true });
    if (!user) throw new Error('The sign-in cookies were not kept');
    setUser(user);
    session.markKnown();
    toast.clear(); // an earlier "wrong password" is no longer true
    // the office requires a second factor and this user has none: its set-up is the only page open to them
    const setUpFirst = (user as { twoFactorSetupRequired?: boolean }).twoFactorSetupRequired;
    const next = setUpFirst ? staffPath('account') : safeRedirect(params.get('redirect'));
    navigate(next ?? staffPath('dashboard'), { replace: true });
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password || busy) return;
    setBusy(true);
    try {
      await api
        .post(AUTH_ROUTES.logout, undefined, { skipAuth: true, loading: false })
        .catch(() => undefined);
      const answer = await api.post<CurrentUser | TwoFactorRequired>(
        AUTH_ROUTES.login,
        { username: username.trim(), password },
        { skipAuth: true },
      );
      if (answer && 'twoFactorRequired' in answer) {
        toast.clear();
        setBusy(false);
        setPassword('');
        return setSecondStep(answer);
      }
      await finish();
    } catch (error) {
      setBusy(false);
      if (isUnreachable(error)) return navigate('/error', { replace: true });
      toast.error(
        isApiError(error) && error.status === 401
          ? tc(ERROR_MESSAGES[AUTH_ERROR_CODES.passwordIncorrect])
          : translateError(tc, error),
      );
    }
  }

  /** A passkey alone: both factors, no password (docs/adr-auth-and-gateway.md "Passkeys"). */
  async function signInByPasskey() {
    if (busy) return;
    setBusy(true);
    try {
      await api
        .post(AUTH_ROUTES.logout, undefined, { skipAuth: true, loading: false })
        .catch(() => undefined);
      await signInWithPasskey(api);
      await finish();
    } catch (error) {
      setBusy(false);
      if (isUnreachable(error)) return navigate('/error', { replace: true });
      toast.error(
        isPasskeyPromptError(error) ? tc('shell:twoFactor.passkey-cancelled') : translateError(tc, error),
      );
    }
  }

  const usernameMissing = submitted && !username.trim();
  const passwordMissing = submitted && !password;
  return (
    <div
      className="login-page"
      style={{
        backgroundColor: config.backgroundColor,
        backgroundImage: config.backgroundImage ? `url("${config.backgroundImage}")` : undefined,
      }}
    >
      <main className="login-card">
        <img
          className="login-logo"
          src={config.logo}
          alt={t('login.logoAlt')}
          style={{ maxWidth: LOGIN_LOGO_MAX_WIDTH, maxHeight: LOGIN_LOGO_MAX_HEIGHT }}
        />
        {config.officeName ? <p className="login-office">{config.officeName}</p> : null}
        <h1>{t('login.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        {secondStep ? (
          <SecondStepForm
            methods={secondStep.methods}
            onSignedIn={finish}
            onBack={() => setSecondStep(undefined)}
          />
        ) : (
          <form onSubmit={signIn} noValidate>
            <div className="field">
              <label htmlFor="login-username">{t('login.username')}</label>
              <input
                id="login-username"
                name="username"
                autoComplete="username"
                className={inputClass(usernameMissing)}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                aria-invalid={usernameMissing}
                aria-describedby={usernameMissing ? 'login-username-error' : undefined}
                required
                autoFocus
              />
              {usernameMissing && (
                <small id="login-username-error" className="p-error">
                  {tc('field.default.error')}
                </small>
              )}
            </div>
            <div className="field">
              <label htmlFor="login-password">{t('login.password')}</label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                className={inputClass(passwordMissing)}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={passwordMissing}
                aria-describedby={passwordMissing ? 'login-password-error' : undefined}
                required
              />
              {passwordMissing && (
                <small id="login-password-error" className="p-error">
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
              {busy && (
                <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />
              )}
              <span className="p-button-label">{t('login.submit')}</span>
            </button>
            <p className="login-or">{t('login.or')}</p>
            <button
              type="button"
              className="p-button p-component p-button-outlined login-submit"
              disabled={busy}
              onClick={() => void signInByPasskey()}
            >
              <span className="p-button-icon p-button-icon-left pi pi-key" aria-hidden="true" />
              <span className="p-button-label">{t('login.passkey')}</span>
            </button>
          </form>
        )}
      </main>
    </div>
  );
}

export default LoginPage;
