import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { UiKitProvider } from '@linhagem/ui-kit';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import { portalRoutes } from './routes';

// The BFF serves this page alone at /public-client/{protocolId}[/status]: no staff shell, no session. A plain
// BrowserRouter (no data router): the pages need only their params, and the initial JavaScript stays small.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <UiKitProvider onUnauthorized={() => undefined}>
        <Routes>
          {portalRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </UiKitProvider>
    </BrowserRouter>
  </StrictMode>,
);
