import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { USER_SECURITY_API, type Page, type SignIn } from '@linhagem/contracts';
import { SignInsTable, translateError, useApi, useConfirm, useToast, useTranslation } from '@linhagem/ui-kit';

/**
 * A user's security, for administrators (docs/adr-auth-and-gateway.md): the latest sign-ins, ending all of their
 * sessions, resetting their second factor (audited; their sessions end too).
 */
export function UserSecurity({ id }: { id: string }) {
  const { t } = useTranslation('config');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [page, setPage] = useState<Page<SignIn>>();

  const load = useCallback(
    () =>
      api.get<Page<SignIn>>(`${USER_SECURITY_API.signIns(id)}?page=1&size=20`).then(setPage, () => undefined),
    [api, id],
  );
  useEffect(() => void load(), [load]);

  const act = async (path: string, done: string) => {
    try {
      await api.post(path);
      toast.success(done);
      await load();
    } catch (error) {
      toast.error(translateError(tc, error));
    }
  };
  const reset = async () => {
    if (await confirm({ message: t('userSecurity.resetConfirm') }))
      await act(USER_SECURITY_API.twoFactorReset(id), t('userSecurity.resetDone'));
  };

  return (
    <section
      className="p-card"
      style={{ padding: '1rem', marginTop: '1rem' }}
      aria-labelledby="user-security-title"
    >
      <h2 id="user-security-title">{t('userSecurity.title')}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBottom: '1rem' }}>
        <Button
          type="button"
          outlined
          label={t('userSecurity.signOutEverywhere')}
          onClick={() => void act(USER_SECURITY_API.signOutEverywhere(id), t('userSecurity.signedOut'))}
        />
        <Button
          type="button"
          severity="danger"
          outlined
          label={t('userSecurity.reset')}
          onClick={() => void reset()}
        />
      </div>
      <h3 id="user-sign-ins-title">{t('userSecurity.signIns')}</h3>
      {page && page.content.length === 0 ? (
        <p>{t('userSecurity.none')}</p>
      ) : (
        <SignInsTable signIns={page?.content ?? []} labelledBy="user-sign-ins-title" />
      )}
    </section>
  );
}
