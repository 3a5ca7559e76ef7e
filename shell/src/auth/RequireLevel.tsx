import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasLevel, type UserLevel } from '@linhagem/contracts';
import { LoadingIndicator, useCurrentUser } from '@linhagem/ui-kit';
import { useSession } from './SessionProvider';

export type RequireLevelProps = { level: UserLevel; children: ReactNode };

/** spec 4: no user → /login?redirect=<here>; a level too low → /. */
export function RequireLevel({ level, children }: RequireLevelProps) {
  const { user } = useCurrentUser();
  const session = useSession();
  const location = useLocation();
  const { ensure } = session;

  useEffect(() => ensure(), [ensure]);

  if (session.state !== 'known') return <LoadingIndicator />;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!hasLevel(user.typeUser, level)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
