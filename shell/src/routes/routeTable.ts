import type { UserLevel } from '@linhagem/contracts';

/** Every exposed module the shell loads; '<federation name>/<exposed name>'. */
export type RemoteId =
  | 'mf_clients/ClientList'
  | 'mf_clients/ClientForm'
  | 'mf_clients/ClientSearch'
  | 'mf_clients/Placeholder'
  | 'mf_protocols/Placeholder'
  | 'mf_protocols/CertificateList'
  | 'mf_config/Placeholder'
  | 'mf_config/SystemConfiguration'
  | 'mf_config/TypeServiceList'
  | 'mf_config/TypeServiceForm';

export type RemoteRoute = { path: string; level: UserLevel; remote: RemoteId };

/**
 * spec 2 and 6: the staff routes served by remotes, the level each needs, and the module that renders it.
 * This is the one table later issues edit when a remote exposes its real screens.
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/client/list', level: 'LIMITED', remote: 'mf_clients/ClientList' },
  { path: '/client/:id?/:tab?', level: 'LIMITED', remote: 'mf_clients/ClientForm' },
  { path: '/protocol-list', level: 'LIMITED', remote: 'mf_protocols/Placeholder' },
  { path: '/budgets-list', level: 'LIMITED', remote: 'mf_protocols/Placeholder' },
  { path: '/certificate/list', level: 'LIMITED', remote: 'mf_protocols/CertificateList' },
  { path: '/protocol/form/:id?', level: 'NORMAL', remote: 'mf_protocols/Placeholder' },
  { path: '/protocol/:id/:tab?', level: 'LIMITED', remote: 'mf_protocols/Placeholder' },
  { path: '/system-configuration', level: 'ADMINISTRATOR', remote: 'mf_config/SystemConfiguration' },
  { path: '/login-page-configuration', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/user/list', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/user/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/type-service/list', level: 'ADMINISTRATOR', remote: 'mf_config/TypeServiceList' },
  { path: '/type-service/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/TypeServiceForm' },
  { path: '/text-fragment/list', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/text-fragment/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/quick-protocol-create/list', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/quick-protocol-create/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/letter/list', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/letter/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/contract/list', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
  { path: '/contract/:id?', level: 'ADMINISTRATOR', remote: 'mf_config/Placeholder' },
];

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
  | 'loginPage';

export type MenuEntry = { key: MenuKey; path: string; level: UserLevel; icon: string };

/** The side menu, in order; each entry shows only to users whose level reaches it. */
export const MENU: MenuEntry[] = [
  { key: 'dashboard', path: '/dashboard', level: 'LIMITED', icon: 'pi pi-home' },
  { key: 'clients', path: '/client/list', level: 'LIMITED', icon: 'pi pi-users' },
  { key: 'protocols', path: '/protocol-list', level: 'LIMITED', icon: 'pi pi-folder' },
  { key: 'budgets', path: '/budgets-list', level: 'LIMITED', icon: 'pi pi-calculator' },
  { key: 'certificates', path: '/certificate/list', level: 'LIMITED', icon: 'pi pi-list-check' },
  { key: 'newProtocol', path: '/protocol/form', level: 'NORMAL', icon: 'pi pi-plus' },
  { key: 'systemConfiguration', path: '/system-configuration', level: 'ADMINISTRATOR', icon: 'pi pi-cog' },
  { key: 'users', path: '/user/list', level: 'ADMINISTRATOR', icon: 'pi pi-id-card' },
  { key: 'typeServices', path: '/type-service/list', level: 'ADMINISTRATOR', icon: 'pi pi-briefcase' },
  { key: 'textFragments', path: '/text-fragment/list', level: 'ADMINISTRATOR', icon: 'pi pi-align-left' },
  { key: 'quickProtocols', path: '/quick-protocol-create/list', level: 'ADMINISTRATOR', icon: 'pi pi-bolt' },
  { key: 'letters', path: '/letter/list', level: 'ADMINISTRATOR', icon: 'pi pi-envelope' },
  { key: 'contracts', path: '/contract/list', level: 'ADMINISTRATOR', icon: 'pi pi-file' },
  { key: 'loginPage', path: '/login-page-configuration', level: 'ADMINISTRATOR', icon: 'pi pi-image' },
];
