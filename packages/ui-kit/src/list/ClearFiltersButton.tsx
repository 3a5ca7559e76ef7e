import { Button } from 'primereact/button';

export type ClearFiltersButtonProps = {
  /** the list's own words ("Limpar filtros") */
  label: string;
  onClear: () => void;
};

/** A list's button that empties its filters. */
export function ClearFiltersButton({ label, onClear }: ClearFiltersButtonProps) {
  return <Button type="button" text icon="pi pi-filter-slash" label={label} onClick={onClear} />;
}
