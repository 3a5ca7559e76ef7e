import type { RouteObject } from 'react-router';
import { ClientList } from './list/ClientList';
import { ClientForm } from './form/ClientForm';

/** The routes the shell mounts for this remote (spec 2). */
export const clientRoutes: RouteObject[] = [
  { path: '/client/list', element: <ClientList /> },
  { path: '/client/:id?/:tab?', element: <ClientForm /> },
];
