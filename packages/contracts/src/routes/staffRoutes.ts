import type { UserLevel } from '../levels';
import { API_FAMILIES, type Access, type ApiFamilyName } from './apiFamilies';
import type { FederationName } from './boxes';

/** The side menu's entries (their labels are `menu.<key>` in the shell's translations). */
export type MenuKey =
  | 'dashboard'
  | 'clients'
  | 'protocols'
  | 'budgets'
  | 'certificates'
  | 'newProtocol'
  | 'systemConfiguration'
  | 'users'
  | 'typeServices'
  | 'textFragments'
  | 'quickProtocols'
  | 'letters'
  | 'contracts'
  | 'loginPage'
  | 'consularQueue'
  | 'exportAudit';

export type StaffRoute = {
  /** react-router pattern; `:x?` is an optional segment */
  path: string;
  /** the API family whose data the screen shows and saves */
  family?: ApiFamilyName;
  /** spec 2 "Level": who may open it (never below its family's read level) */
  read: UserLevel;
  /** who may save on it: its family's write level */
  write: Access;
  /** the box that draws it: the shell itself or a remote */
  remote: FederationName;
  /** the module that draws it: an exposed module of the remote, or the shell's own page */
  module: string;
  /** its entry in the side menu, in this table's order */
  menu?: MenuKey;
  /** the values of its `:tab?` segment, the first being the default */
  tabs?: readonly string[];
};

type StaffRouteSpec = Omit<StaffRoute, 'write'>;
const staff = (spec: StaffRouteSpec): StaffRoute => ({
  ...spec,
  write: spec.family ? API_FAMILIES[spec.family].write : spec.read,
});
const config = (path: string, family: ApiFamilyName, menu: MenuKey | undefined, module: string) =>
  staff({ path, family, read: 'ADMINISTRATOR', remote: 'mf_config', module, menu });

/**
 * spec 2 and 6: every staff route (login required, inside the shell's layout), the level it needs, the family it
 * edits and the module that draws it. The shell's routes and menu, each remote's routes and the shell benchmark
 * are built from it; a remote that exposes a real screen changes its `module` here.
 */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  staff({ path: '/dashboard', read: 'LIMITED', remote: 'shell', module: 'DashboardPage', menu: 'dashboard' }),
  staff({ path: '/account', family: 'account', read: 'LIMITED', remote: 'shell', module: 'AccountPage' }),
  staff({
    path: '/client/list',
    family: 'client',
    read: 'LIMITED',
    remote: 'mf_clients',
    module: 'ClientList',
    menu: 'clients',
  }),
  staff({
    path: '/client/:id?/:tab?',
    family: 'client',
    read: 'LIMITED',
    remote: 'mf_clients',
    module: 'ClientForm',
    tabs: ['general', 'protocols', 'lineage'],
  }),
  staff({
    path: '/protocol-list',
    family: 'protocol',
    read: 'LIMITED',
    remote: 'mf_protocols',
    module: 'ProtocolList',
    menu: 'protocols',
  }),
  staff({
    path: '/budgets-list',
    family: 'budget',
    read: 'LIMITED',
    remote: 'mf_protocols',
    module: 'BudgetList',
    menu: 'budgets',
  }),
  // the checklist work queue across protocols (POST /api/certificate/pagination)
  staff({
    path: '/certificate/list',
    family: 'certificate',
    read: 'LIMITED',
    remote: 'mf_protocols',
    module: 'CertificateList',
    menu: 'certificates',
  }),
  // spec 6: the protocol form needs the normal level
  staff({
    path: '/protocol/form/:id?',
    family: 'protocol',
    read: 'NORMAL',
    remote: 'mf_protocols',
    module: 'ProtocolForm',
    menu: 'newProtocol',
  }),
  staff({
    path: '/protocol/:id/:tab?',
    family: 'protocol',
    read: 'LIMITED',
    remote: 'mf_protocols',
    module: 'ProtocolDetail',
    tabs: ['general', 'services', 'checklist', 'financial', 'documents'],
  }),
  config('/system-configuration', 'configuration', 'systemConfiguration', 'SystemConfiguration'),
  config('/user/list', 'user', 'users', 'UserList'),
  config('/user/:id?', 'user', undefined, 'UserForm'),
  config('/type-service/list', 'type-service', 'typeServices', 'TypeServiceList'),
  config('/type-service/:id?', 'type-service', undefined, 'TypeServiceForm'),
  // the office's budget defaults: a section of /system-configuration with its own page (spec 2)
  config('/budget-services-protocol', 'configuration', undefined, 'BudgetServicesProtocolForm'),
  config('/text-fragment/list', 'text-fragment', 'textFragments', 'TextFragmentList'),
  config('/text-fragment/:id?', 'text-fragment', undefined, 'TextFragmentForm'),
  config('/quick-protocol-create/list', 'quick-protocol-create', 'quickProtocols', 'QuickProtocolList'),
  config('/quick-protocol-create/:id?', 'quick-protocol-create', undefined, 'QuickProtocolForm'),
  config('/letter/list', 'letter', 'letters', 'LetterList'),
  config('/letter/:id?', 'letter', undefined, 'LetterForm'),
  config('/contract/list', 'contract', 'contracts', 'ContractList'),
  config('/contract/:id?', 'contract', undefined, 'ContractForm'),
  config('/login-page-configuration', 'configuration', 'loginPage', 'LoginPageForm'),
  // official forms (docs/adr-pdf-rendering.md "Official forms"): a section of /system-configuration
  config('/form-template/list', 'form-template', undefined, 'FormTemplateList'),
  config('/form-template/:id', 'form-template', undefined, 'FormTemplateForm'),
  // who took which list or personal data out (docs/adr-exports.md "Audit of exports"); both boxes' lists
  config('/export-audit', 'client-export-audit', 'exportAudit', 'ExportAuditList'),
  // every case waiting at a consulate or comune, by call-list year (domain notes, "Italy, queues")
  staff({
    path: '/consular-queue',
    family: 'consular-post',
    read: 'LIMITED',
    remote: 'mf_protocols',
    module: 'ConsularQueueList',
    menu: 'consularQueue',
  }),
];

export type PublicPageRoute = { path: string; remote: FederationName; module: string };

/** spec 2 "Public routes": no login, the access code is asked on the page; mf-public-portal draws them alone. */
export const PUBLIC_PAGE_PREFIX = '/public-client';
export const PUBLIC_PAGE_ROUTES: readonly PublicPageRoute[] = [
  { path: `${PUBLIC_PAGE_PREFIX}/:protocolId`, remote: 'mf_public_portal', module: 'PublicClientPage' },
  {
    path: `${PUBLIC_PAGE_PREFIX}/:protocolId/status`,
    remote: 'mf_public_portal',
    module: 'PublicStatusPage',
  },
  {
    path: `${PUBLIC_PAGE_PREFIX}/:protocolId/documents`,
    remote: 'mf_public_portal',
    module: 'PublicDocumentsPage',
  },
];

/** An identifier of the right shape that matches no record: fills `:id` segments in samples. */
export const SAMPLE_ID = '000000000000000000000000';

/** A route's path with its optional segments left out: where the menu links to. */
export function basePath(route: StaffRoute): string {
  return route.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? SAMPLE_ID : segment))
    .join('/');
}

/** Concrete paths that open a route: its base path, and one tab of a sample record when it has tabs. */
export function samplePaths(route: StaffRoute): string[] {
  const [tab] = route.tabs ?? [];
  if (!tab) return [basePath(route)];
  const tabbed = route.path
    .split('/')
    .map((segment) => (segment === ':tab?' ? tab : segment.startsWith(':') ? SAMPLE_ID : segment))
    .join('/');
  return [basePath(route), tabbed];
}
