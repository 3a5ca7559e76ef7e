import { hasLevel, USER_LEVELS } from '../levels';
import {
  API_FAMILIES,
  API_FAMILY_NAMES,
  FRONTENDS,
  FRONTEND_NAMES,
  GATEWAY,
  SERVICES,
  SERVICE_NAMES,
  STAFF_ROUTES,
  basePath,
  findApiFamily,
  samplePaths,
  serviceUrl,
  urlOf,
} from './index';

describe('staff routes', () => {
  it('cover every staff route of spec 2 with its level', () => {
    // written out from spec 2's table, not derived from the route table
    expect(STAFF_ROUTES.map((r) => [r.path, r.read])).toEqual(
      expect.arrayContaining([
        ['/dashboard', 'LIMITED'],
        ['/account', 'LIMITED'],
        ['/system-configuration', 'ADMINISTRATOR'],
        ['/login-page-configuration', 'ADMINISTRATOR'],
        ['/user/list', 'ADMINISTRATOR'],
        ['/user/:id?', 'ADMINISTRATOR'],
        ['/client/list', 'LIMITED'],
        ['/client/:id?/:tab?', 'LIMITED'],
        ['/protocol-list', 'LIMITED'],
        ['/budgets-list', 'LIMITED'],
        ['/protocol/form/:id?', 'NORMAL'],
        ['/protocol/:id/:tab?', 'LIMITED'],
        ['/type-service/list', 'ADMINISTRATOR'],
        ['/type-service/:id?', 'ADMINISTRATOR'],
        ['/text-fragment/list', 'ADMINISTRATOR'],
        ['/text-fragment/:id?', 'ADMINISTRATOR'],
        ['/quick-protocol-create/list', 'ADMINISTRATOR'],
        ['/quick-protocol-create/:id?', 'ADMINISTRATOR'],
        ['/letter/list', 'ADMINISTRATOR'],
        ['/letter/:id?', 'ADMINISTRATOR'],
        ['/contract/list', 'ADMINISTRATOR'],
        ['/contract/:id?', 'ADMINISTRATOR'],
        // the Budget Services Protocol section of /system-configuration (spec 2), administrators only
        ['/budget-services-protocol', 'ADMINISTRATOR'],
        // official forms, a section of /system-configuration (docs/adr-pdf-rendering.md "Official forms")
        ['/form-template/list', 'ADMINISTRATOR'],
        ['/form-template/:id', 'ADMINISTRATOR'],
        // the cases waiting at each consulate or comune (domain notes, "Italy, queues")
        ['/consular-queue', 'LIMITED'],
        // who took which list or personal data out (docs/adr-exports.md "Audit of exports")
        ['/export-audit', 'ADMINISTRATOR'],
      ]),
    );
    expect(STAFF_ROUTES).toHaveLength(28);
    expect(new Set(STAFF_ROUTES.map((r) => r.path)).size).toBe(STAFF_ROUTES.length);
  });

  it('never open a screen to someone who cannot read its data, and save at the family write level', () => {
    for (const route of STAFF_ROUTES) {
      if (!route.family) continue;
      const family = API_FAMILIES[route.family];
      expect([route.path, family.read === 'PUBLIC' || hasLevel(route.read, family.read)]).toEqual([
        route.path,
        true,
      ]);
      expect([route.path, route.write]).toEqual([route.path, family.write]);
    }
  });

  it('link the menu to paths without parameters, and sample every route', () => {
    const menu = STAFF_ROUTES.filter((r) => r.menu).map(basePath);
    expect(menu).toEqual(expect.arrayContaining(['/dashboard', '/client/list', '/protocol/form']));
    for (const path of menu) expect(path).not.toMatch(/:|0{24}/);
    const client = STAFF_ROUTES.find((r) => r.path === '/client/:id?/:tab?')!;
    expect(samplePaths(client)).toEqual(['/client', '/client/000000000000000000000000/general']);
    const protocol = STAFF_ROUTES.find((r) => r.path === '/protocol/:id/:tab?')!;
    expect(samplePaths(protocol)).toEqual([
      '/protocol/000000000000000000000000',
      '/protocol/000000000000000000000000/general',
    ]);
  });
});

describe('API families', () => {
  it('each has its own prefix under /api and a known service', () => {
    for (const name of API_FAMILY_NAMES) {
      const family = API_FAMILIES[name];
      // the portal's documents and signatures keep the spec's `/api/public/...` shape of every portal path
      // and an import or an audit of exports sits below the prefix of what it imports or exports
      const below = /^(\w+)-(import|export-audit)$/.exec(name);
      const prefix = name.startsWith('public-')
        ? `/api/public/${name.slice('public-'.length)}`
        : below
          ? `/api/${below[1]}/${below[2]}`
          : `/api/${name}`;
      expect([family.family, family.prefix]).toEqual([name, prefix]);
      expect(SERVICE_NAMES).toContain(family.service);
      expect([...USER_LEVELS, 'PUBLIC']).toEqual(expect.arrayContaining([family.read, family.write]));
    }
  });

  it('finds a family by whole path segments only', () => {
    expect(findApiFamily('/api/client')?.family).toBe('client');
    expect(findApiFamily('/api/client/pagination')?.family).toBe('client');
    expect(findApiFamily('/api/clients')).toBeUndefined();
    expect(findApiFamily('/api/cash-entry/1')?.service).toBe('protocols');
    // the portal's documents sit below /api/public but are served by the documents box
    expect(findApiFamily('/api/public/document/p/c')?.family).toBe('public-document');
    expect(findApiFamily('/api/public/document/p/c')?.service).toBe('documents');
    expect(findApiFamily('/api/public/client/p/c')?.family).toBe('public');
    expect(findApiFamily('/api/public/documents')?.family).toBe('public');
    expect(findApiFamily('/api/client/import/preview')?.family).toBe('client-import');
    expect(findApiFamily('/api/client/importer')?.family).toBe('client');
    expect(findApiFamily('/api/protocol/import')?.service).toBe('protocols');
  });
});

describe('service map', () => {
  it('names every box once with its own port', () => {
    expect(Object.keys(SERVICES)).toEqual([...SERVICE_NAMES]);
    expect(Object.keys(FRONTENDS)).toEqual([...FRONTEND_NAMES]);
    const ports = [...Object.values(SERVICES), ...Object.values(FRONTENDS), GATEWAY].map((b) => b.port);
    expect(new Set(ports).size).toBe(ports.length);
    expect(SERVICES.identity).toMatchObject({ portVar: 'IDENTITY_PORT', port: 4001, urlVar: 'IDENTITY_URL' });
    expect(FRONTENDS['mf-public-portal'].federationName).toBe('mf_public_portal');
  });

  it('builds URLs from the URL variable, else the port variable, else the default port', () => {
    expect(serviceUrl('protocols', {})).toBe('http://127.0.0.1:4003');
    expect(serviceUrl('protocols', { PROTOCOLS_PORT: '5003' })).toBe('http://127.0.0.1:5003');
    expect(serviceUrl('protocols', { PROTOCOLS_URL: 'http://protocols:4003/', PROTOCOLS_PORT: '1' })).toBe(
      'http://protocols:4003',
    );
    expect(urlOf(FRONTENDS.shell, { SHELL_PORT: '3100' })).toBe('http://127.0.0.1:3100');
  });
});
