import { Link } from 'react-router';
import { hasLevel, type UserLevel } from '@linhagem/contracts';
import { useCurrentUser, useTranslation } from '@linhagem/ui-kit';

type Shortcut = {
  key: 'clients' | 'protocols' | 'budgets' | 'newProtocol' | 'systemConfiguration' | 'users' | 'account';
  path: string;
  level: UserLevel;
  icon: string;
};

const SHORTCUTS: Shortcut[] = [
  { key: 'clients', path: '/client/list', level: 'LIMITED', icon: 'pi pi-users' },
  { key: 'protocols', path: '/protocol-list', level: 'LIMITED', icon: 'pi pi-folder' },
  { key: 'budgets', path: '/budgets-list', level: 'LIMITED', icon: 'pi pi-calculator' },
  { key: 'newProtocol', path: '/protocol/form', level: 'NORMAL', icon: 'pi pi-plus' },
  { key: 'systemConfiguration', path: '/system-configuration', level: 'ADMINISTRATOR', icon: 'pi pi-cog' },
  { key: 'users', path: '/user/list', level: 'ADMINISTRATOR', icon: 'pi pi-id-card' },
  { key: 'account', path: '/account', level: 'LIMITED', icon: 'pi pi-user-edit' },
];

/** Home of every staff member: a greeting and the shortcuts the level may use (case figures come with protocols). */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  if (!user) return null;
  const shortcuts = SHORTCUTS.filter((shortcut) => hasLevel(user.typeUser, shortcut.level));
  return (
    <section className="page dashboard" aria-labelledby="dashboard-greeting">
      <h1 id="dashboard-greeting">{t('dashboard.greeting', { name: user.name })}</h1>
      <p>{t('dashboard.intro', { level: t(`levels.${user.typeUser}`) })}</p>
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
