import { useEffect, useState, type RefObject } from 'react';
import { isApiError } from '@linhagem/ui-kit';
import { useClientApi } from '../api/useClientApi';
import type { Client } from '../api/types';
import type { LinkName, LinkValue } from './formValues';

export type LoadedClient = { client: Client; links: Partial<Record<LinkName, LinkValue>> };
export type ClientLoad =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedClient }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * `GET /api/client/:id`, which answers the names of its father, mother, spouse and responsible too (one round
 * trip). `known` is a client the page already holds (just created): when its id is the one asked
 * for, it is used as is, without a request.
 */
export function useClientLoader(id: string | undefined, known?: RefObject<LoadedClient | null>): ClientLoad {
  const api = useClientApi();
  const [state, setState] = useState<ClientLoad>(id ? { status: 'loading' } : { status: 'new' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'new' });
      return;
    }
    const held = known?.current;
    if (held && held.client.id === id) {
      setState({ status: 'ready', loaded: held });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const { linkedClients = {}, ...client } = await api.get(id);
        if (current) setState({ status: 'ready', loaded: { client, links: linkedClients } });
      } catch (error) {
        if (current) setState({ status: isApiError(error) && error.status === 404 ? 'notFound' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [api, id, known]);
  return state;
}
