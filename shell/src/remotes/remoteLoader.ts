import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from '@linhagem/ui-kit';

/** The one door to Module Federation at run time; tests replace this module (jest.mock). */

export type { RemoteManifest } from '@linhagem/ui-kit';

const loader = createRemoteLoader({ registerRemotes, loadRemote }, { force: true });

/** Reads /mf-remotes.json (served by the BFF from environment variables) and registers every remote, once. */
export const registerRemotesFromServer = loader.register;

/** Loads an exposed module, e.g. 'mf_clients/ClientList'; rejects when the remote is down. */
export const loadRemoteModule = loader.load;
