import type { UserLevel } from '../levels';
import type { ServiceName } from './boxes';
import { API_PATH_OVERRIDES } from './apiOverrides';

/** Who may call: anyone (the service checks an access code), or a signed-in user of at least this level. */
export type Access = 'PUBLIC' | UserLevel;

export const API_FAMILY_NAMES = [
  'user',
  'account',
  'client',
  'country',
  'protocol',
  'budget',
  'certificate',
  'cash-entry',
  'notification',
  'public',
  'type-service',
  'text-fragment',
  'letter',
  'contract',
  'quick-protocol-create',
  'configuration',
  'document',
  'public-document',
  'form-template',
  'signature',
  'public-signature',
  'deadline',
  'consular-post',
  'dashboard',
  'client-import',
  'protocol-import',
  'client-export-audit',
  'protocol-export-audit',
] as const;
export type ApiFamilyName = (typeof API_FAMILY_NAMES)[number];

export type ApiFamily = {
  /** also the BFF's cache family: a write here drops this family's cached GETs */
  family: ApiFamilyName;
  prefix: `/api/${string}`;
  service: ServiceName;
  read: Access;
  write: Access;
  /** other families whose cached GETs show this family's data */
  invalidates?: ApiFamilyName[];
};

const family = (
  name: ApiFamilyName,
  service: ServiceName,
  read: Access,
  write: Access,
  invalidates?: ApiFamilyName[],
  prefix: `/api/${string}` = `/api/${name}`,
): ApiFamily => ({ family: name, prefix, service, read, write, invalidates });

/**
 * The API route families: prefix, owning service, read and write level (DESIGN "Levels": LIMITED reads,
 * NORMAL writes case data, ADMINISTRATOR writes configuration and users). The BFF guards with it and each
 * service checks the same levels again (a route's access in service-kit: `read(family)` / `write(family)`).
 */
export const API_FAMILIES: Record<ApiFamilyName, ApiFamily> = {
  user: family('user', 'identity', 'ADMINISTRATOR', 'ADMINISTRATOR'),
  account: family('account', 'identity', 'LIMITED', 'LIMITED', ['user']),
  client: family('client', 'clients', 'LIMITED', 'NORMAL', ['protocol', 'budget', 'certificate']),
  country: family('country', 'clients', 'LIMITED', 'ADMINISTRATOR'),
  protocol: family('protocol', 'protocols', 'LIMITED', 'NORMAL', [
    'budget',
    'certificate',
    'cash-entry',
    'client',
  ]),
  budget: family('budget', 'protocols', 'LIMITED', 'NORMAL', [
    'protocol',
    'certificate',
    'cash-entry',
    'client',
  ]),
  certificate: family('certificate', 'protocols', 'LIMITED', 'NORMAL', ['protocol', 'budget']),
  'cash-entry': family('cash-entry', 'protocols', 'LIMITED', 'NORMAL', ['protocol', 'budget']),
  /** DESIGN "Notifications": family → staff messages; every signed-in user reads them and marks them read */
  notification: family('notification', 'protocols', 'LIMITED', 'LIMITED'),
  public: family('public', 'protocols', 'PUBLIC', 'PUBLIC', [
    'client',
    'protocol',
    'budget',
    'certificate',
    'notification',
  ]),
  'type-service': family('type-service', 'catalog', 'LIMITED', 'ADMINISTRATOR', ['quick-protocol-create']),
  'text-fragment': family('text-fragment', 'catalog', 'LIMITED', 'ADMINISTRATOR'),
  letter: family('letter', 'catalog', 'LIMITED', 'ADMINISTRATOR'),
  contract: family('contract', 'catalog', 'LIMITED', 'ADMINISTRATOR'),
  'quick-protocol-create': family('quick-protocol-create', 'catalog', 'LIMITED', 'ADMINISTRATOR'),
  configuration: family('configuration', 'catalog', 'LIMITED', 'ADMINISTRATOR'),
  /** docs/adr-documents.md: the files of a case, in services/documents; multipart bodies stream through untouched */
  // a reading's apply drops the client, certificate and protocol families it changes (API_PATH_OVERRIDES)
  document: family('document', 'documents', 'LIMITED', 'NORMAL'),
  /**
   * The portal's documents (spec 7 "Public portal" paths): below `/api/public` but served by services/documents,
   * which opens the protocol with the access code through services/protocols' internal API.
   */
  'public-document': family(
    'public-document',
    'documents',
    'PUBLIC',
    'PUBLIC',
    ['document', 'certificate', 'notification'],
    '/api/public/document',
  ),
  /**
   * Official forms (docs/adr-pdf-rendering.md "Official forms"): fillable PDFs administrators upload and map; the
   * staff who fill forms (NORMAL) read them.
   */
  'form-template': family('form-template', 'documents', 'NORMAL', 'ADMINISTRATOR'),
  /** Signing in the portal (Lei 14.063/2020, a simple electronic signature): requests of a case's PDFs, in services/documents */
  signature: family('signature', 'documents', 'LIMITED', 'NORMAL', ['document']),
  /** The family's side of signing, below `/api/public` but served by services/documents (as `public-document`) */
  'public-signature': family(
    'public-signature',
    'documents',
    'PUBLIC',
    'PUBLIC',
    ['signature', 'document', 'notification', 'budget', 'protocol'],
    '/api/public/signature',
  ),
  /** the case's legal clock: deadlines of every case (domain notes, "What changed in 2025-2026") */
  deadline: family('deadline', 'protocols', 'LIMITED', 'NORMAL', ['protocol']),
  /** the consulates and comuni cases queue at: administrators keep the list */
  'consular-post': family('consular-post', 'protocols', 'LIMITED', 'ADMINISTRATOR', ['protocol']),
  /**
   * The dashboard's charts (spec 2: any logged user reaches the dashboard), read only; the per-staff chart checks
   * ADMINISTRATOR itself. Nothing is written here: the write level is the strictest.
   */
  dashboard: family('dashboard', 'protocols', 'LIMITED', 'ADMINISTRATOR', undefined),
  /**
   * Importing an office's spreadsheets (docs/adr-spreadsheet-import.md): below each entity's prefix, NORMAL to read
   * the past imports too (they name files and counts of clients); a write changes the entity's lists.
   */
  'client-import': family(
    'client-import',
    'clients',
    'NORMAL',
    'NORMAL',
    ['client', 'protocol', 'budget', 'certificate'],
    '/api/client/import',
  ),
  'protocol-import': family(
    'protocol-import',
    'protocols',
    'NORMAL',
    'NORMAL',
    ['protocol', 'budget', 'client'],
    '/api/protocol/import',
  ),
  /**
   * The audit of exports (docs/adr-exports.md "Audit of exports"): who took which list or personal data out, read by
   * administrators only; each service lists its own. Nothing is written here.
   */
  'client-export-audit': family(
    'client-export-audit',
    'clients',
    'ADMINISTRATOR',
    'ADMINISTRATOR',
    undefined,
    '/api/client/export-audit',
  ),
  'protocol-export-audit': family(
    'protocol-export-audit',
    'protocols',
    'ADMINISTRATOR',
    'ADMINISTRATOR',
    undefined,
    '/api/protocol/export-audit',
  ),
};

/**
 * Exceptions to a family's read level, checked first: the login page shows its configuration and stored images
 * before sign-in, and the public portal shows the office's contact details and its person form the country list.
 */
export const PUBLIC_API_READS: readonly RegExp[] = [
  /^\/api\/country\/?$/,
  /^\/api\/configuration\/login-page\/?$/,
  /^\/api\/configuration\/files\/[a-f0-9]{24}$/,
  /^\/api\/configuration\/office\/?$/,
];

/** Answered by the BFF itself, never proxied (spec 7 "Authentication"). */
export const AUTH_ROUTES = {
  login: '/login',
  logout: '/logout',
  currentUser: '/api/autenticacao',
  refresh: '/api/refresh-token',
  /** `POST { code } | { recoveryCode }` with the pending cookie → the user, as `/login` (docs/adr-auth-and-gateway.md) */
  loginSecondStep: '/login/2fa',
  /** `POST` → WebAuthn authentication options (a challenge), for a passkey sign-in or second step */
  loginPasskeyOptions: '/login/passkey/options',
  /** `POST` the authenticator's answer → the user, as `/login` */
  loginPasskey: '/login/passkey',
} as const;

/**
 * Each family with the start of the paths below it, worked out once: the BFF asks for every API request. The
 * longest prefix is tried first, so `/api/public/document/...` is the documents' and not the portal's.
 */
const FAMILY_PREFIXES: ReadonlyArray<{ family: ApiFamily; below: string }> = Object.values(API_FAMILIES)
  .map((family) => ({ family, below: family.prefix + '/' }))
  .sort((a, b) => b.below.length - a.below.length);

/** The family an API path belongs to: an override of API_PATH_OVERRIDES first, else by prefix. */
export function findApiFamily(path: string): ApiFamily | undefined {
  const override = API_PATH_OVERRIDES.find(({ pattern }) => pattern.test(path));
  if (override) {
    const family = API_FAMILIES[override.family];
    return override.invalidates
      ? { ...family, invalidates: [...(family.invalidates ?? []), ...override.invalidates] }
      : family;
  }
  return FAMILY_PREFIXES.find(({ family, below }) => path === family.prefix || path.startsWith(below))
    ?.family;
}
