import { Button } from 'primereact/button';
import type { LazyColumn } from './LazyTable';

export type OpenColumnOptions<T> = {
  header: string;
  /** the row's field the link shows and the server sorts by */
  sortField: Extract<keyof T, string>;
  /** the link's accessible name ("Open protocol 2026/0007") */
  label: (row: T) => string;
  open: (row: T) => void;
};

/** A sorted column whose cell is a link that opens the row, so a keyboard reaches every row. */
export function openColumn<T>({ header, sortField, label, open }: OpenColumnOptions<T>): LazyColumn<T> {
  return {
    header,
    sortField,
    body: (row) => (
      <Button
        type="button"
        link
        label={String(row[sortField] ?? '')}
        aria-label={label(row)}
        onClick={(event) => {
          // a row that opens on click would open it a second time
          event.stopPropagation();
          open(row);
        }}
      />
    ),
  };
}
