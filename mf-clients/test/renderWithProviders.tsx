import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { Language } from '@linhagem/contracts';
import { UiKitProvider, updatePreferences } from '@linhagem/ui-kit';
import { clientRoutes } from '../src/routes';

export type RenderOptions = {
  path: string;
  language?: Language;
  /** Pages visited before `path`, for Back. */
  history?: string[];
};

/** Renders the remote's routes at `path` inside a data router and the real ui-kit provider, as the shell does. */
export function renderWithProviders({ path, language = 'en-US', history = [] }: RenderOptions) {
  updatePreferences({ language });
  const router = createMemoryRouter(
    [
      {
        element: (
          <UiKitProvider>
            <Outlet />
          </UiKitProvider>
        ),
        children: [...clientRoutes, { path: '*', element: <p>elsewhere</p> }],
      },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  const view = render(<RouterProvider router={router} />);
  const switchLanguage = (next: Language) => act(() => void updatePreferences({ language: next }));
  return { ...view, router, switchLanguage };
}
