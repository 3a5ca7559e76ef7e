import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasLevel, type UserLevel, loginPath } from '@linhagem/contracts';
import { LoadingIndicator, useCurrentUser } from '@linhagem/ui-kit';
import { ForbiddenPage } from '../error/ForbiddenPage';
import { useSession } from './SessionProvider';

export type RequireLevelProps = { level: UserLevel; children: ReactNode };

/**
 * spec 4: no user → /login?redirect=<here>. A level too low stays on the address and says the page is out of
 * reach, with a way home: a silent jump to the dashboard read as a broken link.
 */
export function RequireLevel({ level, children }: RequireLevelProps) {
  const { user } = useCurrentUser();
  const session = useSession();
  const location = useLocation();
  const { ensure } = session;

  useEffect(() => ensure(), [ensure]);

  if (session.state !== 'known') return <LoadingIndicator />;
  if (!user) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!hasLevel(user.typeUser, level)) return <ForbiddenPage />;
  return <>{children}</>;
}
