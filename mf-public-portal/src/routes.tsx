import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE_PREFIX } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { PublicClientPage } from './client/PublicClientPage';
import { PublicStatusPage } from './status/PublicStatusPage';
import { PublicDocumentsPage } from './documents/PublicDocumentsPage';
import { PublicSignaturesPage } from './signatures/PublicSignaturesPage';
import { LanguageSwitch } from './layout/LanguageSwitch';
import './shared/portal.css';

/** A path without a protocol: the family needs the link the office sent. */
function NoProtocol() {
  const { t } = useTranslation('portal');
  return (
    <main className="pp-main pp-empty-page">
      <LanguageSwitch />
      <h1>{t('noProtocol.title')}</h1>
      <p>{t('noProtocol.text')}</p>
    </main>
  );
}

/** spec 2 "Public routes": the family's pages, outside the staff shell (documents: docs/adr-documents.md). */
export const portalRoutes: RouteObject[] = [
  { path: `${PUBLIC_PAGE_PREFIX}/:protocolId`, element: <PublicClientPage /> },
  {
    path: `${PUBLIC_PAGE_PREFIX}/:protocolId/status`,
    element: <PublicStatusPage />,
  },
  { path: `${PUBLIC_PAGE_PREFIX}/:protocolId/documents`, element: <PublicDocumentsPage /> },
  { path: `${PUBLIC_PAGE_PREFIX}/:protocolId/signatures`, element: <PublicSignaturesPage /> },
  { path: '*', element: <NoProtocol /> },
];
