import { http, HttpResponse } from 'msw';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { UiKitProvider, updatePreferences } from '@linhagem/ui-kit';
import type { ClientSummary } from '@linhagem/contracts';
import { server } from '../../test/server';
import { ClientSearch } from './ClientSearch';

function renderSearch(onSelect = jest.fn(), onSeeAll?: (term: string) => void) {
  updatePreferences({ language: 'en-US' });
  render(
    <MemoryRouter>
      <UiKitProvider>
        <label htmlFor="father">Father</label>
        <ClientSearch inputId="father" onSelect={onSelect} onSeeAll={onSeeAll} />
      </UiKitProvider>
    </MemoryRouter>,
  );
  return onSelect;
}

function answerSearch() {
  const terms: string[] = [];
  server.use(
    http.get('*/api/client/s/10', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      terms.push(name);
      const found: ClientSummary[] = [
        { id: 'a'.repeat(24), name: 'José da Conceição', typeOfPerson: 'PERSON', cpf: '52998224725' },
        { id: 'b'.repeat(24), name: 'Josefa Araújo', typeOfPerson: 'PERSON' },
      ];
      return HttpResponse.json(found);
    }),
  );
  return terms;
}

describe('client quick search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 500 ms after the last key before asking the API, once', async () => {
    const terms = answerSearch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Father' }), 'jos');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(terms).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(terms).toEqual(['jos']);
    expect(await screen.findByText('José da Conceição')).toBeInTheDocument();
  });

  it('shows the formatted CPF as a second line under the name', async () => {
    answerSearch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Father' }), 'jos');
    await act(() => jest.advanceTimersByTimeAsync(500));
    const name = await screen.findByText('José da Conceição');
    expect(name.parentElement).toHaveTextContent(/^José da Conceição529\.982\.247-25$/);
    expect(screen.getByText('529.982.247-25').tagName).toBe('SMALL');
    expect(screen.queryByText(/More than 10/)).not.toBeInTheDocument();
  });

  it('says when 10 or more clients match and opens the list filtered by the term', async () => {
    server.use(
      http.get('*/api/client/s/10', () =>
        HttpResponse.json(
          Array.from({ length: 10 }, (_, i) => ({
            id: String(i).padStart(24, '0'),
            name: `Silva ${i}`,
            typeOfPerson: 'PERSON',
          })),
        ),
      ),
    );
    const onSeeAll = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch(jest.fn(), onSeeAll);
    await user.type(screen.getByRole('combobox', { name: 'Father' }), 'silva');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('More than 10 clients found')).toBeInTheDocument();
    await user.click(screen.getByText('See them all in the list'));
    expect(onSeeAll).toHaveBeenCalledWith('silva');
  });

  it('makes no call for an empty or blank term', async () => {
    const terms = answerSearch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Father' });
    await user.type(input, '   ');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await user.clear(input);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(terms).toEqual([]);
  });

  it('selects a suggestion with the keyboard', async () => {
    answerSearch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSelect = renderSearch();
    const input = screen.getByRole('combobox', { name: 'Father' });
    await user.type(input, 'jos');
    await act(() => jest.advanceTimersByTimeAsync(500));
    await screen.findByText('Josefa Araújo');
    // PrimeReact reads the legacy `which`, which user-event does not set.
    const press = (key: string, which: number) => fireEvent.keyDown(input, { key, which, keyCode: which });
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    press('Enter', 13);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Josefa Araújo' }));
    expect(input).toHaveValue('Josefa Araújo');
  });
});
