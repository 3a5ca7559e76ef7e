import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePreferences, usePrimeLocale, useTranslation } from '@linhagem/ui-kit';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';
import { usePageTitleAndFocus } from './usePageTitleAndFocus';

const MENU_ID = 'side-menu';
const TOGGLE_ID = 'side-menu-toggle';

/**
 * The staff frame: skip link, top bar (banner), side menu (navigation) and the page (main). An overlay menu
 * (by preference, or on a screen narrower than 768 px) closes on Escape, on a click on its backdrop and on
 * navigation.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const { staticMenu } = usePreferences();
  const narrow = useNarrowScreen();
  usePrimeLocale(); // the paginators and calendars of every remote speak the person's language
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const overlay = narrow || !staticMenu;
  const main = useRef<HTMLElement>(null);
  const { t: tc } = useTranslation('common');
  usePageTitleAndFocus(main, location.pathname, tc('app.name'));

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!overlay || !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById(TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, menuOpen]);

  const menuVisible = !overlay || menuOpen;
  return (
    <div className={overlay ? 'layout layout-overlay' : 'layout layout-static'}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <TopBar
        menuId={MENU_ID}
        toggleId={TOGGLE_ID}
        menuOpen={menuOpen}
        showToggle={overlay}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="layout-body">
        {menuVisible && overlay ? (
          <div className="menu-backdrop" data-testid="menu-backdrop" onClick={() => setMenuOpen(false)} />
        ) : null}
        {menuVisible && <SideMenu id={MENU_ID} onNavigate={() => setMenuOpen(false)} />}
        <main id="main-content" className="layout-main" tabIndex={-1} ref={main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export default Layout;
