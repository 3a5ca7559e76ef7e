import { KitBoundary } from '../kit';
import { ClientSearch as Search, type ClientSearchProps } from '../search/ClientSearch';

export type { ClientSearchProps };

/** './ClientSearch': the client quick-search autocomplete for other remotes (`onSelect(client)`). */
export function ClientSearch(props: ClientSearchProps) {
  return (
    <KitBoundary>
      <Search {...props} />
    </KitBoundary>
  );
}

export default ClientSearch;
