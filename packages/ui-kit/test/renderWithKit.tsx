import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UiKitProvider } from '../src/UiKitProvider';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with the real provider inside a memory router; the current address is in the 'location' test id. */
export function renderWithKit(ui: ReactNode, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <UiKitProvider>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </UiKitProvider>
    </MemoryRouter>,
  );
}
