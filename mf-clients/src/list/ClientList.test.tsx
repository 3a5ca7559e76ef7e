import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient, pageOf } from '../../test/fixtures';

type Call = { sort: string | null; page: string | null; size: string | null; body: unknown };

function answerPages(total = 23) {
  const calls: Call[] = [];
  server.use(
    http.post('*/api/client/pagination', async ({ request }) => {
      const url = new URL(request.url);
      const call = {
        sort: url.searchParams.get('sort'),
        page: url.searchParams.get('page'),
        size: url.searchParams.get('size'),
        body: await request.json(),
      };
      calls.push(call);
      const page = Number(call.page);
      const names = call.sort === 'name,desc' ? ['Zélia Souza'] : [`Ana Page ${page}`, `Bruno Page ${page}`];
      return HttpResponse.json(
        pageOf(
          names.map((name) => aClient({ name })),
          total,
          page,
        ),
      );
    }),
    // the form a row or "New client" opens
    http.get('*/api/country', () => HttpResponse.json([])),
    http.get('*/api/client/:id', ({ params }) =>
      HttpResponse.json(aClient({ id: String(params.id), name: 'Ana Page 1' })),
    ),
  );
  return calls;
}

describe('client list', () => {
  it('loads the first page sorted by name ascending, with page size 10', async () => {
    const calls = answerPages();
    renderWithProviders({ path: '/client/list' });
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Ana Page 1' })).toBeInTheDocument();
    expect(calls[0]).toEqual({ sort: 'name,asc', page: '1', size: '10', body: {} });
  });

  it('asks the API for the next page and for the other sort direction', async () => {
    const calls = answerPages();
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list' });
    await screen.findByText('Ana Page 1');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Ana Page 2')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ page: '2', sort: 'name,asc' });

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByText('Name'));
    expect(await screen.findByText('Zélia Souza')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ sort: 'name,desc' });
  });

  it('filters by name through the API after the debounce and shows the empty state', async () => {
    const calls: Call[] = [];
    server.use(
      http.post('*/api/client/pagination', async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        calls.push({ sort: null, page: null, size: null, body });
        return HttpResponse.json(body.name ? pageOf([], 0, 1) : pageOf([aClient({ name: 'Ana' })], 1, 1));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list' });
    await screen.findByText('Ana');
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'joao');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ name: 'joao' });
    expect(calls).toHaveLength(2);
  });

  it('opens the form of a new client', async () => {
    answerPages();
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client/list' });
    await user.click(screen.getByRole('button', { name: 'New client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
  });

  it('opens the clients import (ui-kit) for NORMAL users, and hides it from LIMITED ones', async () => {
    answerPages();
    server.use(http.get('*/api/client/import', () => HttpResponse.json([])));
    const user = userEvent.setup();
    const view = renderWithProviders({ path: '/client/list', level: 'NORMAL' });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
    expect(await within(dialog).findByText('No imports yet.')).toBeInTheDocument();
    view.unmount();
    renderWithProviders({ path: '/client/list', level: 'LIMITED' });
    expect(await screen.findByRole('button', { name: 'New client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('opens the form of a clicked client', async () => {
    answerPages();
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client/list' });
    await user.click(await screen.findByRole('button', { name: 'Open Ana Page 1' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client\/[a-f0-9]{24}$/));
    expect(await screen.findByRole('heading', { name: 'Client: Ana Page 1' })).toBeInTheDocument();
  });

  it('keeps filters, sort and page in the address and restores them from it (Back, reload, a shared link)', async () => {
    const calls = answerPages();
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client/list?city=porto&sort=name,desc&page=2' });
    expect(await screen.findByText('Zélia Souza')).toBeInTheDocument();
    expect(calls[0]).toEqual({ sort: 'name,desc', page: '2', size: '10', body: { city: 'porto' } });
    expect(screen.getByRole('searchbox', { name: 'Filter by city' })).toHaveValue('porto');

    await user.click(await screen.findByRole('button', { name: 'Open Zélia Souza' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/client\/[a-f0-9]{24}$/));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Zélia Souza')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=porto&sort=name,desc&page=2');
    expect(calls.at(-1)).toMatchObject({ sort: 'name,desc', page: '2', body: { city: 'porto' } });
  });

  it('narrowing a filter on page 2 asks for page 1 only, and writes the filter to the address', async () => {
    const calls = answerPages();
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client/list' });
    await screen.findByText('Ana Page 1');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Ana Page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    const before = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'ana');
    await waitFor(() => expect(router.state.location.search).toBe('?name=ana'));
    await screen.findByText('Ana Page 1');
    expect(calls.slice(before)).toEqual([{ sort: 'name,asc', page: '1', size: '10', body: { name: 'ana' } }]);
  });

  it('never lets an older, slower answer overwrite a newer one', async () => {
    const release: Array<() => void> = [];
    server.use(
      http.post('*/api/client/pagination', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) await new Promise<void>((resolve) => release.push(resolve));
        return HttpResponse.json(pageOf([aClient({ name: `Only page ${page}` })], 30, page));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client/list' });
    await screen.findByText('Only page 1');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(release).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Only page 3')).toBeInTheDocument();
    release[0]();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Only page 3')).toBeInTheDocument();
    expect(screen.queryByText('Only page 2')).not.toBeInTheDocument();
  });
});
