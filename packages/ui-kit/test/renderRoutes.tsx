import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { Language, UserLevel } from '@linhagem/contracts';
import { UiKitProvider, setLoggedUser, updatePreferences } from '../src';

export type RenderRoutesOptions = {
  routes: RouteObject[];
  path: string;
  language?: Language;
  /** Pages visited before `path`, for Back. */
  history?: string[];
  /** Signs a user of this level in first (the remotes' level-dependent screens read it). */
  level?: UserLevel;
};

/** Renders a remote's routes at `path` inside a data router and the real ui-kit provider, as the shell does. */
export function renderRoutes({ routes, path, language = 'en-US', history = [], level }: RenderRoutesOptions) {
  updatePreferences({ language });
  if (level) setLoggedUser({ id: 'u1', name: 'Test User', userName: 'test.user', typeUser: level });
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
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  const view = render(<RouterProvider router={router} />);
  const switchLanguage = (next: Language) => act(() => void updatePreferences({ language: next }));
  return { ...view, router, switchLanguage };
}
