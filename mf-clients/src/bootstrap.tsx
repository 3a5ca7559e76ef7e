import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@linhagem/i18n';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import { LocalKitProvider } from './kit';
import { clientRoutes } from './routes';

// Standalone dev page: the shell normally provides the router, i18n and kit.
const router = createBrowserRouter(
  [...clientRoutes, { path: '*', element: <Navigate to="/client/list" replace /> }],
  { basename: '/remotes/mf-clients' },
);

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={createI18n()}>
    <LocalKitProvider>
      <RouterProvider router={router} />
    </LocalKitProvider>
  </I18nextProvider>,
);
