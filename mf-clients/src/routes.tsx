import type { RouteObject } from 'react-router';
import { remoteRoutes } from '@linhagem/ui-kit';
import { ClientList } from './list/ClientList';
import { ClientForm } from './form/ClientForm';

/** The routes the shell mounts for this remote (spec 2), from the route table; run alone, it mounts them itself. */
export const clientRoutes: RouteObject[] = remoteRoutes('mf_clients', {
  ClientList: <ClientList />,
  ClientForm: <ClientForm />,
});
