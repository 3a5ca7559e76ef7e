import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@linhagem/ui-kit';
import { RemoteModule } from '../remotes/RemoteModule';
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
  const navigate = useNavigate();
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
            onSelect: (client: { id: string } | null) => client && navigate(`/client/${client.id}`),
            onSeeAll: (term: string) => navigate(`/client/list?name=${encodeURIComponent(term)}`),
          }}
        />
      </div>
      <PreferencesMenu />
    </header>
  );
}
