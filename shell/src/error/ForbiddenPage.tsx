import { Link } from 'react-router';
import { useTranslation } from '@linhagem/ui-kit';
import { staffPath } from '@linhagem/contracts';

/** A page above the user's level says so where it was asked for, rather than jumping elsewhere. */
export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="page">
      <h1>{t('forbidden.title')}</h1>
      <p>{t('forbidden.detail')}</p>
      <Link to={staffPath('dashboard')}>{t('forbidden.back')}</Link>
    </section>
  );
}
