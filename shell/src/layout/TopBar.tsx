import { Link } from 'react-router';
import { useGuardedNavigate, useTranslation } from '@linhagem/ui-kit';
import { RemoteModule } from '../remotes/RemoteModule';
import { NotificationBell } from './NotificationBell';
import { PreferencesMenu } from './PreferencesMenu';

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
  // a pick in the search leaves the page: a form with unsaved changes asks first (issue 11 item 1)
  const navigate = useGuardedNavigate();
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
      <Link to="/dashboard" className="brand">
        {tc('app.name')}
      </Link>
      <div className="top-bar-search" role="search" aria-label={t('topbar.clientSearch')}>
        <RemoteModule
          id="mf_clients/ClientSearch"
          compact
          props={{
            inputId: 'top-bar-client-search',
            ariaLabel: t('topbar.clientSearch'),
            onSelect: (client: { id: string } | null) => void (client && navigate(`/client/${client.id}`)),
            onSeeAll: (term: string) => void navigate(`/client/list?name=${encodeURIComponent(term)}`),
          }}
        />
      </div>
      <NotificationBell />
      <PreferencesMenu />
    </header>
  );
}
