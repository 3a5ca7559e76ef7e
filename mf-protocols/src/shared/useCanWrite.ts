import { hasLevel } from '@linhagem/contracts';
import { useCurrentUser } from '@linhagem/ui-kit';

/** spec 6 and DESIGN "Levels": NORMAL and above change protocols; LIMITED reads everything. */
export function useCanWrite(): boolean {
  const { user } = useCurrentUser();
  return Boolean(user && hasLevel(user.typeUser, 'NORMAL'));
}
