import { Link } from 'react-router';
import { STAFF_ROUTES, basePath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { LastBackupCard } from './backup/LastBackupCard';
import { OfficeContactForm } from './office/OfficeContactForm';
import { PixReceiverForm } from './pix/PixReceiverForm';
import { TimeZoneForm } from './office/TimeZoneForm';
import { TwoFactorRequirement } from './office/TwoFactorRequirement';
import './shared/config.css';

/** The page the route table has this remote draw with `module`: where a section links to. */
function pathOf(module: string): string {
  const route = STAFF_ROUTES.find(
    (candidate) => candidate.remote === 'mf_config' && candidate.module === module,
  );
  if (!route) throw new Error(`no mf_config route is drawn by ${module}`);
  return basePath(route);
}

/**
 * spec 2: the eight sections of /system-configuration in the spec's order, each linking to the page the route table
 * names for it; the office's contact details the family portal shows follow them.
 */
const SECTIONS = (
  [
    { key: 'users', module: 'UserList', icon: 'pi pi-id-card' },
    { key: 'loginPage', module: 'LoginPageForm', icon: 'pi pi-image' },
    { key: 'typeService', module: 'TypeServiceList', icon: 'pi pi-briefcase' },
    { key: 'budgetServicesProtocol', module: 'BudgetServicesProtocolForm', icon: 'pi pi-calculator' },
    { key: 'textFragment', module: 'TextFragmentList', icon: 'pi pi-align-left' },
    { key: 'quickProtocolCreate', module: 'QuickProtocolList', icon: 'pi pi-bolt' },
    { key: 'letter', module: 'LetterList', icon: 'pi pi-envelope' },
    { key: 'contract', module: 'ContractList', icon: 'pi pi-file' },
    { key: 'formTemplate', module: 'FormTemplateList', icon: 'pi pi-file-edit' },
  ] as const
).map((section) => ({ ...section, path: pathOf(section.module) }));

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
      <LastBackupCard />
      <OfficeContactForm />
      <PixReceiverForm />
      <TimeZoneForm />
      <TwoFactorRequirement />
    </section>
  );
}

export default SystemConfiguration;
