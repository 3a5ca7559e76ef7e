import { useTranslation } from '@linhagem/ui-kit';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

export function AccountPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page account">
      <h1>{t('account.title')}</h1>
      <div className="account-forms">
        <ProfileForm />
        <PasswordForm />
      </div>
    </section>
  );
}

export default AccountPage;
