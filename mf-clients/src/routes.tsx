import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { STAFF_ROUTES } from '@linhagem/contracts';
import { ClientList } from './list/ClientList';
import { ClientForm } from './form/ClientForm';

/** This remote's screens, by their exposed name in the route table of `@linhagem/contracts`. */
const SCREENS: Record<string, ReactElement> = {
  ClientList: <ClientList />,
  ClientForm: <ClientForm />,
};

/** The routes the shell mounts for this remote (spec 2), from the route table; run alone, it mounts them itself. */
export const clientRoutes: RouteObject[] = STAFF_ROUTES.filter((route) => route.remote === 'mf_clients').map(
  ({ path, module }) => ({ path, element: SCREENS[module] }),
);
