import { useEffect, useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import {
  LoadingIndicator,
  useApi,
  useCurrentUser,
  useToast,
  useTranslation,
  type CurrentUser,
} from '@linhagem/ui-kit';

export function ProfileForm() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const { user, setUser } = useCurrentUser();
  const [account, setAccount] = useState<CurrentUser | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    let active = true;
    api
      .get<CurrentUser>('/api/account')
      .then((answer) => {
        if (!active) return;
        setAccount(answer);
        setName(answer.name);
      })
      .catch(() => active && toast.error());
    return () => {
      active = false;
    };
  }, [api, toast]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return;
    try {
      const saved = await api.post<Partial<CurrentUser> | undefined>('/api/account', { name: name.trim() });
      if (user) setUser({ ...user, name: saved?.name ?? name.trim() });
      toast.success();
    } catch {
      toast.error();
    }
  }

  if (!account) return <LoadingIndicator />;
  const nameMissing = submitted && !name.trim();
  return (
    <form className="card-form" onSubmit={save} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile')}</h2>
      <div className="field">
        <label htmlFor="account-name">{t('account.name')}</label>
        <InputText
          id="account-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          invalid={nameMissing}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? 'account-name-error' : undefined}
          autoComplete="name"
        />
        {nameMissing && (
          <small id="account-name-error" className="p-error">
            {tc('field.default.error')}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor="account-username">{t('account.username')}</label>
        <InputText id="account-username" value={account.userName} readOnly />
      </div>
      <p>
        {t('account.level')}: <strong>{t(`levels.${account.typeUser}`)}</strong>
      </p>
      <Button type="submit" label={t('account.saveProfile')} />
    </form>
  );
}
