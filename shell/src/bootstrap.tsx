import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getPreferences, subscribePreferences } from '@linhagem/ui-kit';
import 'primeicons/primeicons.css';
import './theme/app.css';
import { applyTheme } from './theme/applyTheme';
import { App } from './App';
import { loginPage } from './routes/AppRoutes';
import { LOGIN_PATH } from '@linhagem/contracts';

async function start() {
  let darkMode = getPreferences().darkMode;
  await Promise.all([
    applyTheme(darkMode), // before the first paint: no flash of the other theme
    window.location.pathname === LOGIN_PATH ? loginPage.preload().catch(() => undefined) : undefined,
  ]);
  subscribePreferences(() => {
    if (getPreferences().darkMode !== darkMode) {
      darkMode = getPreferences().darkMode;
      void applyTheme(darkMode);
    }
  });
  // A data router around the whole tree (its <Routes> stay as they are) so screens can use useBlocker:
  // a remote's form can then ask before the browser's Back or Forward leaves unsaved changes.
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
