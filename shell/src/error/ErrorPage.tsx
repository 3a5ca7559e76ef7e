import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from '@linhagem/ui-kit';
import { LOGIN_PATH } from '@linhagem/contracts';

/** spec 2 and 8: the server could not be reached; Reload leads to the login. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <main className="error-page">
      <i className="pi pi-exclamation-circle error-icon" aria-hidden="true" />
      <h1>{t('error.title')}</h1>
      <p>{tc('auth.error500')}</p>
      <Button
        type="button"
        icon="pi pi-refresh"
        label={tc('auth.reload')}
        onClick={() => navigate(LOGIN_PATH)}
      />
    </main>
  );
}

export default ErrorPage;
