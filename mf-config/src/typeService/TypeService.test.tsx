import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, pageOf } from '../../test/fixtures';

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('type service list', () => {
  it('lists the services with their price in the language of the user and opens one', async () => {
    const family = aTypeService({ name: 'Busca de certidão', price: 123456 });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/type-service/pagination', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(pageOf([family, aTypeService({ name: 'Tradução', isActive: false })], 2, 1));
      }),
      http.get('*/api/type-service/:id', () => HttpResponse.json(family)),
    );
    const view = renderWithProviders({ path: '/type-service/list', language: 'pt-BR' });
    const row = (await screen.findByText('Busca de certidão')).closest('tr')!;
    expect(normalize(row.textContent)).toContain('R$ 1.234,56');
    expect(within(screen.getByText('Tradução').closest('tr')!).getByText('Não')).toBeInTheDocument();
    // the column and the paginator in the person's language, no raw key nor PrimeReact's English
    expect(screen.getByRole('columnheader', { name: 'Preço' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 2 de 2')).toBeInTheDocument();
    expect(bodies[0]).toEqual({});
    await userEvent.click(row);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/type-service/${family.id}`));
  });

  it('filters by name and says when nothing is found', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/type-service/pagination', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(pageOf([], 0, 1));
      }),
    );
    renderWithProviders({ path: '/type-service/list' });
    expect(await screen.findByText('No type service yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name' }), 'busca');
    await waitFor(() => expect(bodies).toContainEqual({ name: 'busca' }), { timeout: 3000 });
  });
});

describe('type service form', () => {
  it('shows the price example for 1 to 5 clients from the pricing function as the discount is set', async () => {
    const family = aTypeService({ name: 'Família', price: 10000 });
    server.use(http.get('*/api/type-service/:id', () => HttpResponse.json(family)));
    renderWithProviders({ path: `/type-service/${family.id}` });
    expect(await screen.findByDisplayValue('Família')).toBeInTheDocument();
    expect(normalize(screen.getByTestId('price-example-3').textContent)).toContain('$300.00$0.00$300.00');

    await userEvent.click(screen.getByLabelText('Has a discount'));
    await userEvent.click(screen.getByLabelText('Discount per client'));
    await userEvent.click(screen.getByLabelText('Cumulative (grows with each client)'));
    const percent = screen.getByLabelText('Discount');
    await userEvent.clear(percent);
    await userEvent.type(percent, '10');
    await userEvent.tab();
    // 10 %, 20 %, 30 % of 100.00 for the first three clients (amountOfItems 0 discounts from the first)
    await waitFor(() =>
      expect(normalize(screen.getByTestId('price-example-3').textContent)).toBe(
        '3$300.00$60.00$240.00$90.00 · $80.00 · $70.00',
      ),
    );
    // key by key, before the field is left: from the second client on, the first pays in full
    const from = screen.getByLabelText('From how many clients');
    await userEvent.clear(from);
    await userEvent.type(from, '2');
    expect(from).toHaveFocus();
    await waitFor(() =>
      expect(normalize(screen.getByTestId('price-example-3').textContent)).toBe(
        '3$300.00$30.00$270.00$100.00 · $90.00 · $80.00',
      ),
    );
  });

  it('saves a new service in cents and opens it', async () => {
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/type-service', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(aTypeService({ ...saved, id: 'c'.repeat(24) }), { status: 201 });
      }),
      http.get('*/api/type-service/:id', () => HttpResponse.json(aTypeService({ id: 'c'.repeat(24) }))),
    );
    const view = renderWithProviders({ path: '/type-service', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Apostila');
    const price = screen.getByLabelText('Preço');
    await userEvent.clear(price);
    await userEvent.type(price, '1234,5');
    expect(normalize((price as HTMLInputElement).value)).toBe('R$ 1.234,50');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(saved).toMatchObject({ name: 'Apostila', price: 123450, discountType: 'PERCENT' }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/type-service/${'c'.repeat(24)}`));
  });

  it('refuses to save without a name, naming the problem', async () => {
    renderWithProviders({ path: '/type-service' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted field')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveClass('p-invalid');
    expect(screen.getByText('Field required')).toBeInTheDocument();
  });
});
