import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ClientSearchProps } from '@linhagem/contracts';
import { createRemoteLoader } from '@linhagem/ui-kit';

// this remote's own federation instance learns mf-clients' address as the shell does (DESIGN "Module Federation")
const clientsRemote = createRemoteLoader({ registerRemotes, loadRemote }, { names: ['mf_clients'] });
let loading: Promise<ComponentType<ClientSearchProps>> | undefined;

async function load(): Promise<ComponentType<ClientSearchProps>> {
  const module = await clientsRemote.load<{ ClientSearch?: ComponentType<ClientSearchProps> }>(
    'mf_clients/ClientSearch',
  );
  if (!module.ClientSearch) throw new Error('mf_clients/ClientSearch did not load');
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
