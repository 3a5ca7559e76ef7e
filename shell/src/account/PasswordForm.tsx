import { useCallback } from 'react';
import { ACCOUNT_API, USER_MESSAGES, passwordChangeSchema, type PasswordChange } from '@linhagem/contracts';
import { ERROR_MESSAGES } from '@linhagem/i18n';
import { useApi, useCurrentUser, useTranslation, type ApiError } from '@linhagem/ui-kit';
import { PasswordField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { AccountFormCard } from './AccountFormCard';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
const { passwordMismatch, passwordChanged } = USER_MESSAGES;
/** the contract's body, each field required here; how strong the new one is the meter shows and the server judges */
const required = passwordChangeSchema.shape.currentPassword;
const schema = passwordChangeSchema.extend({ newPassword: required, confirmPassword: required });
/** the refusal the server gives a confirmation that differs, given before calling it */
const MISMATCH: ApiError = { code: passwordMismatch.code, message: passwordMismatch.message, status: 0 };

export function PasswordForm() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const { user } = useCurrentUser();
  const save = useCallback(
    async (values: PasswordChange) => {
      if (values.newPassword !== values.confirmPassword) throw MISMATCH;
      await api.post(ACCOUNT_API.password, values);
    },
    [api],
  );
  const form = useEntityForm<PasswordChange>({
    empty: EMPTY,
    schema,
    save,
    // the fields are emptied once the password is changed
    fromSaved: () => EMPTY,
    idPrefix: 'account',
    successMessage: tc(ERROR_MESSAGES[passwordChanged.code]),
    invalidToast: false,
  });

  return (
    <AccountFormCard
      titleId="password-title"
      title={t('account.passwordTitle')}
      submitLabel={t('account.changePassword')}
      form={form}
    >
      <PasswordField
        name="currentPassword"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        toggleMask={false}
      />
      <PasswordField
        name="newPassword"
        label={t('account.newPassword')}
        strength={[user?.userName ?? '', user?.name ?? '']}
        toggleMask={false}
      />
      <PasswordField name="confirmPassword" label={t('account.confirmPassword')} toggleMask={false} />
    </AccountFormCard>
  );
}
