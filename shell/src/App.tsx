import { UiKitProvider } from '@linhagem/ui-kit';
import { SessionProvider } from './auth/SessionProvider';
import { AppRoutes } from './routes/AppRoutes';

/** Everything under the router: the ui kit (toast, confirm, loading, API, i18n), the session and the routes. */
export function App() {
  return (
    <UiKitProvider>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </UiKitProvider>
  );
}
