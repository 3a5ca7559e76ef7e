import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { UiKitProvider, updatePreferences, useGuardedNavigate } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient, pageOf } from '../../test/fixtures';
import { ClientForm } from './ClientForm';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** The shell's top-bar search: a pick navigates through the one guard of the page. */
function TopBarPick() {
  const navigate = useGuardedNavigate();
  return (
    <button type="button" onClick={() => void navigate(`/client/${'b'.repeat(24)}`)}>
      pick Bruno
    </button>
  );
}

/** The shell's layout: a plain BrowserRouter (no data router), a menu link outside the remote. */
function renderInBrowserRouter(path: string) {
  window.history.replaceState(null, '', path);
  updatePreferences({ language: 'en-US' });
  return render(
    <BrowserRouter>
      <UiKitProvider>
        <nav>
          <Link to="/dashboard">Dashboard</Link>
        </nav>
        <TopBarPick />
        <CurrentPath />
        <Routes>
          <Route path="/client/list" element={<p>list</p>} />
          <Route path="/client/:id?/:tab?" element={<ClientForm />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </UiKitProvider>
    </BrowserRouter>,
  );
}

const currentPath = () => screen.getByLabelText('current path').textContent;

describe('unsaved changes', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.post('*/api/client/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    ),
  );

  it('warns and asks before leaving a changed form, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('There are unsaved changes!')).toBeInTheDocument();
    expect(screen.getByText('There are unsaved changes. Leave this page and lose them?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/client');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });

  it("asks before the browser's Back leaves a changed form, and stays on Cancel", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client', history: ['/client/list'] });
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await act(() => router.navigate(-1));
    expect(
      await screen.findByText('There are unsaved changes. Leave this page and lose them?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });

  it('asks before a pick in the top-bar search leaves a changed form, and stays on Cancel', async () => {
    server.use(
      http.get('*/api/client/:id', ({ params }) =>
        HttpResponse.json(aClient({ id: String(params.id), name: 'Bruno Lima' })),
      ),
    );
    const user = userEvent.setup();
    renderInBrowserRouter('/client');
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'pick Bruno' }));
    expect(
      await screen.findByText('There are unsaved changes. Leave this page and lose them?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe('/client');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'pick Bruno' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath()).toBe(`/client/${'b'.repeat(24)}`));
    expect(await screen.findByRole('heading', { name: 'Client: Bruno Lima' })).toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });

  it('asks when a loaded client is changed right after it appears', async () => {
    const id = 'e'.repeat(24);
    const father = 'f'.repeat(24);
    server.use(
      http.get('*/api/country', () =>
        HttpResponse.json([
          {
            id: 'BRASIL',
            iso2: 'BR',
            name: 'brasileira',
            masculine: 'brasileiro',
            feminine: 'brasileira',
            country: 'Brazil',
          },
        ]),
      ),
      http.get(`*/api/client/${id}`, () =>
        HttpResponse.json(
          aClient({
            id,
            name: 'Ana Araújo',
            birthDay: '1990-12-31',
            cpf: '52998224725',
            rg: '12.345.678-9',
            cellPhoneNumber: '11987654321',
            father,
            address: { country: 'BRASIL', state: 'SP', city: 'Campinas', zipCode: '13010-000' },
          }),
        ),
      ),
      http.get(`*/api/client/${father}`, () =>
        HttpResponse.json(aClient({ id: father, name: 'Antônio Araújo' })),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: `/client/${id}` });
    await screen.findByRole('heading', { name: 'Client: Ana Araújo' });
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Santos');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(
      await screen.findByText('There are unsaved changes. Leave this page and lose them?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/client/${id}`);
  });

  describe('under a plain BrowserRouter (the shell)', () => {
    it('renders without a data router and asks before a menu link leaves a changed form', async () => {
      const user = userEvent.setup();
      renderInBrowserRouter('/client');
      await user.type(screen.getByLabelText(/^Name/), 'Ana');

      await user.click(screen.getByRole('link', { name: 'Dashboard' }));
      expect(
        await screen.findByText('There are unsaved changes. Leave this page and lose them?'),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(currentPath()).toBe('/client');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');

      await user.click(screen.getByRole('link', { name: 'Dashboard' }));
      await user.click(await screen.findByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(screen.getByText('elsewhere')).toBeInTheDocument();
    });

    it('asks on the back button, but not when switching to the Protocols tab', async () => {
      const user = userEvent.setup();
      renderInBrowserRouter('/client');
      await user.type(screen.getByLabelText(/^Name/), 'Ana');
      await user.click(screen.getByRole('tab', { name: 'Protocols' }));
      await waitFor(() => expect(currentPath()).toBe('/client/new/protocols'));
      expect(screen.queryByText('There are unsaved changes. Leave this page and lose them?')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(currentPath()).toBe('/client/new/protocols');
      await user.click(screen.getByRole('button', { name: 'Back to the list' }));
      await user.click(await screen.findByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(currentPath()).toBe('/client/list'));
    });

    it('asks the browser before the tab closes only while the form is changed', async () => {
      const user = userEvent.setup();
      renderInBrowserRouter('/client');
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        act(() => void window.dispatchEvent(event));
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await user.type(screen.getByLabelText(/^Name/), 'Ana');
      await waitFor(() => expect(unload()).toBe(true));
    });
  });
});
