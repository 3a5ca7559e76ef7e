import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { portalPath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import '../shared/portal.css';
import { LanguageSwitch } from './LanguageSwitch';
import { OfficeProvider, telHref, useOffice } from './OfficeContext';

export type PortalLayoutProps = { protocolId: string; children: ReactNode };

/** spec 2: the header shows the office's logo and phone numbers; the family's two pages and the language switch. */
export function PortalLayout(props: PortalLayoutProps) {
  return (
    <OfficeProvider>
      <Frame {...props} />
    </OfficeProvider>
  );
}

function Frame({ protocolId, children }: PortalLayoutProps) {
  const { t } = useTranslation('portal');
  const { contact, logo, officeName } = useOffice();
  // the contact details' name once filled in; until then the login page's, and only then a generic one
  const name = contact?.name || officeName || t('layout.office');
  return (
    <div className="pp-page">
      <a className="pp-skip" href="#pp-main">
        {t('layout.skip')}
      </a>
      <header className="pp-header">
        <div className="pp-brand">
          {logo ? <img className="pp-logo" src={logo} alt={name} /> : null}
          <span className="pp-office-name" aria-hidden={logo ? true : undefined}>
            {name}
          </span>
        </div>
        {contact?.phones.length ? (
          <ul className="pp-phones" aria-label={t('layout.phones')}>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>
                  <i className="pi pi-phone" aria-hidden="true" /> {phone}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <LanguageSwitch />
      </header>
      <nav className="pp-nav" aria-label={t('layout.pages')}>
        <NavLink to={portalPath(protocolId)} end>
          {t('layout.form')}
        </NavLink>
        <NavLink to={portalPath(protocolId, 'documents')}>{t('layout.documents')}</NavLink>
        <NavLink to={portalPath(protocolId, 'status')}>{t('layout.status')}</NavLink>
        <NavLink to={portalPath(protocolId, 'signatures')}>{t('layout.signatures')}</NavLink>
      </nav>
      <main id="pp-main" className="pp-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
