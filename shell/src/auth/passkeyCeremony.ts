import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ACCOUNT_SECURITY_API, AUTH_ROUTES, type Passkey } from '@linhagem/contracts';
import { isApiError, isUnreachable, type ApiClient } from '@linhagem/ui-kit';

/**
 * A sign-in by passkey (docs/adr-auth-and-gateway.md "Passkeys"): options from the BFF, the browser's passkey
 * prompt, then its answer; with the pending cookie of a password step the BFF takes it as that sign-in's second step.
 * @simplewebauthn/browser loads on first use only (the login page's JavaScript budget).
 */
export async function signInWithPasskey(api: ApiClient): Promise<void> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    AUTH_ROUTES.loginPasskeyOptions,
    undefined,
    { skipAuth: true },
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  await api.post(AUTH_ROUTES.loginPasskey, { response }, { skipAuth: true });
}

/** "Minha conta": a new passkey of this device, under the name the person gave. */
export async function registerPasskey(api: ApiClient, name: string): Promise<Passkey> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    ACCOUNT_SECURITY_API.passkeyOptions,
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return api.post<Passkey>(ACCOUNT_SECURITY_API.passkeys, { name, response });
}

/** The browser's own refusals (the person closed the prompt, no passkey here): not a server's error. */
export const isPasskeyPromptError = (error: unknown) => !isApiError(error) && !isUnreachable(error);
