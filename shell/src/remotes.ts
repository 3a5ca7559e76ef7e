import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

export type RemoteManifest = { name: string; entry: string };

/** Reads /mf-remotes.json (served by the BFF from environment variables) and registers every remote. */
export async function registerRemotesFromServer(): Promise<RemoteManifest[]> {
  const response = await fetch('/mf-remotes.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw new Error(`mf-remotes.json answered ${response.status}`);
  const { remotes } = (await response.json()) as { remotes: RemoteManifest[] };
  registerRemotes(remotes);
  return remotes;
}

export function loadRemoteModule<T>(id: string): Promise<T | null> {
  return loadRemote<T>(id);
}
