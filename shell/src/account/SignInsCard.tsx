import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { ACCOUNT_SECURITY_API, type Page, type SignIn } from '@linhagem/contracts';
import { SignInsTable, translateError, useApi, useToast, useTranslation } from '@linhagem/ui-kit';

/** "Minha conta": the caller's latest sign-ins (kept 180 days) and sign out everywhere else. */
export function SignInsCard() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const [page, setPage] = useState<Page<SignIn>>();

  useEffect(() => {
    api.get<Page<SignIn>>(`${ACCOUNT_SECURITY_API.signIns}?page=1&size=10`).then(setPage, () => undefined);
  }, [api]);

  const signOutEverywhere = async () => {
    try {
      await api.post(ACCOUNT_SECURITY_API.signOutEverywhere);
      toast.success(t('account.security.signedOutEverywhere'));
    } catch (error) {
      toast.error(translateError(tc, error));
    }
  };

  return (
    // the whole row of the grid; min-width 0: at 375 px the table scrolls inside the card
    <section
      className="card-form account-sign-ins"
      aria-labelledby="sign-ins-title"
      style={{ minWidth: 0, gridColumn: '1 / -1' }}
    >
      <h2 id="sign-ins-title">{t('account.security.signIns')}</h2>
      <SignInsTable signIns={page?.content ?? []} labelledBy="sign-ins-title" />
      <Button
        type="button"
        outlined
        label={t('account.security.signOutEverywhere')}
        onClick={() => void signOutEverywhere()}
      />
    </section>
  );
}
