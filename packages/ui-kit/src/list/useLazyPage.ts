import { useEffect, useRef, useState } from 'react';
import type { DataTablePageEvent, DataTableSortEvent } from 'primereact/datatable';
import { DEFAULT_PAGE_SIZE, toPage, type Page } from '@linhagem/contracts';
import { useTranslation } from '../i18n/useTranslation';
import type { ListSort, ListUrlState } from './useListUrlState';

/** The query of one `POST .../pagination` call: page from 1, `field,asc|desc`. */
export type PageRequest = { page: number; size: number; sort: string };

export type LazyPage<T> = {
  result: Page<T>;
  loading: boolean;
  /** the last load failed (the table shows no rows, `onError` was told) */
  failed: boolean;
  /** spread on a PrimeReact `DataTable`: server pages and sort bound to the list's address state */
  tableProps: {
    value: T[];
    dataKey: 'id';
    lazy: true;
    paginator: true;
    rows: number;
    first: number;
    totalRecords: number;
    onPage(event: DataTablePageEvent): void;
    sortField: string;
    sortOrder: 1 | -1;
    onSort(event: DataTableSortEvent): void;
    loading: boolean;
    'aria-busy': boolean;
    paginatorTemplate: string;
    /** "Mostrando 1 a 10 de 42" in the person's language; PrimeReact's own is English. A list may pass its own. */
    currentPageReportTemplate: string;
  };
};

const emptyPage = <T>(): Page<T> => toPage<T>([], 0, 1, DEFAULT_PAGE_SIZE);

/**
 * One server-paged list: loads `fetchPage` for the list's page and sort (again whenever `fetchPage` changes, so wrap
 * it in `useCallback` over its filters), and an answer that arrives after a newer request never replaces it.
 * A failure empties the table and goes to `onError`.
 */
export function useLazyPage<T>(
  list: Pick<ListUrlState<Record<string, string>>, 'page' | 'sort' | 'setPage' | 'setSort'>,
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  onError: (error: unknown) => void,
): LazyPage<T> {
  const { page, sort, setPage, setSort } = list;
  const { t } = useTranslation('common');
  const [result, setResult] = useState<Page<T>>(emptyPage);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage({ page, size: DEFAULT_PAGE_SIZE, sort: `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}` })
      .then((answer) => {
        if (!current) return;
        setResult(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setResult(emptyPage());
        setFailed(true);
        reportError.current(error);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [fetchPage, page, sort.field, sort.order]);

  return {
    result,
    loading,
    failed,
    tableProps: {
      value: result.content,
      dataKey: 'id',
      lazy: true,
      paginator: true,
      rows: DEFAULT_PAGE_SIZE,
      first: (page - 1) * DEFAULT_PAGE_SIZE,
      totalRecords: result.totalElements,
      onPage: (event) => setPage(Math.floor(event.first / event.rows) + 1),
      sortField: sort.field,
      sortOrder: sort.order,
      onSort: (event) => setSort(toListSort(event)),
      loading,
      'aria-busy': loading,
      paginatorTemplate: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport',
      currentPageReportTemplate: t('prime.currentPageReport'),
    },
  };
}

/** A column header click as a list sort; PrimeReact's third click (no field) goes back to the default. */
function toListSort(event: DataTableSortEvent): ListSort | null {
  return event.sortField ? { field: event.sortField, order: event.sortOrder === -1 ? -1 : 1 } : null;
}
