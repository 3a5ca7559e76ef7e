import { useCallback, useRef, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, type Page } from '@linhagem/contracts';
import { useToast } from '../hooks';
import { useLazyPage, type LazyPage, type PageRequest } from './useLazyPage';
import { useListUrlState, type ListSort, type ListUrlState } from './useListUrlState';
import { useTypedListFilters } from './useTypedListFilters';

export type LazyListOptions<F extends Record<string, string>, T> = {
  /** every filter of the list, empty: the keys the address keeps */
  emptyFilters: F;
  defaultSort: ListSort;
  /** one page for the filters of the address (the latest `load` is called; it need not be stable) */
  load: (request: PageRequest, filters: F) => Promise<Page<T>>;
  /** the toast a failed load shows (the table shows no rows) */
  errorMessage: (error: unknown) => string;
};

export type LazyList<F extends Record<string, string>, T> = LazyPage<T> & {
  /** the filters, sort and page of the address */
  list: ListUrlState<F>;
  /** the filters as typed in the inputs; they reach the address once typing settles */
  filters: F;
  setFilters: (filters: F) => void;
  /** asks for the same page again (after a row changed or went) */
  reload: () => void;
};

/**
 * A server-paged list: its filters, sort and page kept in the address, typed filters applied after the autocomplete
 * debounce (spec 9) with page 1 in the same step, and the table bound to the pages `load` answers.
 */
export function useLazyList<F extends Record<string, string>, T>({
  emptyFilters,
  defaultSort,
  load,
  errorMessage,
}: LazyListOptions<F, T>): LazyList<F, T> {
  const toast = useToast();
  const list = useListUrlState(emptyFilters, defaultSort);
  const [filters, setFilters] = useTypedListFilters(list, AUTOCOMPLETE_DEBOUNCE_MS);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const [reloads, setReloads] = useState(0);
  const applied = list.filters;
  // a new `reloads` is a new fetchPage: the same page is asked for again
  const fetchPage = useCallback(
    (request: PageRequest) => latestLoad.current(request, applied),
    [applied, reloads],
  );
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const page = useLazyPage(list, fetchPage, (error) => toast.error(errorMessage(error)));
  return { ...page, list, filters, setFilters, reload };
}
