import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PUBLIC_PAGE_PREFIX } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { PublicClientPage } from './client/PublicClientPage';
import { PublicStatusPage } from './status/PublicStatusPage';
import { PublicDocumentsPage } from './documents/PublicDocumentsPage';
import { LanguageSwitch } from './layout/LanguageSwitch';
import './shared/portal.css';

/**
 * Signing is a page few visits reach (a request sent for signature), with its drawing pad and page pictures: loaded
 * when opened, so the people and status pages keep to the portal's first-screen budget (PORTAL_INITIAL_JS_LIMIT_KB).
 */
const PublicSignaturesPage = lazy(() =>
  import('./signatures/PublicSignaturesPage').then((module) => ({ default: module.PublicSignaturesPage })),
);

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
  {
    path: `${PUBLIC_PAGE_PREFIX}/:protocolId/signatures`,
    element: (
      <Suspense fallback={<main className="pp-main" aria-busy="true" />}>
        <PublicSignaturesPage />
      </Suspense>
    ),
  },
  { path: '*', element: <NoProtocol /> },
];
