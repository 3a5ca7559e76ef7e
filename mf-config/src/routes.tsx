import type { RouteObject } from 'react-router';
import { SystemConfiguration } from './SystemConfiguration';
import { TypeServiceForm } from './typeService/TypeServiceForm';
import { TypeServiceList } from './typeService/TypeServiceList';

/** The routes the shell mounts for this remote (spec 2). */
export const configRoutes: RouteObject[] = [
  { path: '/system-configuration', element: <SystemConfiguration /> },
  { path: '/type-service/list', element: <TypeServiceList /> },
  { path: '/type-service/:id?', element: <TypeServiceForm /> },
];
