import { act, renderHook, waitFor } from '@testing-library/react';
import { toPage, type Page } from '@linhagem/contracts';
import { useLazyPage, type PageRequest } from './useLazyPage';
import type { ListSort } from './useListUrlState';

type Row = { id: string };
type Pending = { request: PageRequest; resolve(page: Page<Row>): void; reject(error: unknown): void };

/** A fetcher whose answers the test releases in any order. */
function controlledFetch() {
  const pending: Pending[] = [];
  const fetchPage = (request: PageRequest) =>
    new Promise<Page<Row>>((resolve, reject) => pending.push({ request, resolve, reject }));
  return { pending, fetchPage };
}

const listAt = (page: number, sort: ListSort = { field: 'name', order: 1 }) => ({
  page,
  sort,
  setPage: jest.fn(),
  setSort: jest.fn(),
});

it('asks for the list page and sort, and binds the table to the answer', async () => {
  const { pending, fetchPage } = controlledFetch();
  const list = listAt(2, { field: 'birthDay', order: -1 });
  const { result } = renderHook(() => useLazyPage(list, fetchPage, jest.fn()));

  expect(result.current.loading).toBe(true);
  expect(pending[0].request).toEqual({ page: 2, size: 10, sort: 'birthDay,desc' });
  await act(async () => pending[0].resolve(toPage([{ id: 'a' }], 11, 2, 10)));

  const table = result.current.tableProps;
  expect(table.value).toEqual([{ id: 'a' }]);
  expect([table.first, table.totalRecords, table.loading]).toEqual([10, 11, false]);
  table.onPage({ first: 20, rows: 10, page: 2, pageCount: 2 });
  expect(list.setPage).toHaveBeenCalledWith(3);
  table.onSort({ sortField: 'name', sortOrder: -1, multiSortMeta: null });
  expect(list.setSort).toHaveBeenCalledWith({ field: 'name', order: -1 });
  table.onSort({ sortField: '', sortOrder: 0, multiSortMeta: null });
  expect(list.setSort).toHaveBeenLastCalledWith(null);
});

it('never lets an older answer replace a newer one', async () => {
  const { pending, fetchPage } = controlledFetch();
  const { result, rerender } = renderHook(({ page }) => useLazyPage(listAt(page), fetchPage, jest.fn()), {
    initialProps: { page: 1 },
  });
  rerender({ page: 2 });
  expect(pending.map((call) => call.request.page)).toEqual([1, 2]);

  await act(async () => pending[1].resolve(toPage([{ id: 'page 2' }], 20, 2, 10)));
  await act(async () => pending[0].resolve(toPage([{ id: 'page 1' }], 20, 1, 10)));

  expect(result.current.result.content).toEqual([{ id: 'page 2' }]);
});

it('empties the table and reports a failed load', async () => {
  const { pending, fetchPage } = controlledFetch();
  const onError = jest.fn();
  const { result } = renderHook(() => useLazyPage(listAt(1), fetchPage, onError));
  const failure = new Error('down');

  await act(async () => pending[0].reject(failure));

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.failed).toBe(true);
  expect(result.current.tableProps.value).toEqual([]);
  expect(onError).toHaveBeenCalledWith(failure);
});
