import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingIndicator } from '@linhagem/ui-kit';
import { RequireLevel } from '../auth/RequireLevel';
import { RemoteModule } from '../remotes/RemoteModule';
import { preloadable } from './preloadable';
import { REMOTE_ROUTES, SHELL_ROUTES } from './routeTable';
import { LOGIN_PATH, staffPath } from '@linhagem/contracts';

/** The first page of a signed-out visit; bootstrap preloads it on /login. */
export const loginPage = preloadable(() => import('../auth/LoginPage'));
const LoginPage = loginPage.Page;
const ErrorPage = lazy(() => import('../error/ErrorPage'));
const Layout = lazy(() => import('../layout/Layout'));
/** The shell's own pages, by their module name in the route table. */
const SHELL_PAGES: Record<string, ReturnType<typeof lazy>> = {
  DashboardPage: lazy(() => import('../dashboard/DashboardPage')),
  AccountPage: lazy(() => import('../account/AccountPage')),
};
const NotFoundPage = lazy(() => import('../error/NotFoundPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/error" element={<ErrorPage />} />
        <Route
          element={
            <RequireLevel level="LIMITED">
              <Layout />
            </RequireLevel>
          }
        >
          <Route index element={<Navigate to={staffPath('dashboard')} replace />} />
          {SHELL_ROUTES.map(({ path, read, module }) => {
            const Page = SHELL_PAGES[module];
            return (
              <Route
                key={path}
                path={path}
                element={
                  <RequireLevel level={read}>
                    <Page />
                  </RequireLevel>
                }
              />
            );
          })}
          {REMOTE_ROUTES.map(({ path, level, remote }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireLevel level={level}>
                  <RemoteModule id={remote} />
                </RequireLevel>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
