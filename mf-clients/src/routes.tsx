import type { RouteObject } from 'react-router';
import { ClientList } from './list/ClientList';

/** The routes the shell mounts for this remote (spec 2). */
export const clientRoutes: RouteObject[] = [{ path: '/client/list', element: <ClientList /> }];
