import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@linhagem/i18n';
import type { Language } from '@linhagem/contracts';
import { LocalKitProvider } from '../kit';
import { clientRoutes } from '../routes';

export type RenderOptions = { path: string; language?: Language };

/** Renders the remote's routes at `path` with the real i18n, kit and a data router (as the shell does). */
export function renderWithProviders({ path, language = 'en-US' }: RenderOptions) {
  const i18n = createI18n(language);
  const router = createMemoryRouter([...clientRoutes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LocalKitProvider>
        <RouterProvider router={router} />
      </LocalKitProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, router };
}
