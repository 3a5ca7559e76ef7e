import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { STAFF_ROUTES, type RemoteName } from '@linhagem/contracts';

/**
 * A remote's routes from the route table of `@linhagem/contracts` (spec 2): each staff route the remote draws, with
 * the screen named by the route's `module`. The shell mounts the same table, so a path is written once; a route
 * without its screen fails when the remote loads, not as a blank page.
 */
export function remoteRoutes(
  remote: RemoteName,
  screens: Readonly<Record<string, ReactElement>>,
): RouteObject[] {
  return STAFF_ROUTES.filter((route) => route.remote === remote).map(({ path, module }) => {
    const element = screens[module];
    if (!element) throw new Error(`${remote} draws ${path} with ${module}, which it does not list`);
    return { path, element };
  });
}
