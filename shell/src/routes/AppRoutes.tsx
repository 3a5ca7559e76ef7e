import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingIndicator } from '@linhagem/ui-kit';
import { RequireLevel } from '../auth/RequireLevel';
import { RemoteModule } from '../remotes/RemoteModule';
import { REMOTE_ROUTES } from './routeTable';

const LoginPage = lazy(() => import('../auth/LoginPage'));
const ErrorPage = lazy(() => import('../error/ErrorPage'));
const Layout = lazy(() => import('../layout/Layout'));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const AccountPage = lazy(() => import('../account/AccountPage'));
const NotFoundPage = lazy(() => import('../error/NotFoundPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/error" element={<ErrorPage />} />
        <Route
          element={
            <RequireLevel level="LIMITED">
              <Layout />
            </RequireLevel>
          }
        >
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/account" element={<AccountPage />} />
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
