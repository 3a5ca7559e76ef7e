import { useCallback, useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { ACCOUNT_API, accountUpdateSchema } from '@linhagem/contracts';
import { LoadingIndicator, useApi, useCurrentUser, useTranslation, type CurrentUser } from '@linhagem/ui-kit';
import { TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { AccountFormCard } from './AccountFormCard';

type ProfileValues = { name: string };
const EMPTY: ProfileValues = { name: '' };
const toBody = ({ name }: ProfileValues) => ({ name: name.trim() });

export function ProfileForm() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { user, setUser } = useCurrentUser();
  const [account, setAccount] = useState<CurrentUser | null>(null);
  const load = useCallback(
    () =>
      api.get<CurrentUser>(ACCOUNT_API.account).then((answer) => {
        setAccount(answer);
        return { name: answer.name };
      }),
    [api],
  );
  const save = useCallback(
    async (values: ProfileValues) => {
      const body = toBody(values);
      const saved = await api.post<Partial<CurrentUser> | undefined>(ACCOUNT_API.account, body);
      if (user) setUser({ ...user, name: saved?.name ?? body.name });
      return saved;
    },
    [api, setUser, user],
  );
  const form = useEntityForm<ProfileValues, Partial<CurrentUser> | undefined>({
    empty: EMPTY,
    load,
    schema: accountUpdateSchema,
    toBody,
    save,
    idPrefix: 'account',
    invalidToast: false,
  });

  if (!account || form.status !== 'ready') return <LoadingIndicator />;
  return (
    <AccountFormCard
      titleId="profile-title"
      title={t('account.profile')}
      submitLabel={t('account.saveProfile')}
      form={form}
    >
      <TextField name="name" label={t('account.name')} autoComplete="name" />
      <div className="field">
        <label htmlFor="account-username">{t('account.username')}</label>
        <InputText id="account-username" value={account.userName} readOnly />
      </div>
      <p>
        {t('account.level')}: <strong>{t(`levels.${account.typeUser}`)}</strong>
      </p>
    </AccountFormCard>
  );
}
