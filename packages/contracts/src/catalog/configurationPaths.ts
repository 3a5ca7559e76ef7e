// Free of zod: a page that only calls these paths does not load the schemas.
import type { LoginPageImageKind } from '../loginPage/images';

/** Paths of services/catalog's configuration (`/api/configuration/...`) besides the login page. */
export const CONFIGURATION_PATHS = {
  loginPage: '/api/configuration/login-page',
  /** `POST` a raw PNG, JPEG or WebP body (≤ 2 MB) with its content-type; answers the saved login page */
  loginPageImage: (kind: LoginPageImageKind) => `/api/configuration/login-page/${kind}`,
  /** public, long cache: `GET /api/configuration/files/{id}` */
  file: (id: string) => `/api/configuration/files/${encodeURIComponent(id)}`,
  budgetServicesProtocol: '/api/configuration/budget-services-protocol',
  /** public read: the office's contact details (portal header, letters) */
  office: '/api/configuration/office',
  /** freshness limits per destination route (`DossierFreshness`), administrators write */
  dossierFreshness: '/api/configuration/dossier-freshness',
} as const;
