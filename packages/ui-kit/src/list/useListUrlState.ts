import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListSort = { field: string; order: 1 | -1 };
export type ListUrlState<F extends Record<string, string>> = {
  filters: F;
  page: number;
  sort: ListSort;
  /** new filters start again at page 1 and replace the history entry (typing is not a step back) */
  setFilters(filters: F): void;
  setPage(page: number): void;
  /** a new sort starts again at page 1; null goes back to the default sort */
  setSort(sort: ListSort | null): void;
};

const sortText = (sort: ListSort) => `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}`;

/**
 * A list's filters, sort and page kept in the address (`?name=ana&sort=birthDay,desc&page=2`), so Back, a reload
 * and a shared link restore them; only values other than the defaults are written.
 */
export function useListUrlState<F extends Record<string, string>>(
  emptyFilters: F,
  defaultSort: ListSort,
): ListUrlState<F> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const keyList = Object.keys(emptyFilters).join(',');
  const defaultSortText = sortText(defaultSort);

  const state = useMemo(() => {
    const read = new URLSearchParams(search);
    const filters = Object.fromEntries(keyList.split(',').map((key) => [key, read.get(key) ?? ''])) as F;
    const page = Math.max(1, Number.parseInt(read.get('page') ?? '', 10) || 1);
    const [field, direction] = (read.get('sort') ?? defaultSortText).split(',');
    const sort: ListSort = { field: field || defaultSort.field, order: direction === 'desc' ? -1 : 1 };
    return { filters, page, sort };
  }, [search, keyList, defaultSortText]);

  const write = useCallback(
    (next: { filters: F; page: number; sort: ListSort }, replace: boolean) => {
      const out = new URLSearchParams();
      for (const key of keyList.split(',')) {
        const value = next.filters[key]?.trim();
        if (value) out.set(key, value);
      }
      if (sortText(next.sort) !== defaultSortText) out.set('sort', sortText(next.sort));
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace });
    },
    [keyList, defaultSortText, setParams],
  );

  const setFilters = useCallback((filters: F) => write({ ...state, filters, page: 1 }, true), [state, write]);
  return {
    ...state,
    setFilters,
    setPage: (page) => write({ ...state, page }, false),
    setSort: (sort) => write({ ...state, sort: sort ?? defaultSort, page: 1 }, false),
  };
}
