import { useSyncExternalStore } from 'react';

/** Below 768 px the menu is an overlay whatever the static-menu preference says. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
