import { Link } from 'react-router';
import { useTranslation } from '@linhagem/ui-kit';
import { OfficeContactForm } from './office/OfficeContactForm';
import './shared/config.css';

/** spec 2: the eight sections of /system-configuration, then the office's contact details the family portal shows. */
const SECTIONS = [
  { key: 'users', path: '/user/list', icon: 'pi pi-id-card' },
  { key: 'loginPage', path: '/login-page-configuration', icon: 'pi pi-image' },
  { key: 'typeService', path: '/type-service/list', icon: 'pi pi-briefcase' },
  { key: 'budgetServicesProtocol', path: '/budget-services-protocol', icon: 'pi pi-calculator' },
  { key: 'textFragment', path: '/text-fragment/list', icon: 'pi pi-align-left' },
  { key: 'quickProtocolCreate', path: '/quick-protocol-create/list', icon: 'pi pi-bolt' },
  { key: 'letter', path: '/letter/list', icon: 'pi pi-envelope' },
  { key: 'contract', path: '/contract/list', icon: 'pi pi-file' },
] as const;

export function SystemConfiguration() {
  const { t } = useTranslation('config');
  return (
    <section className="cf-page" aria-labelledby="system-configuration-title">
      <h1 id="system-configuration-title">{t('systemConfiguration.title')}</h1>
      <ul
        className="cfg-sections"
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        }}
      >
        {SECTIONS.map((section) => (
          <li key={section.key} className="p-card" style={{ padding: '1rem' }}>
            <h2 style={{ fontSize: '1.1rem', marginTop: 0 }}>
              <i className={section.icon} aria-hidden="true" />{' '}
              {t(`systemConfiguration.sections.${section.key}.title`)}
            </h2>
            <p>{t(`systemConfiguration.sections.${section.key}.description`)}</p>
            <Link to={section.path}>
              {t('systemConfiguration.open')}
              <span className="lk-sr-only"> {t(`systemConfiguration.sections.${section.key}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <OfficeContactForm />
    </section>
  );
}

export default SystemConfiguration;
