import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { UiKitProvider } from '@linhagem/ui-kit';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import { configRoutes } from './routes';
import { staffPath } from '@linhagem/contracts';

// Standalone dev page: the shell normally provides the router and the ui-kit provider.
const router = createBrowserRouter(
  [
    {
      element: (
        <UiKitProvider>
          <Outlet />
        </UiKitProvider>
      ),
      children: [...configRoutes, { path: '*', element: <Navigate to={staffPath('clientList')} replace /> }],
    },
  ],
  { basename: '/remotes/mf-config' },
);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
