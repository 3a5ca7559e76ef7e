import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, pageOf } from '../../test/fixtures';
import { TYPED_1500 } from '@linhagem/ui-kit/testing/typedAmounts';

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('type service list', () => {
  it('lists the services with their price in the language of the user and opens one', async () => {
    const family = aTypeService({ name: 'Busca de certidão', price: 123456 });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/type-service/pagination', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(pageOf([family, aTypeService({ name: 'Tradução', active: false })], 2, 1));
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
    await userEvent.tab();
    expect(normalize((price as HTMLInputElement).value)).toBe('R$ 1.234,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(saved).toMatchObject({ name: 'Apostila', price: 123450, discountType: 'PERCENT' }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/type-service/${'c'.repeat(24)}`));
  });

  it('refuses to save without a name or with a price of zero, naming each problem', async () => {
    let posted = false;
    server.use(
      http.post('*/api/type-service', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithProviders({ path: '/type-service' });
    expect(normalize(((await screen.findByLabelText('Price')) as HTMLInputElement).value)).toBe('$0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the 2 highlighted fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveClass('p-invalid');
    expect(screen.getByText('Field required')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveClass('p-invalid');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Enter the price, above zero');
    expect(posted).toBe(false);
  });
});

describe('type service money fields', () => {
  /** Saves a new service named Busca after `fill`, answering what was posted. */
  async function saveNew(language: 'pt-BR' | 'en-US', fill: () => Promise<void>) {
    let saved: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/type-service', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(aTypeService({ ...saved, id: 'c'.repeat(24) }), { status: 201 });
      }),
      http.get('*/api/type-service/:id', () => HttpResponse.json(aTypeService({ id: 'c'.repeat(24) }))),
    );
    renderWithProviders({ path: '/type-service', language });
    await userEvent.type(await screen.findByLabelText(language === 'pt-BR' ? 'Nome' : 'Name'), 'Busca');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: language === 'pt-BR' ? 'Salvar' : 'Save' }));
    await waitFor(() => expect(saved).toBeDefined());
    return saved!;
  }

  it.each(TYPED_1500)(
    'in %s, %s typed key by key over the zero the fields show saves 150000 cents',
    async (language, typed) => {
      const labels =
        language === 'pt-BR'
          ? ['Preço', 'Adicional por cliente extra']
          : ['Price', 'Additive per extra client'];
      const saved = await saveNew(language, async () => {
        for (const label of labels) {
          await userEvent.click(screen.getByLabelText(label));
          await userEvent.keyboard(typed);
        }
      });
      expect(saved).toMatchObject({ price: 150000, additivePerClient: 150000 });
    },
  );

  it('saves a pasted R$ 1.500,00 as 150000 cents and a VALUE discount typed as 100', async () => {
    const saved = await saveNew('pt-BR', async () => {
      await userEvent.click(screen.getByLabelText('Preço'));
      await userEvent.paste('R$ 1.500,00');
      await userEvent.click(screen.getByLabelText('Tipo de desconto').closest('.p-dropdown')!);
      await userEvent.click(await screen.findByRole('option', { name: 'Valor', hidden: true }));
      await userEvent.click(screen.getByLabelText('Desconto'));
      await userEvent.keyboard('100');
    });
    expect(saved).toMatchObject({ price: 150000, discountType: 'VALUE', discount: 10000 });
  });

  it('refuses a price that is not an amount instead of saving part of it', async () => {
    renderWithProviders({ path: '/type-service', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Busca');
    await userEvent.click(screen.getByLabelText('Preço'));
    await userEvent.keyboard('1,505');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Confira o campo destacado')).toBeInTheDocument();
    expect(screen.getByLabelText('Preço')).toHaveValue('1,505');
    expect(screen.getByLabelText('Preço')).toHaveAccessibleDescription('Valor inválido');
  });
});
