import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePreferences, usePrimeLocale, useTranslation } from '@linhagem/ui-kit';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const MENU_ID = 'side-menu';

/** The staff frame: skip link, top bar (banner), side menu (navigation) and the page (main). */
export function Layout() {
  const { t } = useTranslation('shell');
  const { staticMenu } = usePreferences();
  usePrimeLocale(); // the paginators and calendars of every remote speak the person's language
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const menuVisible = staticMenu || menuOpen;
  return (
    <div className={staticMenu ? 'layout layout-static' : 'layout layout-overlay'}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <TopBar
        menuId={MENU_ID}
        menuOpen={menuOpen}
        showToggle={!staticMenu}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="layout-body">
        {menuVisible && <SideMenu id={MENU_ID} onNavigate={() => setMenuOpen(false)} />}
        <main id="main-content" className="layout-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export default Layout;
