import { CHUNK_LOAD_TIMEOUT_MS } from '@linhagem/contracts';

/** A remote as /mf-remotes.json lists it (served by the BFF from environment variables). */
export type RemoteManifest = { name: string; entry: string };

/**
 * The two calls of a bundle's own Module Federation runtime the loader makes: each bundle passes those of
 * `@module-federation/enhanced/runtime` as it resolves them, so the kit depends on no federation package.
 */
export type FederationRuntime = {
  registerRemotes(remotes: RemoteManifest[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
};

export type RemoteLoaderOptions = {
  /** the remotes of the list to register; all of them when left out */
  names?: readonly string[];
  /** replace what was registered under the same names before */
  force?: boolean;
};

export type RemoteLoader = {
  /** Reads /mf-remotes.json and registers its remotes, once; a failure is forgotten, so a later call tries again. */
  register(): Promise<RemoteManifest[]>;
  /** Loads an exposed module, e.g. 'mf_clients/ClientList'; rejects when the remote is down or too slow. */
  load<T>(id: string): Promise<T>;
};

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

/** The one way a bundle reaches remotes at run time (DESIGN "Module Federation"): the shell, and a remote that embeds another. */
export function createRemoteLoader(
  runtime: FederationRuntime,
  { names, force }: RemoteLoaderOptions = {},
): RemoteLoader {
  let registration: Promise<RemoteManifest[]> | undefined;

  function register(): Promise<RemoteManifest[]> {
    registration ??= (async () => {
      const response = await fetch('/mf-remotes.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      if (!response.ok) throw new Error(`mf-remotes.json answered ${response.status}`);
      const { remotes } = (await response.json()) as { remotes: RemoteManifest[] };
      const wanted = names ? remotes.filter((remote) => names.includes(remote.name)) : remotes;
      runtime.registerRemotes(wanted, force ? { force } : undefined);
      return wanted;
    })().catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
    return registration;
  }

  async function load<T>(id: string): Promise<T> {
    await register();
    const module = await withTimeout(runtime.loadRemote<T>(id), id);
    if (!module) throw new Error(`${id} did not load`);
    return module;
  }

  return { register, load };
}
