import { Link } from 'react-router';
import { hasLevel, type UserLevel, staffPath } from '@linhagem/contracts';
import { useCurrentUser, useTranslation } from '@linhagem/ui-kit';
import { MENU, type MenuKey } from '../routes/routeTable';
import { DashboardCharts } from './DashboardCharts';
import { DashboardFigures } from './DashboardFigures';
import { OfficeSetupCard } from './OfficeSetupCard';
import { UpcomingDeadlines } from './UpcomingDeadlines';

type Shortcut = { key: MenuKey | 'account'; path: string; level: UserLevel; icon: string };

/** The menu's main destinations (one table: routeTable's MENU), and the account page. */
const SHORTCUT_KEYS: MenuKey[] = [
  'clients',
  'protocols',
  'budgets',
  'newProtocol',
  'systemConfiguration',
  'users',
];
const SHORTCUTS: Shortcut[] = [
  ...MENU.filter((entry) => SHORTCUT_KEYS.includes(entry.key)),
  // the work queue opens on what is now at the translator
  {
    key: 'certificates',
    path: staffPath('certificateList', {}, { statusTranslate: 'SENT_TO_TRANSLATOR' }),
    level: 'LIMITED',
    icon: 'pi pi-language',
  },
  { key: 'account', path: staffPath('account'), level: 'LIMITED', icon: 'pi pi-user-edit' },
];

/** Home of every staff member: a greeting, the case figures and the shortcuts the level may use. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  if (!user) return null;
  const shortcuts = SHORTCUTS.filter((shortcut) => hasLevel(user.typeUser, shortcut.level));
  return (
    <section className="page dashboard" aria-labelledby="dashboard-greeting">
      <h1 id="dashboard-greeting">{t('dashboard.greeting', { name: user.name })}</h1>
      <p>{t('dashboard.intro', { level: t(`levels.${user.typeUser}`) })}</p>
      {user.typeUser === 'ADMINISTRATOR' ? <OfficeSetupCard /> : null}
      <DashboardFigures />
      <UpcomingDeadlines />
      <DashboardCharts administrator={user.typeUser === 'ADMINISTRATOR'} />
      <h2>{t('dashboard.shortcuts')}</h2>
      <ul className="shortcuts">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <Link to={shortcut.path} className="shortcut">
              <i className={shortcut.icon} aria-hidden="true" />
              <span className="shortcut-title">{t(`menu.${shortcut.key}`)}</span>
              <span className="shortcut-text">{t(`dashboard.descriptions.${shortcut.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default DashboardPage;
