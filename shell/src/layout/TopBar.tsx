import { Link } from 'react-router';
import { useTranslation } from '@linhagem/ui-kit';
import { NotificationBell } from './NotificationBell';
import { PreferencesMenu } from './PreferencesMenu';
import { TopBarSearch } from './TopBarSearch';
import { staffPath } from '@linhagem/contracts';

export type TopBarProps = {
  menuId: string;
  toggleId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  showToggle: boolean;
};

export function TopBar({ menuId, toggleId, menuOpen, onToggleMenu, showToggle }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <header className="top-bar">
      {showToggle && (
        <button
          id={toggleId}
          type="button"
          className="icon-button"
          aria-label={t('menu.toggle')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <i className="pi pi-bars" aria-hidden="true" />
        </button>
      )}
      <Link to={staffPath('dashboard')} className="brand">
        {tc('app.name')}
      </Link>
      <div className="top-bar-search" role="search" aria-label={t('topbar.search')}>
        <TopBarSearch inputId="top-bar-client-search" />
      </div>
      <NotificationBell />
      <PreferencesMenu />
    </header>
  );
}
