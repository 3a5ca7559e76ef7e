import { useTranslation } from '@linhagem/ui-kit';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { AuthenticatorCard } from './AuthenticatorCard';
import { SignInsCard } from './SignInsCard';
import { PasskeysCard } from './PasskeysCard';

export function AccountPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page account">
      <h1>{t('account.title')}</h1>
      <div className="account-forms">
        <ProfileForm />
        <PasswordForm />
        <AuthenticatorCard />
        <PasskeysCard />
        <SignInsCard />
      </div>
    </section>
  );
}

export default AccountPage;
