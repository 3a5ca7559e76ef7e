import { createCatalogClient } from './catalogClient';
import { createClientsClient } from './clientsClient';
import { createIdentityClient } from './identityClient';

export type { LookedUpClient } from './clientsClient';
export type { PricedTypeService } from './catalogClient';

/** Where the services protocols asks live; tests point them at stand-ins. */
export type RemoteUrls = { clientsUrl?: string; catalogUrl?: string; identityUrl?: string };

export type Remotes = ReturnType<typeof createRemotes>;

/** The other boxes protocols asks, one `<box>Client.ts` each, as the one object its routes are given. */
export function createRemotes(urls: RemoteUrls = {}) {
  return {
    ...createClientsClient(urls.clientsUrl),
    ...createCatalogClient(urls.catalogUrl),
    ...createIdentityClient(urls.identityUrl),
  };
}
