import { MAX_IMAGE_UPLOAD_BYTES, type UserLevel } from '@linhagem/contracts';
import type { ServiceName } from '../config';

/** Who may call: anyone (the service checks an access code), or a signed-in user of at least this level. */
export type Access = 'PUBLIC' | UserLevel;

export type RouteFamily = {
  /** also the cache family: a write here drops this family's cached GETs */
  family: string;
  prefix: string;
  service: ServiceName;
  read: Access;
  write: Access;
  /** other families whose cached GETs show this family's data */
  invalidates?: string[];
};

/** DESIGN "Levels": LIMITED reads, NORMAL writes case data, ADMINISTRATOR writes configuration and users. */
export const ROUTE_FAMILIES: RouteFamily[] = [
  { family: 'user', prefix: '/api/user', service: 'identity', read: 'ADMINISTRATOR', write: 'ADMINISTRATOR' },
  {
    family: 'account',
    prefix: '/api/account',
    service: 'identity',
    read: 'LIMITED',
    write: 'LIMITED',
    invalidates: ['user'],
  },
  {
    family: 'client',
    prefix: '/api/client',
    service: 'clients',
    read: 'LIMITED',
    write: 'NORMAL',
    invalidates: ['protocol', 'budget', 'certificate'],
  },
  { family: 'country', prefix: '/api/country', service: 'clients', read: 'LIMITED', write: 'ADMINISTRATOR' },
  {
    family: 'protocol',
    prefix: '/api/protocol',
    service: 'protocols',
    read: 'LIMITED',
    write: 'NORMAL',
    invalidates: ['budget', 'certificate', 'cash-entry', 'client'],
  },
  {
    family: 'budget',
    prefix: '/api/budget',
    service: 'protocols',
    read: 'LIMITED',
    write: 'NORMAL',
    invalidates: ['protocol', 'certificate', 'cash-entry', 'client'],
  },
  {
    family: 'certificate',
    prefix: '/api/certificate',
    service: 'protocols',
    read: 'LIMITED',
    write: 'NORMAL',
    invalidates: ['protocol', 'budget'],
  },
  {
    family: 'cash-entry',
    prefix: '/api/cash-entry',
    service: 'protocols',
    read: 'LIMITED',
    write: 'NORMAL',
    invalidates: ['protocol', 'budget'],
  },
  {
    family: 'public',
    prefix: '/api/public',
    service: 'protocols',
    read: 'PUBLIC',
    write: 'PUBLIC',
    invalidates: ['client', 'protocol', 'budget', 'certificate'],
  },
  {
    family: 'type-service',
    prefix: '/api/type-service',
    service: 'catalog',
    read: 'LIMITED',
    write: 'ADMINISTRATOR',
    invalidates: ['quick-protocol-create'],
  },
  {
    family: 'text-fragment',
    prefix: '/api/text-fragment',
    service: 'catalog',
    read: 'LIMITED',
    write: 'ADMINISTRATOR',
  },
  { family: 'letter', prefix: '/api/letter', service: 'catalog', read: 'LIMITED', write: 'ADMINISTRATOR' },
  {
    family: 'contract',
    prefix: '/api/contract',
    service: 'catalog',
    read: 'LIMITED',
    write: 'ADMINISTRATOR',
  },
  {
    family: 'quick-protocol-create',
    prefix: '/api/quick-protocol-create',
    service: 'catalog',
    read: 'LIMITED',
    write: 'ADMINISTRATOR',
  },
  {
    family: 'configuration',
    prefix: '/api/configuration',
    service: 'catalog',
    read: 'LIMITED',
    write: 'ADMINISTRATOR',
  },
];

/** Exceptions to a family's rule, checked first. */
export const PUBLIC_ROUTES: Array<{ method: 'GET'; path: RegExp }> = [
  { method: 'GET', path: /^\/api\/configuration\/login-page\/?$/ },
  // the login page's stored images and the office's contact details (public portal)
  { method: 'GET', path: /^\/api\/configuration\/files\/[a-f0-9]{24}$/ },
  { method: 'GET', path: /^\/api\/configuration\/office\/?$/ },
];

/** Uploads whose body may exceed the JSON limit, up to their own (the service checks the bytes again). */
export const UPLOAD_ROUTES: Array<{ method: 'POST'; path: RegExp; maxBytes: number }> = [
  {
    method: 'POST',
    path: /^\/api\/configuration\/login-page\/(logo|background-image)$/,
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  },
];

/** Handled by the BFF itself, never proxied. */
export const AUTH_ROUTES = {
  login: '/login',
  logout: '/logout',
  currentUser: '/api/autenticacao',
  refresh: '/api/refresh-token',
} as const;

/** POSTs that only read: the list convention `POST .../pagination` and the audit lists. */
const READ_POST = /\/(pagination|audit)\/?$/;

export type Guard = { route: RouteFamily; access: Access; isWrite: boolean };

const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The rule for one API call, or undefined when nothing allows it (answered 404). */
export function findGuard(method: string, path: string): Guard | undefined {
  const route = ROUTE_FAMILIES.find((r) => path === r.prefix || path.startsWith(r.prefix + '/'));
  if (!route) return undefined;
  if (READ_METHODS.has(method)) {
    const isPublic = PUBLIC_ROUTES.some((p) => p.method === 'GET' && p.path.test(path));
    return { route, access: isPublic ? 'PUBLIC' : route.read, isWrite: false };
  }
  if (!WRITE_METHODS.has(method)) return undefined;
  if (method === 'POST' && READ_POST.test(path)) return { route, access: route.read, isWrite: false };
  return { route, access: route.write, isWrite: true };
}
