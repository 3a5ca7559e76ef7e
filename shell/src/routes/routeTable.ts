import { STAFF_ROUTES, basePath, type MenuKey, type RemoteName, type UserLevel } from '@linhagem/contracts';

/** An exposed module the shell loads: '<federation name>/<exposed name>'. */
export type RemoteId = `${RemoteName}/${string}`;

export type RemoteRoute = { path: string; level: UserLevel; remote: RemoteId };

/** The staff routes drawn by remotes, from the route table in `@linhagem/contracts` (spec 2 and 6). */
export const REMOTE_ROUTES: RemoteRoute[] = STAFF_ROUTES.flatMap(({ path, read, remote, module }) =>
  remote === 'shell' ? [] : [{ path, level: read, remote: `${remote}/${module}` as const }],
);

/** The shell's own pages in the same table (dashboard, account), by module name. */
export const SHELL_ROUTES = STAFF_ROUTES.filter((route) => route.remote === 'shell');

export type { MenuKey };
export type MenuEntry = { key: MenuKey; path: string; level: UserLevel; icon: string };

const MENU_ICONS: Record<MenuKey, string> = {
  dashboard: 'pi pi-home',
  clients: 'pi pi-users',
  protocols: 'pi pi-folder',
  budgets: 'pi pi-calculator',
  certificates: 'pi pi-list-check',
  consularQueue: 'pi pi-building-columns',
  exportAudit: 'pi pi-file-export',
  newProtocol: 'pi pi-plus',
  systemConfiguration: 'pi pi-cog',
  users: 'pi pi-id-card',
  typeServices: 'pi pi-briefcase',
  textFragments: 'pi pi-align-left',
  quickProtocols: 'pi pi-bolt',
  letters: 'pi pi-envelope',
  contracts: 'pi pi-file',
  loginPage: 'pi pi-image',
};

/** The side menu, in the route table's order; each entry shows only to users whose level reaches it. */
export const MENU: MenuEntry[] = STAFF_ROUTES.flatMap((route) =>
  route.menu
    ? [{ key: route.menu, path: basePath(route), level: route.read, icon: MENU_ICONS[route.menu] }]
    : [],
);
