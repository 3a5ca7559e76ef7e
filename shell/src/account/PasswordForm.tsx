import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { USER_MESSAGES } from '@linhagem/contracts';
import { ERROR_MESSAGES } from '@linhagem/i18n';
import {
  PasswordStrengthMeter,
  translateError,
  useApi,
  useCurrentUser,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };
const { passwordMismatch, passwordChanged } = USER_MESSAGES;

export function PasswordForm() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const { user } = useCurrentUser();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword) return;
    if (fields.newPassword !== fields.confirmPassword)
      return toast.error(tc(ERROR_MESSAGES[passwordMismatch.code]));
    try {
      await api.post('/api/account/password', fields);
      toast.success(tc(ERROR_MESSAGES[passwordChanged.code]));
      setFields(EMPTY);
      setSubmitted(false);
    } catch (error) {
      toast.error(translateError(tc, error));
    }
  }

  const field = (key: keyof Fields, autoComplete: string, meter?: string) => {
    const missing = submitted && !fields[key];
    const id = `account-${key}`;
    const describedBy = [missing ? `${id}-error` : '', meter ?? ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{t(`account.${key}`)}</label>
        <InputText
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={fields[key]}
          onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
          invalid={missing}
          aria-invalid={missing}
          aria-describedby={describedBy || undefined}
        />
        {missing && (
          <small id={`${id}-error`} className="p-error">
            {tc('field.default.error')}
          </small>
        )}
      </div>
    );
  };

  return (
    <form className="card-form" onSubmit={change} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password', 'account-newPassword-strength')}
      <PasswordStrengthMeter
        id="account-newPassword-strength"
        password={fields.newPassword}
        related={[user?.userName ?? '', user?.name ?? '']}
      />
      {field('confirmPassword', 'new-password')}
      <Button type="submit" label={t('account.changePassword')} />
    </form>
  );
}
