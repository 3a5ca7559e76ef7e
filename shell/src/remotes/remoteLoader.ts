import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from '@linhagem/contracts';

/** The one door to Module Federation at run time; tests replace this module (jest.mock). */

export type RemoteManifest = { name: string; entry: string };

let registration: Promise<RemoteManifest[]> | undefined;

/** Reads /mf-remotes.json (served by the BFF from environment variables) and registers every remote, once. */
export function registerRemotesFromServer(): Promise<RemoteManifest[]> {
  registration ??= (async () => {
    const response = await fetch('/mf-remotes.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok) throw new Error(`mf-remotes.json answered ${response.status}`);
    const { remotes } = (await response.json()) as { remotes: RemoteManifest[] };
    registerRemotes(remotes, { force: true });
    return remotes;
  })().catch((error: unknown) => {
    registration = undefined; // a later visit tries again
    throw error;
  });
  return registration;
}

function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${id} did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads an exposed module, e.g. 'mf_clients/ClientList'; rejects when the remote is down. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  await registerRemotesFromServer();
  const module = await withTimeout(loadRemote<T>(id), id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
