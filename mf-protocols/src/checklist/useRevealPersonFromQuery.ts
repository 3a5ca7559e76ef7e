import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ChecklistTree } from '@linhagem/contracts';

/** The search parameter naming the checklist person to open: a client's line-of-descent chart links here with it. */
export const PERSON_QUERY = 'person';

/** Once the tree is shown, opens and focuses the person `?person=` names (once per person named). */
export function useRevealPersonFromQuery(tree: ChecklistTree | null, reveal: (personId: string) => void) {
  const [search] = useSearchParams();
  const wanted = search.get(PERSON_QUERY);
  const done = useRef<string | null>(null);
  const revealLatest = useRef(reveal);
  revealLatest.current = reveal;
  useEffect(() => {
    if (!tree || !wanted || done.current === wanted) return;
    done.current = wanted;
    revealLatest.current(wanted);
  }, [tree, wanted]);
}
