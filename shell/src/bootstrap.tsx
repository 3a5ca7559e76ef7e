import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getPreferences, subscribePreferences } from '@linhagem/ui-kit';
import 'primeicons/primeicons.css';
import './theme/app.css';
import { applyTheme } from './theme/applyTheme';
import { App } from './App';
import { loginPage } from './routes/AppRoutes';

async function start() {
  let darkMode = getPreferences().darkMode;
  await Promise.all([
    applyTheme(darkMode), // before the first paint: no flash of the other theme
    window.location.pathname === '/login' ? loginPage.preload().catch(() => undefined) : undefined,
  ]);
  subscribePreferences(() => {
    if (getPreferences().darkMode !== darkMode) {
      darkMode = getPreferences().darkMode;
      void applyTheme(darkMode);
    }
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
