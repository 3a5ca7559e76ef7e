import { API_FAMILIES, type ApiFamilyName } from './apiFamilies';
import {
  ACCOUNT_API,
  BUDGET_API,
  CASH_ENTRY_API,
  CERTIFICATE_API,
  CLIENT_API,
  CONFIGURATION_API,
  CONTRACT_API,
  COUNTRY_API,
  DOCUMENT_API,
  LETTER_API,
  NOTIFICATION_API,
  PROTOCOL_API,
  PUBLIC_API,
  PUBLIC_DOCUMENT_API,
  QUICK_PROTOCOL_CREATE_API,
  TEXT_FRAGMENT_API,
  TYPE_SERVICE_API,
  USER_API,
  DASHBOARD_API,
} from './apiPaths';
import { CLIENT_IMPORT_API, PROTOCOL_IMPORT_API } from './importPaths';
import { CERTIFICATE_CLOCK_API, CONSULAR_POST_API, DEADLINE_API, PROTOCOL_CLOCK_API } from './clockPaths';
import { FORM_TEMPLATE_API, PUBLIC_SIGNATURE_API, SIGNATURE_API } from './documentsOutPaths';
import { CERTIFICATE_READING_API, PUBLIC_READING_API, READING_API } from './readingPaths';
import { EXPORT_AUDIT_API } from './exportAuditPaths';

const PATHS: Record<ApiFamilyName, Record<string, unknown>> = {
  user: USER_API,
  account: ACCOUNT_API,
  client: CLIENT_API,
  country: COUNTRY_API,
  protocol: { ...PROTOCOL_API, ...PROTOCOL_CLOCK_API },
  budget: BUDGET_API,
  certificate: { ...CERTIFICATE_API, ...CERTIFICATE_CLOCK_API, ...CERTIFICATE_READING_API },
  'cash-entry': CASH_ENTRY_API,
  notification: NOTIFICATION_API,
  public: PUBLIC_API,
  'type-service': TYPE_SERVICE_API,
  'text-fragment': TEXT_FRAGMENT_API,
  letter: LETTER_API,
  contract: CONTRACT_API,
  'quick-protocol-create': QUICK_PROTOCOL_CREATE_API,
  configuration: CONFIGURATION_API,
  document: { ...DOCUMENT_API, ...READING_API },
  'public-document': { ...PUBLIC_DOCUMENT_API, ...PUBLIC_READING_API },
  'form-template': FORM_TEMPLATE_API,
  signature: SIGNATURE_API,
  'public-signature': PUBLIC_SIGNATURE_API,
  deadline: DEADLINE_API,
  'consular-post': CONSULAR_POST_API,
  dashboard: DASHBOARD_API,
  'client-import': CLIENT_IMPORT_API,
  'protocol-import': PROTOCOL_IMPORT_API,
  'client-export-audit': EXPORT_AUDIT_API.clients,
  'protocol-export-audit': EXPORT_AUDIT_API.protocols,
};
const families = Object.entries(PATHS) as [ApiFamilyName, Record<string, unknown>][];
const below = (family: ApiFamilyName, path: string) =>
  path === API_FAMILIES[family].prefix || path.startsWith(`${API_FAMILIES[family].prefix}/`);
/** an id that would change the path if it were not encoded */
const HOSTILE = '../a b/?#';

describe('API paths', () => {
  it.each(families)('%s: every builder encodes each of its ids', (family, paths) => {
    const builders = Object.entries(paths).filter(
      (entry): entry is [string, (...ids: string[]) => string] =>
        typeof entry[1] === 'function' && !entry[0].endsWith('Route'),
    );
    for (const [name, build] of builders) {
      const path = build(...Array.from({ length: build.length }, () => HOSTILE));
      expect({ name, path }).toEqual({ name, path: expect.not.stringContaining(HOSTILE) });
      expect(path.split(encodeURIComponent(HOSTILE))).toHaveLength(build.length + 1);
      expect(below(family, path)).toBe(true);
    }
  });

  it.each(families)('%s: every route and fixed path begins with the family prefix', (family, paths) => {
    for (const [name, value] of Object.entries(paths)) {
      const route = typeof value === 'function' && name.endsWith('Route') ? value('finalize') : value;
      if (typeof route === 'string')
        expect({ name, below: below(family, route) }).toEqual({ name, below: true });
    }
  });

  it('gives a protocol and a budget the same calls under their own prefixes', () => {
    expect(PROTOCOL_API.item('p1')).toBe('/api/protocol/p1');
    expect(BUDGET_API.item('b1')).toBe('/api/budget/b1');
    expect(BUDGET_API.action('b1', 'convert')).toBe('/api/budget/b1/convert');
    expect(BUDGET_API.actionRoute('convert')).toBe('/api/budget/:id/convert');
    expect(Object.keys(PROTOCOL_API)).toEqual(expect.arrayContaining(Object.keys(BUDGET_API)));
  });
});
