import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, type ClientSummary } from '@linhagem/contracts';

/** The props of mf-clients' exposed `./ClientSearch` this remote uses (types travel with the code, not the build). */
export type ClientSearchProps = {
  inputId: string;
  ariaLabel?: string;
  value?: ClientSummary | null;
  onSelect(client: ClientSummary | null): void;
  excludeIds?: string[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** the text clears after a pick (a picker that adds to a list) */
  clearOnSelect?: boolean;
};

type RemoteManifest = { name: string; entry: string };
let loading: Promise<ComponentType<ClientSearchProps>> | undefined;

async function load(): Promise<ComponentType<ClientSearchProps>> {
  // this remote's own federation instance learns mf-clients' address as the shell does (DESIGN "Module Federation")
  const response = await fetch('/mf-remotes.json', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw new Error(`mf-remotes.json answered ${response.status}`);
  const { remotes } = (await response.json()) as { remotes: RemoteManifest[] };
  registerRemotes(remotes.filter((remote) => remote.name === 'mf_clients'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('mf_clients/ClientSearch timed out')), CHUNK_LOAD_TIMEOUT_MS);
  });
  const module = await Promise.race([
    loadRemote<{ ClientSearch?: ComponentType<ClientSearchProps> }>('mf_clients/ClientSearch'),
    timeout,
  ]).finally(() => clearTimeout(timer));
  if (!module?.ClientSearch) throw new Error('mf_clients/ClientSearch did not load');
  return module.ClientSearch;
}

/** mf-clients' quick search, loaded once through Module Federation rather than copied; tests replace it. */
export function loadClientSearch(): Promise<ComponentType<ClientSearchProps>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a later modal tries again
    throw error;
  });
  return loading;
}
