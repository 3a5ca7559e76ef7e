import { useCallback } from 'react';
import { updatePreferences, usePreferences } from '@linhagem/ui-kit';

/** spec 4: the collapsed checklist items are remembered in local storage (the shared preferences). */
export function useCollapsedChecklistItems() {
  const { collapsedChecklistItems } = usePreferences();
  const isCollapsed = useCallback(
    (id: string) => collapsedChecklistItems.includes(id),
    [collapsedChecklistItems],
  );
  const toggle = useCallback(
    (id: string) =>
      updatePreferences({
        collapsedChecklistItems: collapsedChecklistItems.includes(id)
          ? collapsedChecklistItems.filter((item) => item !== id)
          : [...collapsedChecklistItems, id],
      }),
    [collapsedChecklistItems],
  );
  return { isCollapsed, toggle };
}
