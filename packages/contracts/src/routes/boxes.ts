import boxes from '../../boxes.json';

/**
 * The service map: every box's name, folder, port variable, default port and URL variable. The data lives in
 * `packages/contracts/boxes.json` so the plain-JavaScript scripts (`scripts/boxes.mjs`, mf-build's static host)
 * read the same file as the BFF and the services.
 */
export const SERVICE_NAMES = ['identity', 'clients', 'protocols', 'catalog', 'documents'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const FRONTEND_NAMES = [
  'shell',
  'mf-clients',
  'mf-protocols',
  'mf-config',
  'mf-public-portal',
] as const;
export type FrontendName = (typeof FRONTEND_NAMES)[number];
/** The Module Federation name of a frontend (a JavaScript identifier: mf_clients for the mf-clients box). */
export type FederationName = 'shell' | 'mf_clients' | 'mf_protocols' | 'mf_config' | 'mf_public_portal';
export type RemoteName = Exclude<FederationName, 'shell'>;

export type Box = { name: string; dir: string; portVar: string; port: number; urlVar?: string };
export type ServiceBox = Box & { name: ServiceName; urlVar: string };
export type FrontendBox = Box & {
  name: FrontendName;
  federationName: FederationName;
  urlVar: string;
  /** what the BFF's /mf-remotes.json advertises for a remote; the shell has none */
  manifestVar?: string;
};

export type Env = Record<string, string | undefined>;

function pick<N extends string, B extends { name: string }>(
  names: readonly N[],
  list: B[],
): Record<N, B & { name: N }> {
  return Object.fromEntries(
    names.map((name) => {
      const box = list.find((b) => b.name === name);
      if (!box) throw new Error(`packages/contracts/boxes.json has no box named ${name}`);
      return [name, { ...box, name }];
    }),
  ) as Record<N, B & { name: N }>;
}

const FEDERATION_NAMES: Record<FrontendName, FederationName> = {
  shell: 'shell',
  'mf-clients': 'mf_clients',
  'mf-protocols': 'mf_protocols',
  'mf-config': 'mf_config',
  'mf-public-portal': 'mf_public_portal',
};

export const SERVICES: Record<ServiceName, ServiceBox> = pick(SERVICE_NAMES, boxes.services);
const frontendBoxes = pick(FRONTEND_NAMES, boxes.frontends);
export const FRONTENDS = Object.fromEntries(
  FRONTEND_NAMES.map((name) => [name, { ...frontendBoxes[name], federationName: FEDERATION_NAMES[name] }]),
) as Record<FrontendName, FrontendBox>;
export const GATEWAY: Box = boxes.gateway;

/** The port a box listens on: its variable, else its default. */
export const portOf = (box: Box, env: Env): number => Number(env[box.portVar] ?? box.port);

/** Where a box answers: its URL variable, else 127.0.0.1 on its port (never `localhost`: IPv6 ::1). */
export const urlOf = (box: Box, env: Env): string =>
  (env[box.urlVar ?? ''] ?? `http://127.0.0.1:${portOf(box, env)}`).replace(/\/+$/, '');

/** A service's base URL, for the gateway and for service-to-service calls. */
export const serviceUrl = (name: ServiceName, env: Env): string => urlOf(SERVICES[name], env);
