import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, ERROR_CODES } from '@linhagem/contracts';
import { isApiError } from '@linhagem/ui-kit';

type ClientsT = TFunction<'clients'>;

const CLIENT_CODES = new Set<string>(
  Object.values(CLIENT_ERROR_CODES).filter((code) => code.startsWith('client.')),
);

/** `{name}` of "'{name} already married currently!'": from details, else from the readable message. */
function marriedName(error: { message?: string; details?: unknown }): string {
  const details = error.details as { name?: unknown } | undefined;
  if (details && typeof details.name === 'string') return details.name;
  return /^(.*) already married currently!?$/.exec(error.message ?? '')?.[1] ?? '';
}

/** A failed call as a sentence in the person's language, chosen by the stable `code` (DESIGN "API paths"). */
export function translateError(t: ClientsT, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  const { code } = error;
  if (code === CLIENT_ERROR_CODES.alreadyMarried)
    return t('client.already-married', { name: marriedName(error) });
  if (CLIENT_CODES.has(code)) return t(code as 'client.has-wedding');
  if (code === CLIENT_ERROR_CODES.protocolsUnavailable) return t('errors.protocolsUnavailable');
  if (code === ERROR_CODES.notFound) return t('errors.NOT_FOUND');
  if (code === ERROR_CODES.conflict) return t('errors.CONFLICT');
  if (code === ERROR_CODES.forbidden) return t('errors.FORBIDDEN');
  if (code === ERROR_CODES.validation) return t('toast.error', { ns: 'common' });
  return t('errors.generic');
}

/** A schema issue message (an i18n key: `field.default.error`, `forms.email-invalid`, `client.*`) in the person's language. */
export function translateIssue(t: ClientsT, message: string | undefined): string {
  if (!message) return '';
  if (message.startsWith('client.')) return t(message as 'client.cpf-invalid');
  if (message === 'field.default.error' || message === 'forms.email-invalid')
    return t(message, { ns: 'common' });
  return message;
}
