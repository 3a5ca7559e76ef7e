import { KitBoundary } from '../kit';
import { ClientList as Page } from '../list/ClientList';

/** './ClientList': the page of /client/list. */
export function ClientList() {
  return (
    <KitBoundary>
      <Page />
    </KitBoundary>
  );
}

export default ClientList;
