import type { RouteObject } from 'react-router';
import { SystemConfiguration } from './SystemConfiguration';
import { TypeServiceForm } from './typeService/TypeServiceForm';
import { TypeServiceList } from './typeService/TypeServiceList';
import { UserForm } from './user/UserForm';
import { UserList } from './user/UserList';

/** The routes the shell mounts for this remote (spec 2). */
export const configRoutes: RouteObject[] = [
  { path: '/system-configuration', element: <SystemConfiguration /> },
  { path: '/user/list', element: <UserList /> },
  { path: '/user/:id?', element: <UserForm /> },
  { path: '/type-service/list', element: <TypeServiceList /> },
  { path: '/type-service/:id?', element: <TypeServiceForm /> },
];
