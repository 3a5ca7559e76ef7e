import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { confirmLeaving } from './unsavedForms';

/**
 * `navigate` for the shell's own ways out of a page that are not links (the top-bar search): asks first when a
 * registered form has unsaved changes. Resolves true when it navigated.
 */
export function useGuardedNavigate(): (to: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      if (!(await confirmLeaving(to))) return false;
      navigate(to);
      return true;
    },
    [navigate],
  );
}
