import { Link } from 'react-router';
import { useTranslation } from '@linhagem/ui-kit';
import { staffPath } from '@linhagem/contracts';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <Link to={staffPath('dashboard')}>{t('notFound.back')}</Link>
    </section>
  );
}

export default NotFoundPage;
