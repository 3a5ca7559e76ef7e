import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_ROUTES } from '@linhagem/contracts';
import { isUnreachable, useApi, useCurrentUser, type CurrentUser } from '@linhagem/ui-kit';

export type SessionState = 'unknown' | 'checking' | 'known';

export type SessionContextValue = {
  state: SessionState;
  /**
   * Loads the user once (GET /api/autenticacao: the user, or null when signed out, spec 7); a server that cannot
   * be reached leads to /error (spec 8).
   */
  ensure: () => void;
  /** After a sign-in the user is known without asking again. */
  markKnown: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Render inside <SessionProvider>');
  return value;
}

export type SessionProviderProps = { children: ReactNode };

export function SessionProvider({ children }: SessionProviderProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { setUser } = useCurrentUser();
  const [state, setState] = useState<SessionState>('unknown');
  const started = useRef(false);

  const ensure = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState('checking');
    api
      .get<CurrentUser | null>(AUTH_ROUTES.currentUser)
      .then((user) => {
        setUser(user);
        setState('known');
      })
      .catch((error: unknown) => {
        if (isUnreachable(error)) {
          started.current = false; // ask again on the next guarded visit
          setState('unknown');
          navigate('/error', { replace: true });
        } else {
          setUser(null);
          setState('known');
        }
      });
  }, [api, navigate, setUser]);

  const markKnown = useCallback(() => {
    started.current = true;
    setState('known');
  }, []);

  const value = useMemo(() => ({ state, ensure, markKnown }), [state, ensure, markKnown]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
