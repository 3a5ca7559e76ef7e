import { STAFF_ROUTES, type StaffRoute } from './staffRoutes';

/**
 * A screen's address is written once, in STAFF_ROUTES: screens build it with `staffPath` (STYLE "One source of
 * truth"; a literal screen address outside this package is refused by lint, eslint.config.mjs). The names are
 * the screens of the table, by the module that draws each.
 */
const SCREEN_MODULES = {
  dashboard: 'DashboardPage',
  account: 'AccountPage',
  clientList: 'ClientList',
  client: 'ClientForm',
  protocolList: 'ProtocolList',
  budgetList: 'BudgetList',
  certificateList: 'CertificateList',
  protocolForm: 'ProtocolForm',
  protocol: 'ProtocolDetail',
  systemConfiguration: 'SystemConfiguration',
  userList: 'UserList',
  user: 'UserForm',
  typeServiceList: 'TypeServiceList',
  typeService: 'TypeServiceForm',
  budgetServicesProtocol: 'BudgetServicesProtocolForm',
  textFragmentList: 'TextFragmentList',
  textFragment: 'TextFragmentForm',
  quickProtocolList: 'QuickProtocolList',
  quickProtocol: 'QuickProtocolForm',
  letterList: 'LetterList',
  letter: 'LetterForm',
  contractList: 'ContractList',
  contract: 'ContractForm',
  loginPage: 'LoginPageForm',
  formTemplateList: 'FormTemplateList',
  formTemplate: 'FormTemplateForm',
  consularQueue: 'ConsularQueueList',
  exportAudit: 'ExportAuditList',
} as const;
export type StaffScreen = keyof typeof SCREEN_MODULES;

/** The values of a route's `:name` segments; a missing optional one ends the address there. */
export type ScreenParams = Record<string, string | null | undefined>;
/** A query string's values; undefined, null and false leave the key out. */
export type ScreenQuery = Record<string, string | number | boolean | null | undefined>;

/** The route of a screen of the table. */
export function staffRoute(screen: StaffScreen): StaffRoute {
  const route = STAFF_ROUTES.find((candidate) => candidate.module === SCREEN_MODULES[screen]);
  if (!route) throw new Error(`no staff route draws ${SCREEN_MODULES[screen]}`);
  return route;
}

const queryString = (query: ScreenQuery = {}) => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null || value === false
      ? []
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/**
 * The address of a staff screen: `staffPath('protocol', { id, tab: 'checklist' })` is `/protocol/{id}/checklist`,
 * `staffPath('clientList', {}, { name })` is `/client/list?name=…`.
 */
export function staffPath(screen: StaffScreen, params: ScreenParams = {}, query?: ScreenQuery): string {
  const segments: string[] = [];
  for (const segment of staffRoute(screen).path.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    // a missing optional segment ends the address; a missing required one is spelled as a template would
    // (`/protocol/undefined`), so a screen with partial data still draws rather than throwing in its render
    if ((value === undefined || value === null || value === '') && optional) break;
    segments.push(encodeURIComponent(String(value)));
  }
  return segments.join('/') + queryString(query);
}

/** The sign-in page, outside the staff layout; `redirect` is where to go back after signing in. */
export const LOGIN_PATH = '/login';
export const loginPath = (redirect?: string) => LOGIN_PATH + queryString({ redirect });
