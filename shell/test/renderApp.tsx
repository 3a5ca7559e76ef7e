import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { reloadPreferences } from '@linhagem/ui-kit';
import { App } from '../src/App';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The real app (ui kit provider, session, routes) in a memory router at `route`. */
export function renderApp(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function resetBrowserState() {
  localStorage.clear();
  reloadPreferences();
}
