import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { useApi } from '../hooks';
import { updatePreferences } from '../preferences/preferencesStore';
import { renderWithKit } from '../../test/renderWithKit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => updatePreferences({ language: 'en-US' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Saver({ method }: { method: 'get' | 'post' }) {
  const api = useApi();
  const call = () => (method === 'post' ? api.post('/api/thing', {}) : api.get('/api/thing'));
  return <button onClick={() => void call().catch(() => undefined)}>{method}</button>;
}

describe('loading modal (spec 7)', () => {
  it('covers the page while a POST runs and goes away when it fails', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/api/thing', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'bad' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderWithKit(<Saver method="post" />);
    expect(screen.queryByRole('dialog', { name: 'Loading...' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'post' }));
    expect(await screen.findByRole('dialog', { name: 'Loading...' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading...' })).not.toBeInTheDocument());
  });

  it('does not show for a GET', async () => {
    let served = false;
    server.use(
      http.get('*/api/thing', async () => {
        await delay(30);
        served = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithKit(<Saver method="get" />);
    await user.click(screen.getByRole('button', { name: 'get' }));
    expect(screen.queryByRole('dialog', { name: 'Loading...' })).not.toBeInTheDocument();
    await waitFor(() => expect(served).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Loading...' })).not.toBeInTheDocument();
  });
});
