import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORTED_LANGUAGES, staffPath } from '@linhagem/contracts';
import { useCurrentUser, useFormat, usePreferences, useTranslation } from '@linhagem/ui-kit';

const EXAMPLE_CENTS = 123456;
const EXAMPLE_DATE = '2025-12-31';

/** spec 2: dark mode, static menu, language, system configuration (administrators), account and sign out. */
export function PreferencesMenu() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { user, logout } = useCurrentUser();
  const preferences = usePreferences();
  const { formatMoney, formatDate } = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="preferences">
      <button
        ref={trigger}
        type="button"
        className="preferences-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('preferences.open')}: ${user?.name ?? ''}`}
        onClick={() => setOpen((value) => !value)}
      >
        <i className="pi pi-user" aria-hidden="true" />
        <span className="preferences-name">{user?.name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      {/* a click outside lands on this backdrop and closes the menu, never on the row below */}
      {open && <div className="preferences-backdrop" data-testid="preferences-backdrop" onClick={close} />}
      {open && (
        <div id={panelId} className="preferences-panel" role="group" aria-label={t('preferences.title')}>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={preferences.darkMode}
              onChange={(event) => preferences.setDarkMode(event.target.checked)}
            />
            <span>{t('preferences.darkMode')}</span>
          </label>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={preferences.staticMenu}
              onChange={(event) => preferences.setStaticMenu(event.target.checked)}
            />
            <span>{t('preferences.staticMenu')}</span>
          </label>
          <fieldset className="languages">
            <legend>{t('preferences.language')}</legend>
            {SUPPORTED_LANGUAGES.map((language) => (
              <label key={language} lang={language}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={preferences.language === language}
                  onChange={() => preferences.setLanguage(language)}
                />
                <span>{tc(`language.${language}`)}</span>
              </label>
            ))}
            <p className="format-example">
              {t('preferences.formatExample')}:{' '}
              <span data-testid="format-example">
                {formatMoney(EXAMPLE_CENTS)} · {formatDate(EXAMPLE_DATE)}
              </span>
            </p>
          </fieldset>
          <ul className="preferences-links">
            <li>
              <Link to={staffPath('account')} onClick={close}>
                <i className="pi pi-user-edit" aria-hidden="true" /> {t('menu.account')}
              </Link>
            </li>
            {user?.typeUser === 'ADMINISTRATOR' && (
              <li>
                <Link to={staffPath('systemConfiguration')} onClick={close}>
                  <i className="pi pi-cog" aria-hidden="true" /> {t('menu.systemConfiguration')}
                </Link>
              </li>
            )}
            <li>
              <button type="button" className="link-button" onClick={() => void logout()}>
                <i className="pi pi-sign-out" aria-hidden="true" /> {t('preferences.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
