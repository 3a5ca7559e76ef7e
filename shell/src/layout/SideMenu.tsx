import { NavLink } from 'react-router';
import { useCurrentUser, useTranslation } from '@linhagem/ui-kit';
import { visibleMenu } from './visibleMenu';

export type SideMenuProps = { id: string; onNavigate?: () => void };

/** spec 6: only the entries the user's level reaches. */
export function SideMenu({ id, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  return (
    <nav id={id} className="side-menu" aria-label={t('menu.label')}>
      <ul>
        {visibleMenu(user?.typeUser).map((entry) => (
          <li key={entry.key}>
            {/* NavLink marks the current entry with the `active` class by itself */}
            <NavLink to={entry.path} onClick={onNavigate}>
              <i className={entry.icon} aria-hidden="true" />
              <span>{t(`menu.${entry.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
