import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { Language, UserLevel } from '@linhagem/contracts';
import { UiKitProvider, setLoggedUser, updatePreferences } from '@linhagem/ui-kit';

export type RenderOptions = {
  path: string;
  routes: RouteObject[];
  language?: Language;
  level?: UserLevel;
};

/** Renders routes at `path` inside a data router and the real ui-kit provider, as the shell does, for a signed-in user. */
export function renderWithProviders({ path, routes, language = 'en-US', level = 'NORMAL' }: RenderOptions) {
  updatePreferences({ language });
  setLoggedUser({ id: 'u1', name: 'Test User', userName: 'test.user', typeUser: level });
  const router = createMemoryRouter(
    [
      {
        element: (
          <UiKitProvider>
            <Outlet />
          </UiKitProvider>
        ),
        children: [...routes, { path: '*', element: <p>elsewhere</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
