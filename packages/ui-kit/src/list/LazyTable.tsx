import type { ReactNode } from 'react';
import { DataTable, type DataTableValue } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { EmptyState, type EmptyStateProps } from '../feedback/EmptyState';
import type { LazyPage } from './useLazyPage';

export type LazyColumn<T> = {
  header: string;
  /** the cell; without it, the row's `sortField` */
  body?: (row: T) => ReactNode;
  /** the server's sort field: the column's header sorts the list by it */
  sortField?: string;
};

export type LazyTableProps<T> = {
  /** the pages `useLazyList` (or `useLazyPage`) loads */
  page: Pick<LazyPage<T>, 'loading' | 'tableProps'>;
  columns: LazyColumn<T>[];
  /** what the table shows when no row matches */
  empty: EmptyStateProps;
  /** shown in place of `empty` while a page loads */
  loadingMessage?: string;
  /** the list's own page report ("… de {totalRecords} clientes"); the kit's by default */
  reportTemplate?: string;
  /** the least width of the table; narrower screens scroll it sideways */
  minWidth?: string;
  /** a click anywhere on a row opens it; a column still needs a control that opens it from the keyboard */
  onRowOpen?: (row: T) => void;
};

/** A server-paged PrimeReact table: pages and sort from the list's address, an empty state, rows that may open. */
export function LazyTable<T extends DataTableValue>({
  page,
  columns,
  empty,
  loadingMessage,
  reportTemplate,
  minWidth,
  onRowOpen,
}: LazyTableProps<T>) {
  const { tableProps, loading } = page;
  return (
    <DataTable
      {...tableProps}
      emptyMessage={loading && loadingMessage ? loadingMessage : <EmptyState {...empty} />}
      currentPageReportTemplate={reportTemplate ?? tableProps.currentPageReportTemplate}
      tableStyle={minWidth ? { minWidth } : undefined}
      rowHover={Boolean(onRowOpen)}
      rowClassName={onRowOpen ? () => 'lk-row-link' : undefined}
      onRowClick={onRowOpen ? (event) => onRowOpen(event.data as T) : undefined}
    >
      {columns.map((column) => (
        <Column
          key={column.header}
          header={column.header}
          body={column.body}
          field={column.sortField}
          sortable={Boolean(column.sortField)}
        />
      ))}
    </DataTable>
  );
}
