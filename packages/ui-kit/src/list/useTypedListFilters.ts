import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';
import type { ListUrlState } from './useListUrlState';

/**
 * The filters as typed into a list's inputs, applied to the address (`useListUrlState`) once they settle for
 * `delayMs`; an address changed from outside (Back, a link) shows in the inputs again.
 */
export function useTypedListFilters<F extends Record<string, string>>(
  list: Pick<ListUrlState<F>, 'filters' | 'setFilters'>,
  delayMs: number,
): [F, (filters: F) => void] {
  const { filters: appliedFilters, setFilters: applyFilters } = list;
  const [typed, setTyped] = useState<F>(appliedFilters);
  const settled = useDebouncedValue(typed, delayMs);
  const applied = useRef(JSON.stringify(appliedFilters));

  useEffect(() => {
    const text = JSON.stringify(appliedFilters);
    if (text === applied.current) return;
    applied.current = text;
    setTyped(appliedFilters);
  }, [appliedFilters]);

  useEffect(() => {
    const text = JSON.stringify(settled);
    if (text === applied.current) return;
    applied.current = text;
    applyFilters(settled);
  }, [settled, applyFilters]);

  return [typed, setTyped];
}
