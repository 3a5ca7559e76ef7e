import { ClientSearch } from '../../mf-clients/src/search/ClientSearch';

/**
 * Stands in for `src/shared/clientsRemote` under jest: the real mf-clients quick search, imported from its
 * sources instead of through Module Federation (no remote host in jsdom); msw answers its `/api/client/s/10`.
 */
export async function loadClientSearch() {
  return ClientSearch;
}
